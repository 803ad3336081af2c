import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

/** The PostgreSQL server of the integration variant; each run works in its own new database. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export const POSTGRES_AVAILABLE = await postgresAnswers();
export const REDIS_AVAILABLE = await redisAnswers();

// In CI (CI=true, as .ci/run runs) the machine has both servers and .ci/run starts them: a
// variant that would be skipped there is a failure, not a quiet green. TEST_ALLOW_SKIP=true allows
// it (a laptop without them).
if (process.env.CI === 'true' && process.env.TEST_ALLOW_SKIP !== 'true') {
  const missing = [
    !POSTGRES_AVAILABLE && `PostgreSQL at ${TEST_PG_URL}`,
    !REDIS_AVAILABLE && `Redis at ${TEST_REDIS_URL}`,
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `CI=true but ${missing.join(' and ')} did not answer: the integration tests run on both databases in CI (TEST_ALLOW_SKIP=true skips them)`,
    );
  }
}

/**
 * A dump of a freshly initialised, empty PGlite cluster, made once per PGlite version and kept in
 * the temp folder: loading it takes ~1 s where initdb takes 3-8 s. Migrations still run in every
 * suite. Parallel test files wait on a lock folder while the first one writes it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  const file = join(tmpdir(), `portal-pglite-template-${version}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; !existsSync(file); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is writing it; a lock older than two minutes is left from a crash.
      if (Date.now() - statSync(lock).mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const pg = await PGlite.create();
      const dump = await pg.dumpDataDir('none');
      await pg.close();
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

/** Runs `admin` on the `test` database itself (CREATE/DROP DATABASE cannot run in a transaction). */
async function onAdminDb(sql: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database of the variant; drop() removes every trace. */
async function openTestDb(kind: 'pglite' | 'postgres'): Promise<{ db: Db; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite(null, await pgliteTemplate());
    return { db, drop: () => db.close() };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdminDb(`CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(name));
  return {
    db,
    async drop() {
      await db.close();
      await onAdminDb(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Test configuration: real loader, no demo, silent logs, an empty web root, a throwaway data dir. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    DATA_DIR: dir,
    WEB_ROOT: dir,
    DEMO_ACCOUNT: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  return { ...config, ...overrides };
}

export interface TestContext {
  kind: 'pglite' | 'postgres';
  /** The variant's database, shared by every app of the suite. */
  db(): Db;
  /** Builds an app on the suite's database; closed after the suite. */
  buildTestApp(
    overrides?: Partial<Config>,
    options?: Omit<BuildOptions, 'db'>,
  ): Promise<FastifyInstance>;
}

/**
 * Declares the suite once per database: PGlite always, PostgreSQL when it answers. Without
 * PostgreSQL the variant shows up as skipped with the reason in its name.
 */
export function describeEachDb(name: string, suite: (ctx: TestContext) => void) {
  for (const kind of ['pglite', 'postgres'] as const) {
    const available = kind === 'pglite' || POSTGRES_AVAILABLE;
    const title = available
      ? `${name} [${kind}]`
      : `${name} [${kind}: no server at ${TEST_PG_URL}, skipped]`;
    describe.skipIf(!available)(title, () => {
      let handle: Awaited<ReturnType<typeof openTestDb>> | undefined;
      const apps: FastifyInstance[] = [];
      const dirs: string[] = [];
      beforeAll(async () => {
        handle = await openTestDb(kind);
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await handle?.drop();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      });
      suite({
        kind,
        db: () => handle!.db,
        async buildTestApp(overrides, options) {
          const config = testConfig(overrides);
          dirs.push(config.dataDir);
          const app = await buildApp(config, { ...options, db: handle!.db });
          apps.push(app);
          return app;
        },
      });
    });
  }
}

/** A unique e-mail of at most 39 characters. */
export function uniqueEmail(tag = 'u'): string {
  return `${tag}${randomBytes(5).toString('hex')}@example.com`;
}

export function validAccount(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    phone: '+44 20 7946 0000',
    password: 'analytical1',
    confirmPassword: 'analytical1',
    origin: 'realty',
    ...overrides,
  };
}

export async function createAccount(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = validAccount(overrides);
  const res = await app.inject({ method: 'POST', url: '/v2/users', payload: body });
  if (res.statusCode !== 201) throw new Error(`account not created: ${res.body}`);
  return { ...body, id: (res.json() as { id: string }).id };
}

export function login(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v2/auth/email',
    payload: { email, password },
    ...extra,
  });
}
