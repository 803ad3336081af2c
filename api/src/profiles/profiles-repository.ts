import fp from 'fastify-plugin';
import type { Queryable } from '../db/db';
import type { AppSyncFilter, KitFilter } from '@portal/shared/api/profiles';
import { contentVersion } from '../agents/app-configuration';
import type { ProfileRow, StoredVariables } from './profile-dto';

export interface ProfileRecord {
  loginName: string;
  loginPhone: string;
  companyName: string;
  groupConfiguration: string | null;
  logoId: string | null;
  photoId: string | null;
  introId: string | null;
  variables: StoredVariables;
  /** The brand kit fields it overrides (src/brand-kit/apply.ts); none when left out. */
  kitOverrides?: readonly string[];
  /** On insert: the import that adds it (migration 032); never changed afterwards. */
  importId?: string;
}

/** One phone number is one app user of an account, however it is typed: its digits and leading +. */
export const phoneKey = (phone: string) => phone.replace(/[^\d+]/g, '');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function params(profile: ProfileRecord) {
  return [
    profile.loginName,
    profile.loginPhone,
    phoneKey(profile.loginPhone),
    profile.companyName,
    profile.groupConfiguration,
    profile.logoId,
    profile.photoId,
    profile.introId,
    JSON.stringify(profile.variables),
    contentVersion({
      company_name: profile.companyName,
      group_configuration: profile.groupConfiguration,
      logo_id: profile.logoId,
      photo_id: profile.photoId,
      intro_id: profile.introId,
      variables: profile.variables,
    }),
    profile.kitOverrides ?? [],
  ];
}

/** Neither switched off nor signed out: the app holds some version, or none yet. */
const SIGNED_IN = 'deactivated_at IS NULL AND app_signed_out_at IS NULL';

/**
 * The users list's app filter in SQL, as appSyncStatus says it (src/agents/app-configuration.ts)
 * while the account's subscription lets apps work (listPage says the rest);
 * `context()` adds the account's contextVersion as a parameter and answers its placeholder.
 */
const APP_FILTERS: Record<Exclude<AppSyncFilter, 'all'>, (context: () => string) => string> = {
  deactivated: () => 'deactivated_at IS NOT NULL',
  signedOut: () => 'deactivated_at IS NULL AND app_signed_out_at IS NOT NULL',
  never: () => `${SIGNED_IN} AND app_synced_at IS NULL`,
  current: (context) =>
    `${SIGNED_IN} AND app_synced_at IS NOT NULL
     AND app_synced_version = app_content_version || '.' || ${context()}`,
  pending: (context) =>
    `${SIGNED_IN} AND app_synced_at IS NOT NULL
     AND app_synced_version IS DISTINCT FROM app_content_version || '.' || ${context()}`,
};

/**
 * The account's seat lock: its `subscriptions` row, locked until the transaction ends, then the
 * seats and the profiles in use read under it (null without a subscription). Whatever changes one
 * of the two takes it before counting: every profile creation (administrator and invitations
 * alike) and a plan change in the billing portal (`changeable`, src/billing/portal/actions.ts,
 * which has locked the engine's subscription first, as every billing write does). So they run one
 * after the other, each counting what the other committed: a seat decrease and concurrent
 * creations never leave more profiles than seats.
 */
export async function lockSeats(
  tx: Queryable,
  accountId: string,
): Promise<{ seats: number; inUse: number } | null> {
  const subscription = await tx.one<{ available_users: number }>(
    'SELECT available_users FROM subscriptions WHERE account_id = $1 FOR UPDATE',
    [accountId],
  );
  if (!subscription) return null;
  // Read after the lock: a statement of its own, so it sees every profile committed before it.
  const used = await tx.one<{ count: number }>(
    'SELECT count(*)::int AS count FROM profiles WHERE account_id = $1',
    [accountId],
  );
  return { seats: subscription.available_users, inUse: used?.count ?? 0 };
}

/** Where a page of the users list starts: after this row of the (created_at, id) order. */
export interface ProfileKey {
  /** created_at as PostgreSQL writes it, to the microsecond (a JS Date would round it). */
  createdAt: string;
  id: string;
}

