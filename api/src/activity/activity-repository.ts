import type { TActivityAction, TActivityEvent, TActivityPerson } from '@portal/shared/api/activity';
import type { TRole } from '@portal/shared/roles/roles';
import type { Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import { redactChanges, type ActivityChanges } from './redact';

/** Rows older than this are removed by the retention job (issue 37: kept 365 days). */
export const RETENTION_DAYS = 365;
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 200;
/** Rows read per query while a CSV export streams. */
export const EXPORT_PAGE_ROWS = 500;

export interface NewActivityEvent {
  accountId: string;
  actor: {
    kind: 'member' | 'support' | 'system';
    memberId: string | null;
    email: string | null;
    name: string | null;
    role: TRole | null;
  };
  action: TActivityAction;
  target?: { type: string; id: string | null; label: string | null } | null;
  changes?: ActivityChanges | null;
  ip?: string | null;
  device?: string | null;
  /** Tests and the benchmark date an event; otherwise now. */
  at?: Date;
}

/**
 * The person of a login as the log names them: the owner's (`memberId` null: the account's own
 * login) or a member's, with their e-mail and name now.
 */
export async function actorOf(
  q: Queryable,
  accountId: string,
  memberId: string | null,
  role: TRole,
): Promise<NewActivityEvent['actor']> {
  const person = await q.one<{ email: string; name: string | null }>(
    memberId
      ? `SELECT email, NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name
         FROM members WHERE id = $1`
      : `SELECT email, NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name
         FROM accounts WHERE id = $1`,
    [memberId ?? accountId],
  );
  return {
    kind: 'member',
    memberId: memberId ?? 'owner',
    email: person?.email ?? null,
    name: person?.name ?? null,
    role,
  };
}

/** Appends one event, secrets removed from its changes (in the caller's transaction when given). */
export async function appendEvent(q: Queryable, event: NewActivityEvent): Promise<void> {
  const changes = redactChanges(event.changes);
  // One statement: the event, and its person in activity_actors (written only when new or when
  // their e-mail, name or role differs from the last event's).
  await q.query(
    `WITH event AS (
       INSERT INTO activity_events (account_id, at, actor_kind, actor_member_id, actor_email,
         actor_name, actor_role, action, target_type, target_id, target_label, changes, ip, device)
       VALUES ($1, COALESCE($2::timestamptz, now()), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14)
       RETURNING account_id, actor_kind, actor_member_id, actor_email, actor_name, actor_role)
     INSERT INTO activity_actors AS known (account_id, member_id, email, name, role)
     SELECT account_id, actor_member_id, actor_email, actor_name, actor_role FROM event
     WHERE actor_kind = 'member' AND actor_member_id IS NOT NULL
     ON CONFLICT (account_id, member_id) DO UPDATE
       SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role
       WHERE (known.email, known.name, known.role)
         IS DISTINCT FROM (EXCLUDED.email, EXCLUDED.name, EXCLUDED.role)`,
    [
      event.accountId,
      event.at?.toISOString() ?? null,
      event.actor.kind,
      event.actor.memberId,
      event.actor.email?.slice(0, 254) ?? null,
      event.actor.name?.slice(0, 200) ?? null,
      event.actor.role,
      event.action,
      event.target?.type ?? null,
      event.target?.id?.slice(0, 200) ?? null,
      event.target?.label?.slice(0, 200) ?? null,
      changes ? JSON.stringify(changes) : null,
      event.ip?.slice(0, 64) ?? null,
      event.device?.slice(0, 100) ?? null,
    ],
  );
}

/** The filters of GET /v2/activity and its export, checked. */
export interface ActivityFilters {
  actor?: string;
  action?: TActivityAction;
  from?: string;
  to?: string;
}

interface Row {
  id: string;
  at_key: string;
  actor_kind: 'member' | 'support' | 'system';
  actor_member_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  actor_role: TRole | null;
  action: TActivityAction;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  changes: ActivityChanges | null;
  ip: string | null;
  device: string | null;
}

const COLUMNS = `id::text AS id,
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key,
  actor_kind, actor_member_id, actor_email, actor_name, actor_role, action, target_type,
  target_id, target_label, changes, ip, device`;

const invalid = (field: string): AppError =>
  new AppError('VALIDATION', { fields: { [field]: 'errors.formInvalid' } });

function instant(value: string | undefined, field: string): string | null {
  if (value === undefined || value === '') return null;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) throw invalid(field);
  return new Date(time).toISOString();
}

