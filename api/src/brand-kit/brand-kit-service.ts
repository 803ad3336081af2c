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
import { KitChangedError, brandingFromKit, kitFieldsIn, type Kit, type KitBranding } from './apply';
import type { KitProfileRow } from './brand-kit-repository';

/** Profiles written per transaction when the kit changes. */
export const KIT_BATCH_SIZE = 500;

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
  const { db, brandKitRepository: kits, assetsRepository } = fastify;
  const secret = fastify.config.jwtSecret;

  const toDto = (kit: Kit): TBrandKit => ({
    ...kit.values,
    locked: [...kit.locked],
    logoUrl: kit.values.logoId ? signedAssetUrl(secret, kit.values.logoId) : null,
    version: kit.version,
    updatedAt: kit.updatedAt ? kit.updatedAt.toISOString() : null,
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
   * Writes the account's kit to its profiles, KIT_BATCH_SIZE per transaction, each batch reading
   * the kit anew (a later change of the kit wins). Pictures a profile no longer uses go, unless
   * the kit or another profile uses them. Answers how many profiles changed.
   *
   * It runs inside the PUT request for now; it moves onto the durable job mechanism (issue 36 §2)
   * with the import, so that a change reaching 5,000 profiles survives a restart and is not tied
   * to one request.
   */
  async function propagate(accountId: string, previous: TBrandKitValues): Promise<number> {
    let after: string | null = null;
    let updated = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const kit = await kits.find(accountId, tx);
        const rows = await kits.lockBatch(accountId, after, KIT_BATCH_SIZE, tx);
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
        const deleted = await assetsRepository.deleteUnusedImages(accountId, replaced, tx);
        return {
          last: rows[rows.length - 1]?.id,
          size: rows.length,
          changed: changes.length,
          deleted,
        };
      });
      // Committed: the URLs of the pictures deleted stop serving them now.
      await assetsRepository.removeDeletedObjects(batch.deleted);
      updated += batch.changed;
      if (batch.size < KIT_BATCH_SIZE || !batch.last) return updated;
      after = batch.last;
    }
  }

  return {
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

    /** GET /v2/brand-kit. */
    async get(accountId: string): Promise<TBrandKit> {
      return toDto(await kits.find(accountId));
    },

    /**
     * PUT /v2/brand-kit: replaces the kit, then writes it to every profile that follows it (and to
     * every profile for a locked field). A franchise chosen (another than the kit had) fills the
     * colours and theme the request leaves out with its own, as the wizard's step does.
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

      const saved = await kits.save(account.id, values, locked);
      const profilesUpdated = await propagate(account.id, previous.values);
      // The kit's former pictures go when no profile uses them either.
      const kept = new Set([saved.values.logoId, saved.values.introId]);
      const dropped = [previous.values.logoId, previous.values.introId].filter(
        (id): id is string => typeof id === 'string' && !kept.has(id),
      );
      await assetsRepository.removeDeletedObjects(
        await assetsRepository.deleteUnusedImages(account.id, dropped),
      );
      return { ...toDto(saved), profilesUpdated };
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
    fastify.decorate('brandKitService', createService(fastify));
  },
  {
    name: 'brand-kit-service',
    dependencies: ['db', 'config', 'assets-repository', 'brand-kit-repository'],
  },
);