export interface ProfilePage {
  rows: ProfileRow[];
  /** The last row's key when a next page exists. */
  next: ProfileKey | null;
  /** The account's profiles matching the search, over all pages: counted on the first page only. */
  total: number | null;
}

/** created_at as a ProfileKey holds it (to the microsecond, UTC): where the next page starts. */
export const CREATED_KEY = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `text` as a LIKE pattern that finds it anywhere, its % _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A search that looks like a phone number (digits and the signs people type between them). */
const PHONE_LIKE = /^[\d\s+().-]*\d[\d\s+().-]*$/;

/** The profile's newest video (index assets_profile_videos_idx, migration 022). */
const LATEST_VIDEO = `(SELECT v.id FROM assets v WHERE v.profile_id = profiles.id AND v.kind = 'video'
  ORDER BY v.created_at DESC LIMIT 1) AS latest_video_id`;

const LIST_COLUMNS = `id, login_name, login_phone, company_name, group_configuration, logo_id,
  photo_id, intro_id, variables, created_at, updated_at, app_synced_at, app_synced_version,
  app_content_version, app_signed_out_at, deactivated_at, last_texted_at, kit_overrides,
  ${LATEST_VIDEO}`;

/**
 * Which of an account's profiles the users list shows: the search `q` is a case-insensitive
 * substring of the login name, the outro name or e-mail (search_text, migration 018), or, when it
 * looks like a phone number, of the login phone's digits. `app` keeps the profiles of one app
 * status, `context` being the account's contextVersion and `appsAllowed` whether its subscription
 * lets apps work.
 */
export interface ProfileFilter {
  q: string;
  app?: AppSyncFilter;
  context?: string;
  appsAllowed?: boolean;
  /** `differs`: only the profiles overriding a field of the brand kit (migration 030). */
  kit?: KitFilter;
}

/**
 * The list's filter as a WHERE condition on `profiles`: its values are pushed onto `params` (the
 * account's id first), the condition names their placeholders. The list's pages and the bulk
 * actions' "all matching" (selection.ts) both use it, so they always mean the same profiles.
 */
export function profileFilter(
  params: unknown[],
  accountId: string,
  { q, app = 'all', context = '', appsAllowed = true, kit = 'all' }: ProfileFilter,
): string {
  let match = `account_id = $${params.push(accountId)}`;
  if (q) {
    const text = params.push(containing(q));
    const digits = PHONE_LIKE.test(q) ? q.replace(/\D/g, '') : '';
    match += digits
      ? ` AND (search_text LIKE lower($${text}) OR search_phone LIKE $${params.push(containing(digits))})`
      : ` AND search_text LIKE lower($${text})`;
  }
  if (app !== 'all')
    match += ` AND ${
      appsAllowed
        ? APP_FILTERS[app](() => `$${params.push(context)}::text`)
        : // The contract ended: every agent is switched off, whatever its row says.
          String(app === 'deactivated')
    }`;
  if (kit === 'differs') match += ' AND cardinality(kit_overrides) > 0';
  return match;
}

