/**
 * The whole data-access surface: plain SQL with positional parameters ($1, $2...), the same on
 * PGlite (embedded) and PostgreSQL (pg). No ORM: the schema is small and the SQL stays readable.
 */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one statement and returns its first row, if any. */
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
