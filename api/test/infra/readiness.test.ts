import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { MIGRATIONS_DIR, migrationState } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import pg from 'pg';
import { describeEachDb, TEST_PG_URL, testConfig } from '../helper';

/** Same number as the migrator's lock (api/src/db/migrate.ts). */
const MIGRATION_LOCK_ID = 72_410_001;

describeEachDb('readiness', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('is ready once migrated, without a token, never cached', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'done',
      redis: 'not configured',
    });
    // Liveness is unchanged.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('says a migration of newer code is pending', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      for (const name of readdirSync(MIGRATIONS_DIR))
        copyFileSync(join(MIGRATIONS_DIR, name), join(dir, name));
      expect(await migrationState(ctx.db(), dir)).toBe('done');
      writeFileSync(join(dir, '999_next_release.sql'), 'SELECT 1;');
      expect(await migrationState(ctx.db(), dir)).toBe('pending');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // PGlite has one connection: another session cannot hold the lock while this one reads.
  it.skipIf(ctx.kind === 'pglite')(
    'answers 503 while another replica runs the migrations, 200 after',
    async () => {
      await ctx.db().transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        const res = await app.inject({ url: '/readyz' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'running' });
        // Still alive: the load balancer must not restart it, only not send it traffic.
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      });
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    },
  );

  // pg_locks lists the locks of every database of the server (the suite's files migrate theirs
  // at the same time, and one /readyz answered 503 because of another file's migration).
  it.skipIf(ctx.kind === 'pglite')(
    'stays ready while another database of the same server runs its migrations',
    async () => {
      const other = new pg.Client({ connectionString: TEST_PG_URL });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const res = await app.inject({ url: '/readyz' });
        expect(res.json()).toMatchObject({ status: 'ready', migrations: 'done' });
        expect(res.statusCode).toBe(200);
      } finally {
        await other.end();
      }
    },
  );
});

describe('readiness when the database is down', () => {
  it('answers 503', async () => {
    const db = await openPglite(null);
    const app = await buildApp(testConfig(), { db });
    await db.close();
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'not ready',
      database: 'down',
      migrations: 'unknown',
    });
    await app.close();
  });
});
