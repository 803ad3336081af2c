import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db';

export type AssetKind = 'logo' | 'photo' | 'intro' | 'video' | 'poster';

export interface NewAsset {
  id?: string;
  /** null: built-in artwork, readable by every customer. */
  accountId: string | null;
  kind: AssetKind;
  contentType: string;
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
  sha256: string;
  posterId?: string | null;
}

export interface AssetInfo {
  id: string;
  accountId: string | null;
  kind: AssetKind;
  contentType: string;
  sha256: string;
  posterId: string | null;
}

interface AssetRow {
  id: string;
  account_id: string | null;
  kind: AssetKind;
  content_type: string;
  sha256: string;
  poster_id: string | null;
}

const toInfo = (row: AssetRow): AssetInfo => ({
  id: row.id,
  accountId: row.account_id,
  kind: row.kind,
  contentType: row.content_type,
  sha256: row.sha256,
  posterId: row.poster_id,
});

/** An uploaded image (alias a) that no profile uses (yet). */
const UNUSED_UPLOAD = `a.kind IN ('logo', 'photo')
  AND NOT EXISTS (SELECT 1 FROM profiles p
                  WHERE p.logo_id = a.id OR p.photo_id = a.id OR p.intro_id = a.id)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function createRepository(db: Db) {
  return {
    async insert(asset: NewAsset, q: Queryable = db): Promise<string> {
      const row = await q.one<{ id: string }>(
        `INSERT INTO assets (id, account_id, kind, content_type, width, height, byte_size, sha256,
                             content, poster_id)
         VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING id`,
        [
          asset.id ?? null,
          asset.accountId,
          asset.kind,
          asset.contentType,
          asset.width,
          asset.height,
          asset.bytes.length,
          asset.sha256,
          asset.bytes,
          asset.posterId ?? null,
        ],
      );
      return row!.id;
    },

    /** The asset without its bytes; null for an unknown id (or one that is not even a uuid). */
    async findInfo(id: string, q: Queryable = db): Promise<AssetInfo | null> {
      if (!UUID.test(id)) return null;
      const row = await q.one<AssetRow>(
        'SELECT id, account_id, kind, content_type, sha256, poster_id FROM assets WHERE id = $1',
        [id],
      );
      return row ? toInfo(row) : null;
    },

    async content(id: string): Promise<(AssetInfo & { bytes: Buffer }) | null> {
      if (!UUID.test(id)) return null;
      const row = await db.one<AssetRow & { content: Uint8Array }>(
        `SELECT id, account_id, kind, content_type, sha256, poster_id, content
         FROM assets WHERE id = $1`,
        [id],
      );
      if (!row) return null;
      // pg answers a Buffer, PGlite a Uint8Array.
      return { ...toInfo(row), bytes: Buffer.from(row.content) };
    },

    /** Which of these ids exist already (built-in artwork is stored once). */
    async existing(ids: string[]): Promise<Set<string>> {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM assets WHERE id = ANY($1::uuid[])',
        [ids],
      );
      return new Set(rows.map((row) => row.id));
    },

    async countForAccount(accountId: string): Promise<number> {
      const row = await db.one<{ count: number }>(
        'SELECT count(*)::int AS count FROM assets WHERE account_id = $1',
        [accountId],
      );
      return row?.count ?? 0;
    },

    /**
     * Stores an upload if the account may have profiles (a subscription with seats, as profile
     * creation requires) and its uploads no profile uses yet stay within `limits` with it. The
     * subscription row is locked, so two uploads at once cannot both take the last place.
     */
    async insertUpload(
      asset: NewAsset & { accountId: string },
      limits: { maxFiles: number; maxBytes: number },
    ): Promise<{ id: string } | { refused: 'notAllowed' | 'quota' }> {
      return db.transaction(async (tx) => {
        const subscription = await tx.one<{ available_users: number }>(
          'SELECT available_users FROM subscriptions WHERE account_id = $1 FOR UPDATE',
          [asset.accountId],
        );
        if (!subscription || subscription.available_users < 1) return { refused: 'notAllowed' };
        const held = await tx.one<{ files: number; bytes: number }>(
          `SELECT count(*)::int AS files, COALESCE(sum(a.byte_size), 0)::bigint AS bytes
           FROM assets a WHERE a.account_id = $1 AND ${UNUSED_UPLOAD}`,
          [asset.accountId],
        );
        if (
          held!.files + 1 > limits.maxFiles ||
          Number(held!.bytes) + asset.bytes.length > limits.maxBytes
        )
          return { refused: 'quota' };
        return { id: await this.insert(asset, tx) };
      });
    },

    /**
     * Uploads never used by a profile (a wizard left halfway) are kept `hours` for the wizard to
     * finish, then deleted: storage does not pile up. Of every account, or of `accountId` only.
     * Returns how many.
     */
    async deleteStaleUploads(hours: number, accountId: string | null = null): Promise<number> {
      const rows = await db.query<{ id: string }>(
        `DELETE FROM assets a
         WHERE a.account_id = COALESCE($2::uuid, a.account_id) AND ${UNUSED_UPLOAD}
           AND a.created_at < now() - make_interval(hours => $1::int)
         RETURNING a.id`,
        [hours, accountId],
      );
      return rows.length;
    },

    /** Deletes the account's images no profile uses any more (after a profile changed or left). */
    async deleteUnusedImages(accountId: string, ids: (string | null)[], q: Queryable = db) {
      const candidates = ids.filter((id): id is string => id !== null);
      if (candidates.length === 0) return;
      await q.query(
        `DELETE FROM assets a
         WHERE a.id = ANY($2::uuid[]) AND a.account_id = $1 AND a.kind IN ('logo', 'photo')
           AND NOT EXISTS (SELECT 1 FROM profiles p
                           WHERE p.logo_id = a.id OR p.photo_id = a.id OR p.intro_id = a.id)`,
        [accountId, candidates],
      );
    },
  };
}

export type AssetsRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    assetsRepository: AssetsRepository;
  }
}

export default fp(
  async function assetsRepository(fastify) {
    fastify.decorate('assetsRepository', createRepository(fastify.db));
  },
  { name: 'assets-repository', dependencies: ['db'] },
);
