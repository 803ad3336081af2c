import { createHash } from 'node:crypto';
import pg from 'pg';
import { INT8_OID, parseInt8, type Db, type Queryable, type QueryOptions } from './db';

type Client = pg.Pool | pg.PoolClient;

/** This pool's parsers: bigint as a number (see parseInt8), the rest as `pg` reads them. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Statements prepared on the connections (QueryOptions.prepare), by text: their names. */
const preparedNames = new Map<string, string>();
/** More distinct prepared texts than this means a caller prepares built text: run it unprepared. */
const PREPARED_MAX = 500;

/**
 * The statement as `pg` runs it: named when it is to stay prepared (`pg` prepares a name once per
 * connection and then only binds and executes it), unnamed otherwise (parsed and planned each time).
 */
function statement(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  if (!options?.prepare) return { text: sql, values: params };
  let name = preparedNames.get(sql);
  if (name === undefined) {
    if (preparedNames.size >= PREPARED_MAX) return { text: sql, values: params };
    name = `p_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    preparedNames.set(sql, name);
  }
  return { name, text: sql, values: params };
}

function wrap(client: Client): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      (await client.query(statement(sql, params, options))).rows as T[],
    one: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      (await client.query(statement(sql, params, options))).rows[0] as T | undefined,
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is
  // reported here; unhandled, it would crash the whole process. The pool discards it and the next
  // query opens a new one.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
