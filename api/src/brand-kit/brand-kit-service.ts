import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TBrandKit } from '@portal/shared/api/brand-kit';
import type { Origin } from '@portal/shared/constants';
import { franchiseDefaults, isFranchiseAllowed } from '@portal/shared/profiles/franchises';
import {
  kitSets,
  type BrandKitField,
  type TBrandKitUpdate,
  type TBrandKitValues,
} from '@portal/shared/validation/brand-kit';
import { signedAssetUrl } from '../assets/asset-urls';
import type { Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import type { JobHandler, JobView } from '../jobs/types';
import { KitChangedError, brandingFromKit, kitFieldsIn, type Kit, type KitBranding } from './apply';
import type { KitProfileRow } from './brand-kit-repository';

/** Profiles written per transaction (one step of the job) when the kit changes. */
export const KIT_BATCH_SIZE = 500;

/** The job that writes a changed kit to the account's profiles. */
export const KIT_PROPAGATION = 'brand-kit.propagate';

/**
 * How long PUT /v2/brand-kit waits for the propagation: a small account's answer says how many
 * profiles changed; a larger one answers before, with the job (the page says "Updating profiles").
 */
const PROPAGATION_WAIT_MS = 5_000;

interface PropagationPayload {
  /** The kit before the change (fields it already set), see propagationBase. */
  previous: TBrandKitValues;
}

interface PropagationCheckpoint {
  /** The last profile written (profiles go in id order); null: none yet. */
  after: string | null;
  /** Profiles looked at, and changed, so far. */
  seen: number;
  updated: number;
  /** The account's profiles when the job began (its progress bar's end). */
  total: number;
  finished: boolean;
}

interface PropagationResult {
  profilesUpdated: number;
}

/** The kit fields each profile request named, read before its schema filled the defaults. */
const sentFields = new WeakMap<FastifyRequest, ReadonlySet<BrandKitField>>();

/** The kit fields this profile request named (see prepareProfileBody); undefined: all. */
export const sentKitFields = (request: FastifyRequest) => sentFields.get(request);

/**
 * The company brand kit (issue 36 §1, api/README "Brand kit"): the account's defaults for its
 * profiles' branding, which profiles start from and follow, and the fields they may not change.
 * The rules are apply.ts's; profiles-service applies them on every profile write.
 */
function createService(fastify: FastifyInstance) {
  const { db, brandKitRepository: kits, assetsRepository, jobs } = fastify;
  const secret = fastify.config.jwtSecret;

  const toDto = (kit: Kit): TBrandKit => ({
    ...kit.values,
    locked: [...kit.locked],
    logoUrl: kit.values.logoId ? signedAssetUrl(secret, kit.values.logoId) : null,
    version: kit.version,
    updatedAt: kit.updatedAt ? kit.updatedAt.toISOString() : null,
  });

  /** How a propagation job goes, as the answers say it. */
  const propagationOf = (job: JobView) => ({
    jobId: job.id,
    status: job.status,
    ...(job.progress ? { progress: job.progress } : {}),
    profilesUpdated:
      job.status === 'done' ? (job.result as PropagationResult).profilesUpdated : undefined,
  });

  const refuse = (field: string, id: 'errors.notFound' | 'validation.franchise.invalid') =>
    new AppError('VALIDATION', { fields: { [field]: id } });

  /** The kit's pictures: the account's own logo; an intro of the account or a built-in one. */
  async function checkAssets(accountId: string, values: TBrandKitValues) {
    if (values.logoId) {
      const asset = await assetsRepository.findInfo(values.logoId);
      if (!asset || asset.accountId !== accountId || asset.kind !== 'logo')
        throw refuse('logoId', 'errors.notFound');
    }
    if (values.introId) {
      const asset = await assetsRepository.findInfo(values.introId);
      if (
        !asset ||
        asset.kind !== 'intro' ||
        (asset.accountId !== null && asset.accountId !== accountId)
      )
        throw refuse('introId', 'errors.notFound');
    }
  }

  /**
   * The job 'brand-kit.propagate' (api/README "Jobs"): writes the account's kit to its profiles,
   * KIT_BATCH_SIZE per step (one transaction, checkpointed at the batch's last profile, so a job
   * taken over by another replica goes on after it), each batch reading the kit anew (a later
   * change of the kit wins). Pictures a profile no longer uses go, unless the kit or another
   * profile uses them; at the end, the kit's former pictures likewise. Answers how many profiles
   * changed.
   */
  const propagation: JobHandler<PropagationPayload, PropagationCheckpoint, PropagationResult> = {
    kind: KIT_PROPAGATION,
    async run(job) {
      const accountId = job.accountId!;
      const { previous } = job.payload;
      let at = job.checkpoint;
      while (!at?.finished) {
        const from: PropagationCheckpoint | null = at;
        const { checkpoint, deleted } = await job.step(async (tx) => {
          const kit = await kits.find(accountId, tx);
          const total =
            from?.total ??
            (await tx.one<{ n: number }>(
              'SELECT count(*)::int AS n FROM profiles WHERE account_id = $1',
              [accountId],
            ))!.n;
          const rows = await kits.lockBatch(accountId, from?.after ?? null, KIT_BATCH_SIZE, tx);
          const changes: (KitBranding & Pick<KitProfileRow, 'id' | 'photo_id'>)[] = [];
          const replaced: (string | null)[] = [];
          for (const row of rows) {
            const next = brandingFromKit(row, kit, previous);
            if (!next) continue;
            changes.push({ ...next, id: row.id, photo_id: row.photo_id });
            if (next.logo_id !== row.logo_id) replaced.push(row.logo_id);
            if (next.intro_id !== row.intro_id) replaced.push(row.intro_id);
          }
          await kits.writeBranding(changes, tx);
          const finished = rows.length < KIT_BATCH_SIZE;
          if (finished) {
            // The kit's former pictures go when no profile uses them either.
            const kept = new Set([kit.values.logoId, kit.values.introId]);
            for (const id of [previous.logoId, previous.introId])
              if (typeof id === 'string' && !kept.has(id)) replaced.push(id);
          }
          const checkpoint: PropagationCheckpoint = {
            after: rows[rows.length - 1]?.id ?? from?.after ?? null,
            seen: (from?.seen ?? 0) + rows.length,
            updated: (from?.updated ?? 0) + changes.length,
            total: Math.max(total, (from?.seen ?? 0) + rows.length),
            finished,
          };
          const deleted = await assetsRepository.deleteUnusedImages(accountId, replaced, tx);
          return {
            checkpoint,
            progress: { done: checkpoint.seen, total: checkpoint.total },
            value: { checkpoint, deleted },
          };
        });
        // Committed: the URLs of the pictures deleted stop serving them now.
        await assetsRepository.removeDeletedObjects(deleted);
        at = checkpoint;
      }
      return { profilesUpdated: at.updated };
    },
  };

  /**
   * The kit before this change, as the propagation needs it: a field it already set is followed
   * by the profiles that have its value. A propagation still under way for the account may not
   * have reached every profile with a field it set for the first time: that field counts as new
   * for this one too, so no profile's own value is overwritten whichever job reaches it first.
   */
  async function propagationBase(
    accountId: string,
    previous: TBrandKitValues,
    tx: Queryable,
  ): Promise<TBrandKitValues> {
    const pending = await tx.query<{ previous: TBrandKitValues }>(
      `SELECT payload -> 'previous' AS previous FROM jobs
        WHERE kind = $1 AND account_id = $2 AND status IN ('queued', 'running')`,
      [KIT_PROPAGATION, accountId],
    );
    return Object.fromEntries(
      Object.entries(previous).filter(([key]) =>
        pending.every((job) => (job.previous as Record<string, unknown>)[key] !== undefined),
      ),
    ) as TBrandKitValues;
  }

  return {
    /** The job kind of the kit's propagation (registered by the plugin). */
    propagation,

    /** The account's kit as stored (EMPTY_KIT without one), for the profile writes. */
    forAccount: (accountId: string, q: Queryable = db) => kits.find(accountId, q),

    /**
     * Within a profile write's transaction: holds the account's kit (FOR SHARE) to the end, so a
     * kit change waits for the write and then writes the kit to it too; throws KitChangedError when
     * the kit is no longer the `version` the write applied (profiles-service writes again).
     */
    async hold(accountId: string, version: number, tx: Queryable): Promise<void> {
      const row = await tx.one<{ version: number }>(
        'SELECT version FROM brand_kits WHERE account_id = $1 FOR SHARE',
        [accountId],
      );
      if ((row?.version ?? 0) !== version) throw new KitChangedError();
    },

    /** GET /v2/brand-kit: with how its last change's propagation goes (the page polls it). */
    async get(accountId: string): Promise<TBrandKit> {
      const [kit, job] = await Promise.all([
        kits.find(accountId),
        jobs.latest(KIT_PROPAGATION, accountId),
      ]);
      return { ...toDto(kit), ...(job ? { propagation: propagationOf(job) } : {}) };
    },

    /**
     * PUT /v2/brand-kit: replaces the kit and, in the same transaction, queues the job that writes
     * it to every profile that follows it (and to every profile for a locked field), then waits
     * for that job up to PROPAGATION_WAIT_MS. A franchise chosen (another than the kit had) fills
     * the colours and theme the request leaves out with its own, as the wizard's step does.
     */
    async put(
      account: { id: string; origin: Origin },
      request: TBrandKitUpdate,
    ): Promise<TBrandKit> {
      const { locked, ...given } = request;
      const values = Object.fromEntries(
        Object.entries(given).filter(([, value]) => value !== undefined),
      ) as TBrandKitValues;
      const previous = await kits.find(account.id);
      if (values.groupConfiguration !== undefined) {
        if (!isFranchiseAllowed(account.origin, values.groupConfiguration))
          throw refuse('groupConfiguration', 'validation.franchise.invalid');
        if (values.groupConfiguration !== previous.values.groupConfiguration) {
          const defaults = franchiseDefaults(values.groupConfiguration);
          values.color_primary ??= defaults.color_primary;
          values.color_secondary ??= defaults.color_secondary;
          values.theme ??= defaults.theme;
        }
      }
      if (locked.some((field) => !kitSets(values, field)))
        throw new AppError('VALIDATION', { fields: { locked: 'validation.brandKit.lockUnset' } });
      await checkAssets(account.id, values);

      // The kit and the job that writes it to the profiles commit together.
      const { saved, jobId } = await db.transaction(async (tx) => {
        const base = await propagationBase(account.id, previous.values, tx);
        const kit = await kits.save(account.id, values, locked, tx);
        const id = await jobs.enqueue(
          { kind: KIT_PROPAGATION, accountId: account.id, payload: { previous: base } },
          tx,
        );
        return { saved: kit, jobId: id };
      });
      jobs.wake();
      // A small account's profiles are written within moments: the answer says how many.
      const job = await jobs.wait(jobId, PROPAGATION_WAIT_MS);
      const propagation = job
        ? propagationOf(job)
        : { jobId, status: 'queued' as const, profilesUpdated: undefined };
      return {
        ...toDto(saved),
        ...(propagation.profilesUpdated === undefined
          ? {}
          : { profilesUpdated: propagation.profilesUpdated }),
        propagation,
      };
    },

    /**
     * preValidation of the profile writes (POST /v2/companies, PUT /v2/companies/{id}, POST
     * /v2/invitations/{id}): notes which kit fields the body names (a field left out takes the
     * kit's value) and, for a creation, gives a body without a logo the kit's, so the schema's
     * "logo required" holds. `accountId`: whose kit (null: unknown, the route refuses later).
     */
    async prepareProfileBody(
      request: FastifyRequest,
      accountId: string | null,
      creation: boolean,
    ): Promise<void> {
      const sent = kitFieldsIn(request.body);
      sentFields.set(request, sent);
      if (!creation || !accountId || sent.has('logo')) return;
      const kit = await kits.find(accountId);
      if (kit.values.logoId && request.body && typeof request.body === 'object')
        (request.body as Record<string, unknown>).outroLogoAssetId = kit.values.logoId;
    },
  };
}

export type BrandKitService = ReturnType<typeof createService>;

declare module 'fastify' {
  interface FastifyInstance {
    brandKitService: BrandKitService;
  }
}

export default fp(
  async function brandKitService(fastify) {
    const service = createService(fastify);
    fastify.jobs.register(service.propagation);
    fastify.decorate('brandKitService', service);
  },
  {
    name: 'brand-kit-service',
    dependencies: ['db', 'config', 'jobs', 'assets-repository', 'brand-kit-repository'],
  },
);
