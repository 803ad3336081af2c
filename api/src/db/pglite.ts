import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parseInt8, type Db, type Queryable } from './db';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) =>
      (await target.query<T>(sql, params as unknown[])).rows,
    one: async <T>(sql: string, params?: unknown[]) =>
      (await target.query<T>(sql, params as unknown[])).rows[0],
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). dataDir null keeps everything in memory; `template` (a dump of a
 * fresh cluster) skips initdb, which tests use to start in about a second instead of several.
 */
export async function openPglite(dataDir: string | null, template?: Blob): Promise<Db> {
  if (dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(dirname(dataDir), { recursive: true });
  }
  const pg = await PGlite.create(dataDir ?? undefined, {
    ...(template ? { loadDataDir: template } : {}),
    // bigint as a number, exactly as the `pg` pool reads it (see parseInt8).
    parsers: { [types.INT8]: parseInt8 },
    // The users list's search index (migration 018).
    extensions: { pg_trgm },
  });
  // One connection that runs one statement (or transaction) at a time: the others wait for it.
  let inFlight = 0;
  const counted = async <T>(run: () => Promise<T>) => {
    inFlight++;
    try {
      return await run();
    } finally {
      inFlight--;
    }
  };
  const top = wrap(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => counted(() => top.query(sql, params)),
    one: (sql, params) => counted(() => top.one(sql, params)),
    exec: (sql) => counted(() => top.exec(sql)),
    transaction: (fn) => counted(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () => pg.close(),
    poolStats: () => ({ total: 1, idle: inFlight ? 0 : 1, waiting: Math.max(0, inFlight - 1) }),
  };
}
