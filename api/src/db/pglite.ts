import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
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
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
