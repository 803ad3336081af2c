import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_PROFILE_BATCH } from '../../src/account-deletion/purge-job';
import { POSTGRES_AVAILABLE, validAccount } from '../helper';
import {
  callApi,
  scratchPostgres,
  startApiProcess,
  waitFor,
  type ApiProcess,
} from '../support/api-process';

const PROFILES = 3 * PURGE_PROFILE_BATCH - 100;

/**
 * kill -9 mid-purge (issue 39), with two real API processes on one PostgreSQL database: a deleted
 * account's purge is killed after its first batch of profiles committed, in the middle of its
 * second; the other replica takes the job over once its lease ran out and goes on after the first
 * batch: every row gone, none counted twice, the account itself last.
 */
describe.skipIf(!POSTGRES_AVAILABLE)(
  'deleting the account: a purge killed mid-way [postgres]',
  () => {
    const { url, create, drop } = scratchPostgres('purge_kill');
    const db = new pg.Client({ connectionString: url });
    const servers: ApiProcess[] = [];
    beforeAll(create);
    afterAll(async () => {
      for (const server of servers) await server.kill();
      await db.end().catch(() => undefined);
      await drop();
    });

    it('resumes after the last committed step on another replica', async () => {
      const first = await startApiProcess({ DATABASE_URL: url });
      servers.push(first);
      await db.connect();
      const account = validAccount();
      const { id: accountId } = await callApi(first, 'POST', '/v2/users', account);
      const { token } = await callApi(first, 'POST', '/v2/auth/email', {
        email: account.email,
        password: account.password,
      });
      await db.query(
        `INSERT INTO profiles (account_id, login_phone, login_phone_key, company_name, variables)
       SELECT $1, '+1 555 ' || lpad(g::text, 7, '0'), '+1555' || lpad(g::text, 7, '0'), 'Harbour',
              '{}'::jsonb
       FROM generate_series(1, $2::int) g`,
        [accountId, PROFILES],
      );
      await callApi(
        first,
        'POST',
        '/v2/account-deletion',
        { password: account.password, confirmation: account.email },
        token as string,
      );
      const { rows } = await db.query<{ job_id: string }>(
        'SELECT job_id FROM account_deletions WHERE account_id = $1',
        [accountId],
      );
      const jobId = rows[0]!.job_id;
      const job = async () =>
        (
          await db.query<{
            status: string;
            attempts: number;
            stage: string | null;
            profiles: number | null;
            result: unknown;
          }>(
            `SELECT status, attempts, checkpoint ->> 'stage' AS stage,
                  (checkpoint ->> 'profiles')::int AS profiles, result
           FROM jobs WHERE id = $1`,
            [jobId],
          )
        ).rows[0]!;
      expect(await job()).toMatchObject({ status: 'queued', attempts: 0 });

      // A long edit holds a profile of the second batch: the purge's second step waits for it.
      const editor = new pg.Client({ connectionString: url });
      await editor.connect();
      try {
        await editor.query('BEGIN');
        await editor.query(
          `SELECT id FROM profiles WHERE id = (SELECT id FROM profiles WHERE account_id = $1
           ORDER BY id OFFSET $2 LIMIT 1) FOR UPDATE`,
          [accountId, PURGE_PROFILE_BATCH + 10],
        );
        // The window is over (the development route), without waiting for its answer.
        void fetch(`${first.url}/dev/account-deletion/purge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email }),
        }).catch(() => undefined);
        await waitFor(
          async () => ((await job()).profiles === PURGE_PROFILE_BATCH ? true : undefined),
          60_000,
          async () => `the first batch: ${JSON.stringify(await job())}\n${first.output()}`,
        );
        await first.kill();
        await editor.query('COMMIT');
      } finally {
        await editor.end();
      }
      expect(
        (await db.query('SELECT 1 FROM profiles WHERE account_id = $1', [accountId])).rowCount,
      ).toBe(PROFILES - PURGE_PROFILE_BATCH);

      // The other replica takes the job once the killed one's lease ran out (30 s).
      const second = await startApiProcess({ DATABASE_URL: url });
      servers.push(second);
      const done = await waitFor(
        async () => {
          const row = await job();
          return row.status === 'done' ? row : undefined;
        },
        180_000,
        async () => `the purge's end: ${JSON.stringify(await job())}\n${second.output()}`,
      );
      // The first batch was counted by the killed replica's committed step, the rest by the other.
      expect(done).toMatchObject({
        attempts: 2,
        stage: 'done',
        result: { purged: true, profiles: PROFILES },
      });
      for (const table of ['profiles', 'account_deletions', 'activity_events']) {
        const left = await db.query(`SELECT 1 FROM ${table} WHERE account_id = $1`, [accountId]);
        expect({ table, rows: left.rowCount }).toEqual({ table, rows: 0 });
      }
      expect((await db.query('SELECT 1 FROM accounts WHERE id = $1', [accountId])).rowCount).toBe(
        0,
      );
      // Nothing of the account is left on its job either.
      const payload = await db.query<{ payload: unknown }>(
        'SELECT payload FROM jobs WHERE id = $1',
        [jobId],
      );
      expect(payload.rows[0]!.payload).toEqual({});
    }, 600_000);
  },
);
