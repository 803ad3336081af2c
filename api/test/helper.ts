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
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db, Queryable } from '../src/db/db';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

/** The PostgreSQL server of the integration variant; each run works in its own new database. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 10_000 });
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
    connectTimeout: 10_000,
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

/** Which schema a suite starts from: migrated (what the app expects) or empty (migration tests). */
export type Schema = 'migrated' | 'empty';

/** The migrations' names and contents: a migrated template is valid for exactly these files. */
const MIGRATIONS_HASH = createHash('sha256')
  .update(
    readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => `${name}\n${readFileSync(join(MIGRATIONS_DIR, name), 'utf8')}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

/** Makes `file` once across parallel test files: the others wait on a lock folder meanwhile. */
async function onceInTmp(
  file: string,
  make: () => Promise<Uint8Array>,
): Promise<Uint8Array<ArrayBuffer>> {
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
      if (existsSync(file)) break;
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, await make());
      renameSync(partial, file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Uint8Array(readFileSync(file));
}

/**
 * Dumps of a PGlite cluster, kept in the temp folder per PGlite version: an empty one (loading it
 * takes ~1 s where initdb takes 3-8 s) and one with every migration applied, per migrations' hash
 * (migrating costs seconds per suite, and some 150 suites open a database). Each suite loads its
 * own copy, so suites stay as isolated as before.
 */
async function pgliteTemplate(schema: Schema): Promise<Blob> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  const empty = await onceInTmp(
    join(tmpdir(), `portal-pglite-template-${version}.tar`),
    async () => {
      const pg = await PGlite.create();
      const dump = await pg.dumpDataDir('none');
      await pg.close();
      return Buffer.from(await dump.arrayBuffer());
    },
  );
  if (schema === 'empty') return new Blob([empty]);
  const migrated = await onceInTmp(
    join(tmpdir(), `portal-pglite-migrated-${version}-${MIGRATIONS_HASH}.tar`),
    async () => {
      // PGlite itself (the Db interface has no dump), with the extension the app opens it with.
      const pg = await PGlite.create({ loadDataDir: new Blob([empty]), extensions: { pg_trgm } });
      const on = (target: PGlite | Transaction): Queryable => ({
        query: async <T>(sql: string, params?: unknown[]) =>
          (await target.query<T>(sql, params)).rows,
        one: async <T>(sql: string, params?: unknown[]) =>
          (await target.query<T>(sql, params)).rows[0],
        exec: async (sql: string) => void (await target.exec(sql)),
      });
      try {
        await migrate({
          kind: 'pglite',
          ...on(pg),
          transaction: (fn) => pg.transaction((tx) => fn(on(tx))),
          close: () => pg.close(),
          poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
        });
        return Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
      } finally {
        await pg.close();
      }
    },
  );
  return new Blob([migrated]);
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

/**
 * The migrated PostgreSQL template of these migrations, made once per migrations' hash: a suite's
 * database is a copy of it (CREATE DATABASE … TEMPLATE), which takes a fraction of migrating.
 * Made under an advisory lock, as parallel test files ask at once; nobody stays connected to it.
 */
async function postgresTemplate(): Promise<string> {
  const name = `api_test_tpl_${MIGRATIONS_HASH}`;
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building_${process.pid}`;
      await client.query(`CREATE DATABASE ${building}`);
      const db = await openPostgres(databaseUrl(building));
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      // Renamed once complete: a half-migrated template is never used.
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await client.end();
  }
  return name;
}

/** A fresh database of the variant, migrated or empty; drop() removes every trace. */
async function openTestDb(
  kind: 'pglite' | 'postgres',
  schema: Schema,
): Promise<{ db: Db; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite(null, await pgliteTemplate(schema));
    return { db, drop: () => db.close() };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = schema === 'migrated' ? ` TEMPLATE ${await postgresTemplate()}` : '';
  await onAdminDb(`CREATE DATABASE ${name}${template}`);
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
 * PostgreSQL the variant shows up as skipped with the reason in its name. The database starts
 * migrated, as the app leaves it; a suite that tests the migrations asks for `{ schema: 'empty' }`.
 */
export function describeEachDb(name: string, suite: (ctx: TestContext) => void): void;
export function describeEachDb(
  name: string,
  options: { schema: Schema },
  suite: (ctx: TestContext) => void,
): void;
export function describeEachDb(
  name: string,
  optionsOrSuite: { schema: Schema } | ((ctx: TestContext) => void),
  maybeSuite?: (ctx: TestContext) => void,
) {
  const suite = typeof optionsOrSuite === 'function' ? optionsOrSuite : maybeSuite!;
  const schema = typeof optionsOrSuite === 'function' ? 'migrated' : optionsOrSuite.schema;
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
        handle = await openTestDb(kind, schema);
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