/** Exported for the bare server of `npm run bench:api`, which runs the same SQL. */
export function createRepository(db: Queryable) {
  return {
    /**
     * One page of the users list: `limit` profiles after `after` in (created_at, id) order; `filter`
     * says which (profileFilter). Only the first page (no `after`) counts how many match over all
     * pages, in the same statement: a later page of the same search has nothing to count (its
     * client holds the first page's total), and at 50,000 profiles the count was most of a page's
     * time. A later page's `total` is null.
     */
    async listPage(
      accountId: string,
      { limit, after, ...filter }: ProfileFilter & { limit: number; after: ProfileKey | null },
    ): Promise<ProfilePage> {
      const params: unknown[] = [];
      const match = profileFilter(params, accountId, filter);
      let page = match;
      if (after) {
        params.push(after.createdAt, after.id);
        page += ` AND (created_at, id) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
      }
      params.push(limit + 1);
      const pageSql = `SELECT ${LIST_COLUMNS}, ${CREATED_KEY} AS created_key
                         FROM profiles WHERE ${page}
                        ORDER BY created_at, id LIMIT $${params.length}`;
      type Row = ProfileRow & { total?: number; created_key: string | null };
      // Without a search the text is one of a few (the filters' shapes): kept prepared. A search's
      // plan depends on its words (a trigram index or not), so it is planned each time.
      const options = { prepare: !filter.q };
      const rows = after
        ? await db.query<Row>(pageSql, params, options)
        : // The count and the page side by side: one row with null columns when the page is empty.
          await db.query<Row>(
            `SELECT t.total, p.*
               FROM (SELECT count(*)::int AS total FROM profiles WHERE ${match}) t
               LEFT JOIN LATERAL (${pageSql}) p ON true`,
            params,
            options,
          );
      const total = after ? null : (rows[0]?.total ?? 0);
      const found = rows[0]?.id ? rows : [];
      const more = found.length > limit;
      const shown = more ? found.slice(0, limit) : found;
      const last = shown[shown.length - 1];
      return {
        rows: shown,
        next: more && last ? { createdAt: last.created_key!, id: last.id } : null,
        total,
      };
    },

    /** The profile with its owner (for the ownership check); null for an unknown id. */
    async findById(
      id: string,
      q: Queryable = db,
    ): Promise<(ProfileRow & { accountId: string }) | null> {
      if (!UUID.test(id)) return null;
      const row = await q.one<ProfileRow>(`SELECT *, ${LATEST_VIDEO} FROM profiles WHERE id = $1`, [
        id,
      ]);
      return row ? { ...row, accountId: row.account_id } : null;
    },

    /** Takes the account's seat lock (`lockSeats`); answers whether one more profile fits. */
    async lockSeatAndCheck(accountId: string, tx: Queryable): Promise<boolean> {
      const seats = await lockSeats(tx, accountId);
      return seats !== null && seats.inUse < seats.seats;
    },

    async countForAccount(accountId: string, q: Queryable = db): Promise<number> {
      const row = await q.one<{ count: number }>(
        'SELECT count(*)::int AS count FROM profiles WHERE account_id = $1',
        [accountId],
      );
      return row?.count ?? 0;
    },

    /** Inserts a profile; a phone number in use throws the driver's unique-violation error. */
    async insert(accountId: string, profile: ProfileRecord, tx: Queryable): Promise<string> {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO profiles (account_id, login_name, login_phone, login_phone_key, company_name,
                               group_configuration, logo_id, photo_id, intro_id, variables,
                               app_content_version, kit_overrides, import_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::text[], $13::uuid)
         RETURNING id`,
        [accountId, ...params(profile), profile.importId ?? null],
      );
      return row!.id;
    },

    /**
     * Another login phone signs the agent out (its app logins end with it, profiles-service): the
     * users tab says so from then on, if the agent had ever signed in, until its next fetch.
     */
    async update(id: string, profile: ProfileRecord, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE profiles SET login_name = $2, login_phone = $3, login_phone_key = $4,
           company_name = $5, group_configuration = $6, logo_id = $7, photo_id = $8, intro_id = $9,
           variables = $10::jsonb, app_content_version = $11, kit_overrides = $12::text[],
           updated_at = now(),
           app_signed_out_at = CASE
             WHEN login_phone_key IS DISTINCT FROM $4
              AND (app_synced_at IS NOT NULL OR EXISTS (SELECT 1 FROM refresh_tokens r
                     WHERE r.profile_id = profiles.id AND r.audience = 'app'))
             THEN now() ELSE app_signed_out_at END
         WHERE id = $1`,
        [id, ...params(profile)],
      );
    },

    async delete(id: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM profiles WHERE id = $1', [id]);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    profilesRepository: ProfilesRepository;
  }
}

export default fp(
  async function profilesRepository(fastify) {
    fastify.decorate('profilesRepository', createRepository(fastify.db));
  },
  { name: 'profiles-repository', dependencies: ['db'] },
);
