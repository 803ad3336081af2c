import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '..', '..', 'migrations');

/** Any fixed number: every replica takes the same transaction-scoped lock before migrating. */
const MIGRATION_LOCK_ID = 72_410_001;

const FILE_PATTERN = /^\d{3}_[a-z0-9_]+\.sql$/;

async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
}

/**
 * Applies the pending migrations/NNN_name.sql files in order, all in one transaction. Replicas
 * starting at once queue on the advisory lock; the second one then finds nothing left to do.
 * Returns the names applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(join(dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

/**
 * Where the schema stands for this code: 'running' while any replica holds the migration lock,
 * 'pending' when a migration of this code is not applied (committed) yet, else 'done'. The
 * migrations commit as one transaction, so they all show up at once. Throws when the database
 * does not answer.
 */
export async function migrationState(
  db: Db,
  dir = MIGRATIONS_DIR,
): Promise<'done' | 'running' | 'pending'> {
  // pg_advisory_xact_lock(bigint) shows in pg_locks as classid = high, objid = low 32 bits.
  // pg_locks is the whole server's: only this database's migrations count (another database on
  // the same server migrating is no reason for this one's replicas to stop taking requests).
  const [state] = await db.query<{ held: boolean; tracked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = 0
              AND objid = $1 AND objsubid = 1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS held,
            to_regclass('schema_migrations') IS NOT NULL AS tracked`,
    [MIGRATION_LOCK_ID],
  );
  if (state!.held) return 'running';
  if (!state!.tracked) return 'pending';
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return (await migrationFiles(dir)).every((name) => applied.has(name)) ? 'done' : 'pending';
}
