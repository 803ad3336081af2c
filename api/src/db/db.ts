import type { FileStore } from './files';

/**
 * The whole data-access surface: plain SQL with positional parameters ($1, $2...), the same on
 * PGlite (embedded) and PostgreSQL (pg). No ORM: the schema is small and the SQL stays readable.
 */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs one statement and returns its first row, if any. */
  one<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T | undefined>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * A statement of fixed text run on (nearly) every request, such as the login check: PostgreSQL
   * keeps it prepared on each pooled connection, so it is parsed and planned once per connection
   * instead of on every call (planning was most of the login check's time). Never for text built
   * from a caller's input: each distinct text stays prepared for the connection's life. PGlite
   * runs it as any other statement.
   */
  prepare?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections open and idle, and queries waiting for one (GET /metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Where large bytes go instead of the tables (db/files.ts): PGlite's; PostgreSQL has none and
   * keeps them in its rows.
   */
  readonly files?: FileStore;
  /**
   * The same database for background jobs (the renewal run): on PGlite, whose one connection
   * runs on the API's thread, each of their statements and transactions lets the requests
   * waiting for the connection go first. PostgreSQL has none: its pool serves both.
   */
  readonly background?: Db;
}

/** PostgreSQL's type id of bigint (int8): count(*), sum(integer), bigserial and the money columns. */
export const INT8_OID = 20;

/**
 * Both drivers read a bigint (int8) with this, so callers get a plain JS number whichever database
 * answers (`pg` alone would give a string, PGlite a number or, past 2^53, a BigInt). Money is
 * bigint minor units (migration 010) and a number holds it exactly: the largest order the price
 * table allows (ZAR yearly for MAX_USERS users) is 6,210,000,000 cents, and any real amount stays
 * far below 2^53 (9,007,199,254,740,991). A value a number cannot hold exactly is refused, never
 * rounded: the query fails rather than a wrong amount being read.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`bigint ${text} is beyond the integers a JavaScript number holds exactly`);
  }
  return value;
}

/** SQLSTATE of a unique-constraint violation, the same on both drivers. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}
