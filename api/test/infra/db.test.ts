import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/db';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { POSTGRES_AVAILABLE, TEST_PG_URL, describeEachDb } from '../helper';

const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

describeEachDb('migrations', { schema: 'empty' }, (ctx) => {
  it('apply once even when two replicas start at the same moment', async () => {
    // On PostgreSQL the two calls hold two pool connections, like two replicas.
    const runs = await Promise.all([migrate(ctx.db()), migrate(ctx.db())]);
    expect(runs.flat().sort()).toEqual(MIGRATIONS);
    expect(await migrate(ctx.db())).toEqual([]);
    const rows = await ctx
      .db()
      .query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS);
  });

  it('keep e-mails lower-case and unique', async () => {
    const insert = (email: string) =>
      ctx.db().query(
        `INSERT INTO accounts (email, first_name, last_name, phone, password_hash, origin)
         VALUES ($1, 'A', 'B', '+1', 'x', 'realty')`,
        [email],
      );
    await expect(insert('Mixed@Example.com')).rejects.toMatchObject({ code: '23514' });
    await insert('once@example.com');
    await expect(insert('once@example.com')).rejects.toMatchObject({ code: '23505' });
  });

  it('return bigint (int8) results as numbers, the same on both drivers', async () => {
    const read = (q: Pick<Db, 'one'>) =>
      q.one<Record<string, unknown>>(
        `SELECT 6210000000::bigint AS amount, $1::bigint AS parameter, count(*) AS counted,
                count(*)::int AS cast_count, sum(n) AS summed, NULL::bigint AS missing,
                (-9007199254740991)::bigint AS lowest
         FROM (VALUES (1), (2)) AS t (n)`,
        [6_210_000_000],
      );
    const expected = {
      amount: 6_210_000_000,
      parameter: 6_210_000_000,
      counted: 2,
      cast_count: 2,
      summed: 3,
      missing: null,
      lowest: -Number.MAX_SAFE_INTEGER,
    };
    expect(await read(ctx.db())).toEqual(expected);
    expect(await ctx.db().transaction((tx) => read(tx))).toEqual(expected);
    expect(await ctx.db().query('SELECT 1::int8 AS one')).toEqual([{ one: 1 }]);
  });

  it('refuse a bigint beyond exact JS integers rather than round it', async () => {
    await expect(ctx.db().one('SELECT (2::bigint ^ 53)::bigint + 1 AS n')).rejects.toThrow(
      /9007199254740993/,
    );
    // The connection is still fine for the next query.
    expect(await ctx.db().one('SELECT 7::bigint AS n')).toEqual({ n: 7 });
  });

  it('roll back a failed transaction completely', async () => {
    await expect(
      ctx.db().transaction(async (tx) => {
        await tx.query(
          `INSERT INTO accounts (email, first_name, last_name, phone, password_hash, origin)
           VALUES ('rollback@example.com', 'A', 'B', '+1', 'x', 'realty')`,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      await ctx.db().one('SELECT id FROM accounts WHERE email = $1', ['rollback@example.com']),
    ).toBeUndefined();
  });
});

it('PGlite creates missing parent folders and keeps its data across reopen', async () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-'));
  const dataDir = join(root, 'nested', 'data', 'pglite');
  const first = await openPglite(dataDir);
  await migrate(first);
  await first.close();
  const second = await openPglite(dataDir);
  expect(await migrate(second)).toEqual([]);
  await second.close();
  rmSync(root, { recursive: true, force: true });
});

it("PGlite lets a request's statement go before a background job's statements waiting for the connection", async () => {
  const db = await openPglite(null);
  const order: string[] = [];
  const job = [1, 2, 3].map((i) =>
    db.background!.query('SELECT $1::int AS i', [i]).then(() => order.push(`job ${i}`)),
  );
  const request = db.query('SELECT 1').then(() => order.push('request'));
  await Promise.all([...job, request]);
  expect(order).toEqual(['request', 'job 1', 'job 2', 'job 3']);
  // A job's transaction goes on once the requests are answered, whole.
  await db.background!.transaction(async (tx) => {
    await tx.query('CREATE TEMP TABLE lanes (n int)');
    await tx.query('INSERT INTO lanes VALUES (1)');
  });
  expect(await db.one('SELECT count(*)::int AS n FROM lanes')).toEqual({ n: 1 });
  await db.close();
});

describe.skipIf(!POSTGRES_AVAILABLE)('PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and reconnects', async () => {
    const db = await openPostgres(TEST_PG_URL, 3);
    try {
      const ours = await Promise.all(
        [1, 2, 3].map(() =>
          db.one<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
        ),
      );
      // Another session ends this pool's idle connections (and only those), as a restart would.
      const admin = await openPostgres(TEST_PG_URL, 1);
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
        ours.map((row) => row!.pid),
      ]);
      await admin.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await db.one<{ ok: number }>('SELECT 1 AS ok')).toEqual({ ok: 1 });
    } finally {
      await db.close();
    }
  });
});
