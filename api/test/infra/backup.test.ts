import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { REPO_ROOT, type Config } from '../../src/config';
import { backupDatabase, restoreDatabase } from '../../src/ops/backup';
import { paidCustomer } from '../billing-helper';
import { describeEachDb, login, testConfig, TEST_PG_URL } from '../helper';
import { CARDS } from '../payments-helper';
import { bearer, profilePayload } from '../profiles-helper';

const DEMO = { enabled: true, email: 'demo@example.com', password: 'demo-portal-1' };

/** What a customer sees after signing in: the account with its profiles, and the invoices. */
async function whatTheCustomerSees(app: FastifyInstance, email: string, password: string) {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  const headers = bearer(res.json().token);
  const me = (await app.inject({ url: '/v2/users/me', headers })).json();
  const profiles = (await app.inject({ url: '/v2/users/me/users', headers })).json();
  const invoices = (await app.inject({ url: '/v2/invoices', headers })).json();
  return { me, profiles, invoices };
}

describeEachDb('database backup and restore', (ctx) => {
  const name = `backup_test_${randomBytes(4).toString('hex')}`;
  let dir: string;
  let config: Config;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'backup-'));
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    // Its own database (and folder): the run replaces all of it.
    if (ctx.kind === 'postgres') await admin(`CREATE DATABASE ${name}`);
    config = testConfig({
      dataDir: dir,
      database:
        ctx.kind === 'postgres'
          ? { kind: 'postgres', url: url.toString() }
          : { kind: 'pglite', dataDir: join(dir, 'pglite') },
      demo: DEMO,
    });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (ctx.kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('gives back the demo customer and a paying customer, with their profiles and invoices', async () => {
    // Seed: the demo customer (with its sample profiles), a customer who paid and made a profile.
    let app = await buildApp(config);
    const paying = await paidCustomer(app, CARDS.success);
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: paying.headers,
      payload: profilePayload({ name: 'Backed Up Homes' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = {
      demo: await whatTheCustomerSees(app, DEMO.email, DEMO.password),
      paying: await whatTheCustomerSees(app, paying.email, paying.password),
    };
    expect(JSON.stringify(before.paying.profiles)).toContain('Backed Up Homes');
    expect(before.paying.invoices.invoices).toHaveLength(1);
    expect(before.demo.profiles.length).toBeGreaterThanOrEqual(2);

    // The embedded database is backed up with the API stopped (it refuses otherwise).
    if (ctx.kind === 'pglite') {
      await expect(backupDatabase(config, join(dir, 'refused.tar.gz'))).rejects.toThrow(
        /in use by another portal process/,
      );
    }
    await app.close();
    const file = join(dir, 'backups', ctx.kind === 'postgres' ? 'portal.dump' : 'portal.tar.gz');
    await backupDatabase(config, file);
    expect(existsSync(file)).toBe(true);
    // Every customer's data and password hashes: readable by the operator's account alone.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Wipe: the database is gone.
    if (ctx.kind === 'postgres') {
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
    } else {
      rmSync(join(dir, 'pglite'), { recursive: true, force: true });
    }
    app = await buildApp({ ...config, demo: { ...DEMO, enabled: false } });
    expect((await login(app, paying.email, paying.password)).statusCode).toBe(401);
    await app.close();

    await restoreDatabase(config, file);
    app = await buildApp({ ...config, demo: { ...DEMO, enabled: false } });
    try {
      expect(await whatTheCustomerSees(app, DEMO.email, DEMO.password)).toEqual(before.demo);
      expect(await whatTheCustomerSees(app, paying.email, paying.password)).toEqual(before.paying);
    } finally {
      await app.close();
    }
  }, 480_000);

  it('runs as npm run db:backup and db:restore', async () => {
    const file = join(dir, 'cli', 'portal.backup');
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dir,
      ...(config.database.kind === 'postgres' ? { DATABASE_URL: config.database.url } : {}),
    };
    // From an operator's shell, whose umask (022) makes new files readable by everyone.
    const npm = (script: string) =>
      promisify(execFile)(
        'sh',
        ['-c', 'umask 022 && exec npm run --silent "$0" -- "$1"', script, file],
        { cwd: REPO_ROOT, env },
      );
    // An older backup left readable by everyone at that path is made private too.
    mkdirSync(join(dir, 'cli'), { recursive: true });
    writeFileSync(file, 'an older backup');
    chmodSync(file, 0o644);
    expect((await npm('db:backup')).stdout).toMatch(/^Backed up the .+ to .+portal\.backup$/m);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await npm('db:restore')).stdout).toMatch(/^Restored the .+ from .+portal\.backup$/m);
    const app = await buildApp({ ...config, demo: { ...DEMO, enabled: false } });
    try {
      expect((await login(app, DEMO.email, DEMO.password)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 360_000);
});
