import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../db/db';
import { assetStorage, objectKey, type AssetStorage } from './asset-storage';

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
  /** A video: the profile whose app user made it, and its title. */
  profileId?: string | null;
  title?: string | null;
}

/** A video's details as the video page shows them. */
export interface VideoDetails {
  title: string | null;
  createdAt: string;
  profile: { id: string; name: string } | null;
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

/**
 * No profile and no brand kit uses the image (alias a): a kit's logo, shared by the profiles that
 * follow it, stays when one of them replaces its own (migration 030).
 */
const UNUSED = `NOT EXISTS (SELECT 1 FROM profiles p
                  WHERE p.logo_id = a.id OR p.photo_id = a.id OR p.intro_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM brand_kits k WHERE k.logo_id = a.id OR k.intro_id = a.id)`;

/** An uploaded image (alias a) that no profile or brand kit uses (yet). */
const UNUSED_UPLOAD = `a.kind IN ('logo', 'photo') AND ${UNUSED}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function createRepository(db: Db, storage: AssetStorage, log: FastifyBaseLogger) {
  /** Deletes these listed objects from the bucket, then their listing (kept if the bucket fails). */
  async function purge(keys: string[]): Promise<void> {
    await storage.remove(keys);
    await db.query('DELETE FROM asset_objects_deleted WHERE object_key = ANY($1::text[])', [keys]);
  }

  return {
    storage,

    /**
     * Writes the bytes to the storage first: a row never names an object that is not there. The
     * object is listed as held by no row until the row that holds it commits, so an insert rolled
     * back with its transaction (a profile refused) leaves no object behind for good (PostgreSQL).
     */
    async insert(asset: NewAsset, q: Queryable = db): Promise<string> {
      const id = asset.id ?? randomUUID();
      // Listed beside the caller's transaction, so that its rollback leaves it listed. PGlite has
      // one connection, where that write would wait for the transaction: there a rollback after
      // the object was written leaves it in the bucket.
      if (storage.kind === 's3' && (q === db || db.kind === 'postgres'))
        await db.query(
          'INSERT INTO asset_objects_deleted (object_key) VALUES ($1) ON CONFLICT DO NOTHING',
          [objectKey(id)],
        );
      const key = await storage.put(id, asset.bytes, asset.contentType);
      const row = await q.one<{ id: string }>(
        `WITH held AS (DELETE FROM asset_objects_deleted WHERE object_key = $11)
         INSERT INTO assets (id, account_id, kind, content_type, width, height, byte_size, sha256,
                             content, poster_id, object_key, profile_id, title)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING id`,
        [
          id,
          asset.accountId,
          asset.kind,
          asset.contentType,
          asset.width,
          asset.height,
          asset.bytes.length,
          asset.sha256,
          key ? null : asset.bytes,
          asset.posterId ?? null,
          key,
          asset.profileId ?? null,
          asset.title ?? null,
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

    /**
     * A video's title, time and profile (named as the users list names it: the outro's name, else
     * the login name); null for an unknown id.
     */
    async videoDetails(id: string, q: Queryable = db): Promise<VideoDetails | null> {
      if (!UUID.test(id)) return null;
      const row = await q.one<{
        title: string | null;
        created_at: Date;
        profile_id: string | null;
        profile_name: string | null;
      }>(
        `SELECT a.title, a.created_at, p.id AS profile_id,
                COALESCE(NULLIF(p.variables->>'outroFullName', ''), p.login_name) AS profile_name
           FROM assets a LEFT JOIN profiles p ON p.id = a.profile_id
          WHERE a.id = $1 AND a.kind = 'video'`,
        [id],
      );
      if (!row) return null;
      return {
        title: row.title,
        createdAt: new Date(row.created_at).toISOString(),
        profile: row.profile_id ? { id: row.profile_id, name: row.profile_name ?? '' } : null,
      };
    },

    /** The bytes when the row holds them, else where the browser reads them from. */
    async content(
      id: string,
    ): Promise<(AssetInfo & ({ bytes: Buffer } | { objectUrl: string })) | null> {
      if (!UUID.test(id)) return null;
      const row = await db.one<
        AssetRow & { content: Uint8Array | null; object_key: string | null }
      >(
        `SELECT id, account_id, kind, content_type, sha256, poster_id, content, object_key
         FROM assets WHERE id = $1`,
        [id],
      );
      if (!row) return null;
      if (row.object_key) return { ...toInfo(row), objectUrl: await storage.url(row.object_key) };
      // pg answers a Buffer, PGlite a Uint8Array.
      return { ...toInfo(row), bytes: Buffer.from(row.content!) };
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
    /**
     * Whether the account may upload at all (a subscription with profile seats): asked before
     * the upload is read, so an account that may not is refused without its bytes being decoded.
     * insertUpload asks again under the subscription's lock.
     */
    async mayUpload(accountId: string): Promise<boolean> {
      const subscription = await db.one<{ available_users: number }>(
        'SELECT available_users FROM subscriptions WHERE account_id = $1',
        [accountId],
      );
      return (subscription?.available_users ?? 0) >= 1;
    },

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
     * Returns how many. Their objects are deleted with them.
     */
    async deleteStaleUploads(hours: number, accountId: string | null = null): Promise<number> {
      const rows = await db.query<{ object_key: string | null }>(
        `DELETE FROM assets a
         WHERE a.account_id = COALESCE($2::uuid, a.account_id) AND ${UNUSED_UPLOAD}
           AND a.created_at < now() - make_interval(hours => $1::int)
         RETURNING a.object_key`,
        [hours, accountId],
      );
      await this.removeDeletedObjects(rows.map((row) => row.object_key));
      return rows.length;
    },

    /**
     * Deletes from the bucket, now, the objects of pictures whose deletion has committed (the
     * trigger listed them): the URL handed out for a picture (presigned, valid up to two hours)
     * stops serving it at once, not after the hourly sweep. Called after the commit; a key still
     * held by a row (a deletion rolled back) is not listed and stays. Never fails the caller: what
     * the bucket does not confirm stays listed for the sweep.
     */
    async removeDeletedObjects(keys: (string | null)[]): Promise<void> {
      const candidates = keys.filter((key): key is string => key !== null);
      if (storage.kind === 'database' || candidates.length === 0) return;
      try {
        const listed = await db.query<{ object_key: string }>(
          'SELECT object_key FROM asset_objects_deleted WHERE object_key = ANY($1::text[])',
          [candidates],
        );
        if (listed.length > 0) await purge(listed.map((row) => row.object_key));
      } catch (error) {
        log.warn({ err: error }, 'objects of deleted pictures left for the hourly sweep');
      }
    },

    /**
     * Deletes from the bucket the objects no row holds: of rows deleted (a trigger lists them once
     * the deletion commits) and of inserts never committed. The quarter of an hour of grace lets
     * an insert under way commit; what the bucket did not confirm stays listed for the next time.
     */
    async purgeDeletedObjects(): Promise<number> {
      if (storage.kind === 'database') return 0;
      const rows = await db.query<{ object_key: string }>(
        `SELECT object_key FROM asset_objects_deleted
         WHERE deleted_at < now() - interval '15 minutes' ORDER BY deleted_at LIMIT 1000`,
      );
      const keys = rows.map((row) => row.object_key);
      if (keys.length === 0) return 0;
      await purge(keys);
      return keys.length;
    },

    /**
     * Deletes the account's images no profile uses any more (after a profile changed or left).
     * Returns their objects' keys: the caller hands them to removeDeletedObjects once committed.
     */
    async deleteUnusedImages(
      accountId: string,
      ids: (string | null)[],
      q: Queryable = db,
    ): Promise<(string | null)[]> {
      const candidates = ids.filter((id): id is string => id !== null);
      if (candidates.length === 0) return [];
      const rows = await q.query<{ object_key: string | null }>(
        `DELETE FROM assets a
         WHERE a.id = ANY($2::uuid[]) AND a.account_id = $1 AND ${UNUSED_UPLOAD}
         RETURNING a.object_key`,
        [accountId, candidates],
      );
      return rows.map((row) => row.object_key);
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
    fastify.decorate(
      'assetsRepository',
      createRepository(fastify.db, assetStorage(fastify.config), fastify.log),
    );
  },
  { name: 'assets-repository', dependencies: ['db', 'config'] },
);