/** The cursor is the last row's key (its time to the microsecond and id), opaque to clients. */
function encodeCursor(row: Row): string {
  return Buffer.from(JSON.stringify([row.at_key, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      Number.isFinite(Date.parse(at)) &&
      typeof id === 'string' &&
      /^\d{1,19}$/.test(id)
    )
      return { at, id };
  } catch {
    // answered below
  }
  throw invalid('cursor');
}

/** The WHERE clause of an account's events under the filters (the indexes' leading columns). */
function whereOf(accountId: string, filters: ActivityFilters, params: unknown[]): string {
  let where = `account_id = $${params.push(accountId)}`;
  if (filters.actor)
    where += ` AND COALESCE(actor_member_id, actor_kind) = $${params.push(filters.actor)}`;
  if (filters.action) where += ` AND action = $${params.push(filters.action)}`;
  const from = instant(filters.from, 'from');
  const to = instant(filters.to, 'to');
  if (from) where += ` AND at >= $${params.push(from)}::timestamptz`;
  if (to) where += ` AND at <= $${params.push(to)}::timestamptz`;
  return where;
}

function toEvent(row: Row): TActivityEvent {
  return {
    id: row.id,
    at: row.at_key.replace(/(\.\d{3})\d{3}Z$/, '$1Z'),
    actor: {
      kind: row.actor_kind,
      memberId: row.actor_member_id,
      email: row.actor_email,
      name: row.actor_name,
      role: row.actor_role,
    },
    action: row.action,
    target: row.target_type
      ? { type: row.target_type, id: row.target_id, label: row.target_label }
      : null,
    changes: row.changes,
    ip: row.ip,
    device: row.device,
  };
}

async function readPage(
  q: Queryable,
  accountId: string,
  filters: ActivityFilters,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<Row[]> {
  const params: unknown[] = [];
  let where = whereOf(accountId, filters, params);
  if (after)
    where += ` AND (at, id) < ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::bigint)`;
  return q.query<Row>(
    `SELECT ${COLUMNS} FROM activity_events WHERE ${where}
     ORDER BY at DESC, id DESC LIMIT ${limit}`,
    params,
  );
}

/** One page, newest first; `nextCursor` names the next (older) page, null on the last. */
export async function pageOfEvents(
  q: Queryable,
  accountId: string,
  query: ActivityFilters & { cursor?: string; limit?: string },
): Promise<{ events: TActivityEvent[]; nextCursor: string | null }> {
  const limit = query.limit === undefined ? PAGE_DEFAULT : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) throw invalid('limit');
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  // One row more than asked says whether a next page exists.
  const rows = await readPage(q, accountId, query, after, limit + 1);
  const page = rows.slice(0, limit);
  return {
    events: page.map(toEvent),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}

/** Every event under the filters, newest first, read EXPORT_PAGE_ROWS at a time. */
export async function* allEvents(
  q: Queryable,
  accountId: string,
  filters: ActivityFilters,
): AsyncGenerator<TActivityEvent> {
  // The filters are checked before the first row is streamed (a 400, not a cut file).
  whereOf(accountId, filters, []);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: Row[] = await readPage(q, accountId, filters, after, EXPORT_PAGE_ROWS);
    for (const row of rows) yield toEvent(row);
    if (rows.length < EXPORT_PAGE_ROWS) return;
    const last = rows.at(-1)!;
    after = { at: last.at_key, id: last.id };
  }
}

/** Checks the filters (throws the 400) without reading anything. */
export function checkFilters(filters: ActivityFilters): void {
  whereOf('', filters, []);
}

/**
 * Removes the events older than RETENTION_DAYS in the caller's transaction: the only delete the
 * table's trigger lets through (the transaction says so with `activity.retention`). Answers how
 * many went.
 */
export async function removeExpiredIn(tx: Queryable): Promise<number> {
  await tx.query(`SELECT set_config('activity.retention', 'on', true)`);
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM activity_events WHERE at < now() - interval '${RETENTION_DAYS} days' RETURNING id`,
  );
  // A person the log no longer names leaves the person filter (each looked up by the actor index).
  await tx.query(
    `DELETE FROM activity_actors known WHERE NOT EXISTS (
       SELECT 1 FROM activity_events e WHERE e.account_id = known.account_id
         AND COALESCE(e.actor_member_id, e.actor_kind) = known.member_id)`,
  );
  return rows.length;
}

/**
 * The people the log can name, for its person filter (GET /v2/activity/people): the owner, the
 * members of the team now, then those the log names who have left (from activity_actors, never a
 * scan of the events), with the e-mail, name and role of their last event.
 */
export async function peopleOf(q: Queryable, accountId: string): Promise<TActivityPerson[]> {
  const owner = await q.one<{ email: string; name: string | null }>(
    `SELECT email, NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name
     FROM accounts WHERE id = $1`,
    [accountId],
  );
  const members = await q.query<{ id: string; email: string; name: string | null; role: TRole }>(
    `SELECT m.id::text AS id, m.email, ms.role,
            NULLIF(trim(concat_ws(' ', m.first_name, m.last_name)), '') AS name
     FROM memberships ms JOIN members m ON m.id = ms.member_id
     WHERE ms.account_id = $1 ORDER BY ms.created_at, m.id`,
    [accountId],
  );
  const former = await q.query<{
    id: string;
    email: string | null;
    name: string | null;
    role: TRole | null;
  }>(
    `SELECT known.member_id AS id, known.email, known.name, known.role
     FROM activity_actors known
     WHERE known.account_id = $1 AND known.member_id <> 'owner'
       AND NOT EXISTS (SELECT 1 FROM memberships ms WHERE ms.account_id = known.account_id
                         AND ms.member_id::text = known.member_id)
     ORDER BY lower(COALESCE(known.name, known.email, known.member_id)), known.member_id`,
    [accountId],
  );
  return [
    ...(owner
      ? [
          {
            id: 'owner',
            email: owner.email,
            name: owner.name,
            role: 'owner' as const,
            current: true,
          },
        ]
      : []),
    ...members.map((member) => ({ ...member, current: true })),
    ...former.map((person) => ({ ...person, current: false })),
  ];
}
