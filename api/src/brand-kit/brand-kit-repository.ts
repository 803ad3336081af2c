import fp from 'fastify-plugin';
import type { BrandKitField, TBrandKitValues } from '@portal/shared/validation/brand-kit';
import type { Queryable } from '../db/db';
import { contentVersion } from '../agents/app-configuration';
import type { ProfileRow } from '../profiles/profile-dto';
import { EMPTY_KIT, type Kit, type KitBranding } from './apply';

interface KitRow {
  kit_values: Omit<TBrandKitValues, 'logoId'>;
  logo_id: string | null;
  intro_id: string | null;
  locked: BrandKitField[];
  version: number;
  updated_at: Date;
}

/**
 * The logo lives in its column only (a deleted picture leaves the kit without one); the intro in
 * both: `kit_values.introId` says whether the kit sets one (null: none), the column protects it.
 */
function toKit(row: KitRow | undefined): Kit {
  if (!row) return EMPTY_KIT;
  const values: TBrandKitValues = { ...row.kit_values };
  if (row.logo_id) values.logoId = row.logo_id;
  if ('introId' in row.kit_values) values.introId = row.intro_id;
  return {
    values,
    locked: row.locked ?? [],
    version: row.version,
    updatedAt: new Date(row.updated_at),
  };
}

/** A profile of a kit batch: what brandingFromKit reads, and its id. */
export type KitProfileRow = Pick<
  ProfileRow,
  | 'id'
  | 'company_name'
  | 'group_configuration'
  | 'logo_id'
  | 'photo_id'
  | 'intro_id'
  | 'variables'
  | 'kit_overrides'
>;

export function createRepository(db: Queryable) {
  return {
    /** The account's kit; EMPTY_KIT when it never saved one. */
    async find(accountId: string, q: Queryable = db): Promise<Kit> {
      return toKit(
        await q.one<KitRow>(
          `SELECT kit_values, logo_id, intro_id, locked, version, updated_at
             FROM brand_kits WHERE account_id = $1`,
          [accountId],
        ),
      );
    },

    /** Replaces the account's kit (creating it), one version further. */
    async save(
      accountId: string,
      values: TBrandKitValues,
      locked: readonly BrandKitField[],
      q: Queryable = db,
    ): Promise<Kit> {
      const { logoId, ...rest } = values;
      const row = await q.one<KitRow>(
        `INSERT INTO brand_kits (account_id, kit_values, logo_id, intro_id, locked, version)
         VALUES ($1, $2::jsonb, $3, $4, $5::text[], 1)
         ON CONFLICT (account_id) DO UPDATE SET kit_values = EXCLUDED.kit_values,
           logo_id = EXCLUDED.logo_id, intro_id = EXCLUDED.intro_id, locked = EXCLUDED.locked,
           version = brand_kits.version + 1, updated_at = now()
         RETURNING kit_values, logo_id, intro_id, locked, version, updated_at`,
        [accountId, JSON.stringify(rest), logoId ?? null, values.introId ?? null, locked],
      );
      return toKit(row);
    },

    /**
     * The account's next `limit` profiles after `afterId` in id order, locked until the
     * transaction ends (a concurrent edit waits for the batch, then sees it).
     */
    async lockBatch(
      accountId: string,
      afterId: string | null,
      limit: number,
      tx: Queryable,
    ): Promise<KitProfileRow[]> {
      return tx.query<KitProfileRow>(
        `SELECT id, company_name, group_configuration, logo_id, photo_id, intro_id, variables,
                kit_overrides
           FROM profiles
          WHERE account_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid)
          ORDER BY id LIMIT $3 FOR UPDATE`,
        [accountId, afterId, limit],
      );
    },

    /**
     * Writes the kit's branding to these profiles in one statement, each with its new content
     * version (migration 024): the agents' apps see a new configuration (ETag) at their next fetch.
     */
    async writeBranding(
      changes: (KitBranding & Pick<KitProfileRow, 'id' | 'photo_id'>)[],
      tx: Queryable,
    ): Promise<void> {
      if (changes.length === 0) return;
      const rows = changes.map((change) => ({
        ...change,
        app_content_version: contentVersion(change),
      }));
      await tx.query(
        `UPDATE profiles p SET company_name = x.company_name,
           group_configuration = x.group_configuration, logo_id = x.logo_id,
           intro_id = x.intro_id, variables = x.variables, kit_overrides = x.kit_overrides,
           app_content_version = x.app_content_version, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, company_name text,
           group_configuration text, logo_id uuid, intro_id uuid, variables jsonb,
           kit_overrides text[], app_content_version text)
         WHERE p.id = x.id`,
        [JSON.stringify(rows)],
      );
    },
  };
}

export type BrandKitRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    brandKitRepository: BrandKitRepository;
  }
}

export default fp(
  async function brandKitRepository(fastify) {
    fastify.decorate('brandKitRepository', createRepository(fastify.db));
  },
  { name: 'brand-kit-repository', dependencies: ['db'] },
);
