import type { Queryable } from '../db/db';

/**
 * What identifies an account's people and rows beyond doubt (its id, its people's e-mails, the
 * ids of its profiles, members and pictures, its agents' login numbers): what a purge must leave
 * nowhere. Names and shared numbers are left out: other accounts may hold the same.
 */
export async function identifiersOf(q: Queryable, accountId: string): Promise<string[]> {
  const rows = await q.query<{ value: string | null }>(
    `SELECT id::text AS value FROM accounts WHERE id = $1
     UNION SELECT email FROM accounts WHERE id = $1
     UNION SELECT id::text FROM profiles WHERE account_id = $1
     UNION SELECT login_phone_key FROM profiles WHERE account_id = $1
     UNION SELECT id::text FROM assets WHERE account_id = $1
     UNION SELECT member_id::text FROM memberships WHERE account_id = $1
     UNION SELECT m.email FROM members m JOIN memberships s ON s.member_id = m.id
       WHERE s.account_id = $1
       AND NOT EXISTS (SELECT 1 FROM memberships o WHERE o.member_id = m.id AND o.account_id <> $1)`,
    [accountId],
  );
  return rows.map((row) => row.value).filter((value): value is string => Boolean(value));
}

/**
 * Every table of the schema (information_schema: whatever the migrations made), each row read
 * whole as text: how many rows of each table hold one of `needles` (tables with none left out).
 */
export async function tracesOf(q: Queryable, needles: string[]): Promise<Record<string, number>> {
  if (needles.length === 0) return {};
  const tables = await q.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const patterns = needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const table = `"${table_name.replace(/"/g, '""')}"`;
    const row = await q.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} t WHERE t::text ILIKE ANY($1::text[])`,
      [patterns],
    );
    if (row && row.n > 0) found[table_name] = row.n;
  }
  return found;
}
