import type { Db } from '../db/db';
import { migrationState } from '../db/migrate';
import { check } from './probe';

/** What the probes need: the database, and Redis when it is configured. */
export interface Probed {
  db: Db;
  redis: { ping(): Promise<unknown> } | null;
}

type RedisState = 'ok' | 'down' | 'not configured';

const probeRedis = (redis: Probed['redis']): Promise<RedisState> =>
  redis ? check(() => redis.ping()) : Promise.resolve('not configured' as const);

/** Liveness (GET /healthz): the database, and Redis when configured, answer within 2 s. */
export async function healthStatus({ db, redis }: Probed) {
  const [database, redisState] = await Promise.all([
    check(() => db.query('SELECT 1')),
    probeRedis(redis),
  ]);
  const healthy = database === 'ok' && redisState !== 'down';
  return {
    healthy,
    body: {
      status: healthy ? ('ok' as const) : ('unavailable' as const),
      database,
      redis: redisState,
    },
  };
}

/**
 * Readiness (GET /readyz): the database answers, no migration is running and the schema is the
 * one this code expects, and Redis (which holds the shared limits) answers when configured.
 */
export async function readinessStatus({ db, redis }: Probed) {
  // Set inside the probe, which also times out a database that hangs.
  const schema: { migrations: Awaited<ReturnType<typeof migrationState>> | 'unknown' } = {
    migrations: 'unknown',
  };
  const [database, redisState] = await Promise.all([
    check(async () => {
      schema.migrations = await migrationState(db);
    }),
    probeRedis(redis),
  ]);
  const { migrations } = schema;
  const ready = database === 'ok' && migrations === 'done' && redisState !== 'down';
  return {
    ready,
    body: {
      status: ready ? ('ready' as const) : ('not ready' as const),
      database,
      migrations,
      redis: redisState,
    },
  };
}
