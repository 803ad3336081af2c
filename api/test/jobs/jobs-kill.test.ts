import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_BATCH_SIZE } from '../../src/brand-kit/brand-kit-service';
import { POSTGRES_AVAILABLE, validAccount } from '../helper';
import {
  callApi,
  scratchPostgres,
  startApiProcess,
  waitFor,
  type ApiProcess,
} from '../support/api-process';

const PROFILES = 3 * KIT_BATCH_SIZE - 100;

/**
 * kill -9 mid-job (issue 36 §2), with two real API processes on one PostgreSQL database: the
 * brand kit's propagation (one step per batch of profiles) is killed after its first batch
 * committed, in the middle of its second; the other replica takes the job over once its lease
 * ran out and goes on after the first batch: no batch lost, none done twice.
 */
describe.skipIf(!POSTGRES_AVAILABLE)('durable jobs: a replica killed mid-job [postgres]', () => {
  const { url, create, drop } = scratchPostgres('jobs_kill');
  const db = new pg.Client({ connectionString: url });
  const servers: ApiProcess[] = [];
  beforeAll(create);
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await db.end().catch(() => undefined);
    await drop();
  });

  it('hands the job over after its lease, resuming after the last committed step', async () => {
    const first = await startApiProcess({ DATABASE_URL: url });
    servers.push(first);
    await db.connect();
    const account = validAccount();
    const { id: accountId } = await callApi(first, 'POST', '/v2/users', account);
    const { token } = await callApi(first, 'POST', '/v2/auth/email', {
      email: account.email,
      password: account.password,
    });
    // The account's agents, all with the colour the kit sets first (so they follow it).
    await db.query(
      `INSERT INTO profiles (account_id, login_phone, login_phone_key, company_name, variables)
       SELECT $1, '+1 555 ' || lpad(g::text, 7, '0'), '+1555' || lpad(g::text, 7, '0'), 'Harbour',
              '{"color_primary": "#123456"}'::jsonb
       FROM generate_series(1, $2::int) g`,
      [accountId, PROFILES],
    );
    const kit = (color: string) => ({ color_primary: color, locked: [] });
    const job = async (id: string) =>
      (
        await db.query<{ status: string; attempts: number; seen: number | null; result: unknown }>(
          `SELECT status, attempts, (checkpoint ->> 'seen')::int AS seen, result
           FROM jobs WHERE id = $1`,
          [id],
        )
      ).rows[0]!;
    const setUp = await callApi(first, 'PUT', '/v2/brand-kit', kit('#123456'), token as string);
    const setUpJob = (setUp.propagation as { jobId: string }).jobId;
    await waitFor(
      async () => ((await job(setUpJob)).status === 'done' ? true : undefined),
      120_000,
      async () => `the kit set up: ${JSON.stringify(await job(setUpJob))}\n${first.output()}`,
    );

    // A long edit holds a profile of the second batch: the job's second step waits for it.
    let jobId = '';
    const editor = new pg.Client({ connectionString: url });
    await editor.connect();
    try {
      await editor.query('BEGIN');
      await editor.query(
        // (Only that row: FOR UPDATE would lock the rows an OFFSET skips too.)
        `SELECT id FROM profiles WHERE id = (SELECT id FROM profiles WHERE account_id = $1
           ORDER BY id OFFSET $2 LIMIT 1) FOR UPDATE`,
        [accountId, KIT_BATCH_SIZE + 10],
      );
      const changed = await callApi(first, 'PUT', '/v2/brand-kit', kit('#654321'), token as string);
      expect(changed).not.toHaveProperty('profilesUpdated');
      jobId = (changed.propagation as { jobId: string }).jobId;
      await waitFor(
        async () => ((await job(jobId)).seen === KIT_BATCH_SIZE ? true : undefined),
        60_000,
        async () => `the first batch: ${JSON.stringify(await job(jobId))}\n${first.output()}`,
      );
      await first.kill();
      await editor.query('COMMIT');
    } finally {
      await editor.end();
    }

    // The other replica takes the job once the killed one's lease ran out (30 s).
    const second = await startApiProcess({ DATABASE_URL: url });
    servers.push(second);
    const done = await waitFor(
      async () => {
        const row = await job(jobId);
        return row.status === 'done' ? row : undefined;
      },
      180_000,
      async () => `the job's end: ${JSON.stringify(await job(jobId))}\n${second.output()}`,
    );
    // The first batch was counted by the killed replica's committed step, the rest by the other:
    // a job started over would find the first batch already written and count only the rest.
    expect(done).toMatchObject({ attempts: 2, result: { profilesUpdated: PROFILES } });
    const colours = await db.query<{ color: string; n: number }>(
      `SELECT variables ->> 'color_primary' AS color, count(*)::int AS n FROM profiles
       WHERE account_id = $1 GROUP BY 1`,
      [accountId],
    );
    expect(colours.rows).toEqual([{ color: '#654321', n: PROFILES }]);
  }, 600_000);
});
