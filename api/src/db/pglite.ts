import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parseInt8, type Db, type Queryable } from './db';
import { folderFiles, memoryFiles } from './files';

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
  // Statements of requests (not of background jobs) waiting or running.
  let foreground = 0;
  const counted = async <T>(run: () => Promise<T>, lane: 'request' | 'background') => {
    inFlight++;
    if (lane === 'request') foreground++;
    try {
      return await run();
    } finally {
      inFlight--;
      if (lane === 'request') foreground--;
    }
  };
  // A background job's statement or transaction waits, before it asks for the connection, until
  // no request's statement waits for it and the event loop has had a turn (requests that arrived
  // meanwhile start theirs first): a request then waits for at most the one job statement or
  // transaction already running, not a queue of them. A job is never held back longer than
  // MAX_DEFER_MS at a time, however busy the requests.
  const afterRequests = async () => {
    const since = performance.now();
    do await new Promise<void>((resolve) => setImmediate(resolve));
    while (foreground > 0 && performance.now() - since < MAX_DEFER_MS);
  };
  const top = wrap(pg);
  const lane = (name: 'request' | 'background') => {
    const run = <T>(fn: () => Promise<T>) =>
      name === 'background' ? afterRequests().then(() => counted(fn, name)) : counted(fn, name);
    return {
      query: <T>(sql: string, params?: unknown[]) => run(() => top.query<T>(sql, params)),
      one: <T>(sql: string, params?: unknown[]) => run(() => top.one<T>(sql, params)),
      exec: (sql: string) => run(() => top.exec(sql)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
        run(() => pg.transaction((tx) => fn(wrap(tx)))),
    };
  };
  const common = {
    kind: 'pglite' as const,
    close: () => pg.close(),
    poolStats: () => ({ total: 1, idle: inFlight ? 0 : 1, waiting: Math.max(0, inFlight - 1) }),
    // Beside the database's folder (DATA_DIR/files when it is DATA_DIR/pglite).
    files: dataDir ? folderFiles(join(dirname(dataDir), 'files')) : memoryFiles(),
  };
  const background: Db = { ...common, ...lane('background') };
  return { ...common, ...lane('request'), background };
}

/** The longest a background job's statement waits for requests to let it in. */
const MAX_DEFER_MS = 500;
