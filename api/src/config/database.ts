import { join } from 'node:path';
import { definePart, hostOf } from './setting';
import { allowFlag, url, wholeNumber, defaulted } from './values';

export type DatabaseConfig =
  /** dataDir null = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null }
  /** poolSize: connections per process (each replica opens its own pool). */
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabasePartConfig {
  database: DatabaseConfig;
  /** How long a start waits for PostgreSQL and Redis to answer before it gives up. */
  startupWaitSeconds: number;
}

export const database = definePart({
  name: 'database',
  settings: {
    ALLOW_EMBEDDED_DB: allowFlag(
      '`true` lets `NODE_ENV=production` run on the embedded PGlite, accepting that it does not fsync (see "What the embedded database promises").',
    ),
    DATABASE_URL: {
      schema: url(['postgres', 'postgresql'], 'a postgres:// URL'),
      default: '(none)',
      example: 'postgres://portal:secret@db:5432/portal',
      description: 'PostgreSQL connection string; when set, used instead of the embedded PGlite.',
    },
    STARTUP_WAIT_SECONDS: defaulted({
      schema: wholeNumber(0, 3600, 'a number of seconds from 0 to 3600'),
      default: '60',
      example: '60',
      description:
        'At start, PostgreSQL and Redis are tried again with growing pauses (1 s, 2 s, 4 s… at most 15 s) for this long before the API gives up and exits 1.',
    }),
    DATABASE_POOL_SIZE: defaulted({
      schema: wholeNumber(1),
      default: '20',
      example: '20',
      description:
        "PostgreSQL connections per API process (each replica has its own pool; keep the sum under the server's max_connections).",
    }),
  },
  allows: { ALLOW_EMBEDDED_DB: 'embeddedDb' },
  fallbacks: [
    {
      allow: 'ALLOW_EMBEDDED_DB',
      names: ['DATABASE_URL'],
      refused: (env) => (env.DATABASE_URL ? null : 'is required when NODE_ENV=production'),
      risk: 'the embedded database does not fsync, so a power loss can lose acknowledged writes',
    },
  ],
  read: (env, at): DatabasePartConfig => ({
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: join(at.dataDir, 'pglite') },
    startupWaitSeconds: env.STARTUP_WAIT_SECONDS,
  }),
  doctor: ({ database: db }) => [
    db.kind === 'postgres'
      ? { part: 'database', uses: `PostgreSQL (${hostOf(db.url)})`, status: 'real' }
      : {
          part: 'database',
          uses: 'PGlite embedded (no fsync)',
          status: 'fallback',
          allowedBy: 'ALLOW_EMBEDDED_DB',
        },
  ],
});
