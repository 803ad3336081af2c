import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import type { TImport } from '@portal/shared/api/imports';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS } from '../../src/imports/import-job';
import { POSTGRES_AVAILABLE, validAccount } from '../helper';
import {
  callApi,
  scratchPostgres,
  startApiProcess,
  waitFor,
  type ApiProcess,
} from '../support/api-process';

/** Seven of the job's steps, the last one partly filled. */
const ROWS = 7 * IMPORT_BATCH_ROWS.postgres - 50;
const SEATS = ROWS + 100;
/** A row of the second step: its profile is the one the job's second step waits for. */
const HELD_LINE = IMPORT_BATCH_ROWS.postgres + 1 + 100;

const EN = PROFILE_CSV_HEADERS['en-us'];
const PHONES = Array.from({ length: ROWS }, (_, i) => `+1 555 ${String(i + 1).padStart(7, '0')}`);
/** A new agent per row, each with a login phone of their own. */
const FILE = stringify([
  [EN.loginPhoneNumber, EN.name, EN.outroFullName, EN.outroEmail],
  ...PHONES.map((phone, i) => [
    phone,
    'Harbour Homes',
    `Agent ${i + 1}`,
    `agent${i + 1}@harbour.example`,
  ]),
]);

/**
 * kill -9 mid-import (issue 36 §2), with two real API processes on one PostgreSQL database: the
 * import's job is killed after its first step (IMPORT_BATCH_ROWS rows) committed, in the middle of
 * its second; the other replica takes the job over once its lease ran out and goes on after the
 * last committed step: every row written once, none lost, none twice.
 */
describe.skipIf(!POSTGRES_AVAILABLE)(
  'importing agents: a replica killed mid-import [postgres]',
  () => {
    const { url, create, drop } = scratchPostgres('imports_kill');
    const db = new pg.Client({ connectionString: url });
    const servers: ApiProcess[] = [];
    // One secret for both replicas: the customer's token works on either.
    const env = {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    beforeAll(create);
    afterAll(async () => {
      for (const server of servers) await server.kill();
      await db.end().catch(() => undefined);
      await drop();
    });

    it('writes every row once when the replica running it is killed', async () => {
      const first = await startApiProcess(env);
      servers.push(first);
      await db.connect();
      const account = validAccount();
      const { id: accountId } = await callApi(first, 'POST', '/v2/users', account);
      const { token } = (await callApi(first, 'POST', '/v2/auth/email', {
        email: account.email,
        password: account.password,
      })) as { token: string };
      await db.query(
        `INSERT INTO subscriptions (account_id, provider, status, available_users)
       VALUES ($1, 'local', 'ACTIVE', $2)`,
        [accountId, SEATS],
      );
      const upload = async (server: ApiProcess) => {
        const form = new FormData();
        form.append('file', new Blob([FILE], { type: 'text/csv' }), 'agents.csv');
        const res = await fetch(`${server.url}/v2/imports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return (await res.json()) as TImport;
      };
      const importOf = async (server: ApiProcess, id: string) =>
        (await callApi(server, 'GET', `/v2/imports/${id}`, undefined, token)) as unknown as TImport;
      const profiles = async () =>
        (
          await db.query<{ id: string; login_phone: string }>(
            'SELECT id, login_phone FROM profiles WHERE account_id = $1',
            [accountId],
          )
        ).rows;

      const preview = await upload(first);
      expect(preview.totals).toMatchObject({ rows: ROWS, toAdd: ROWS, noSeat: 0, invalid: 0 });

      // A colleague's profile with a login phone of the second step, not yet committed: the job's
      // second step, creating that row's profile, waits for it (the unique login phone).
      const colleague = new pg.Client({ connectionString: url });
      await colleague.connect();
      try {
        await colleague.query('BEGIN');
        await colleague.query(
          `INSERT INTO profiles (account_id, login_phone, login_phone_key, company_name, variables)
         SELECT $1, cells ->> 'loginPhoneNumber', phone_key, 'Harbour', '{}'::jsonb
         FROM import_rows WHERE import_id = $2 AND line = $3`,
          [accountId, preview.id, HELD_LINE],
        );
        const applied = (await callApi(
          first,
          'POST',
          `/v2/imports/${preview.id}/apply`,
          { count: ROWS },
          token,
        )) as unknown as TImport;
        expect(applied.status).toMatch(/^(queued|running)$/);
        // Past the first step, before the end: kill -9 the replica running the job.
        const midway = await waitFor(
          async () => {
            const seen = await importOf(first, preview.id);
            return seen.progress && seen.progress.done > 0 ? seen : undefined;
          },
          60_000,
          async () => `the first step: ${JSON.stringify(await importOf(first, preview.id))}`,
        );
        expect(midway.status).toBe('running');
        expect(midway.progress).toEqual({ done: IMPORT_BATCH_ROWS.postgres, total: ROWS });
        await first.kill();
      } finally {
        await colleague.query('ROLLBACK');
        await colleague.end();
      }

      // The other replica takes the job once the killed one's lease ran out (30 s).
      const second = await startApiProcess(env);
      servers.push(second);
      const done = await waitFor(
        async () => {
          const seen = await importOf(second, preview.id);
          return seen.status === 'done' || seen.status === 'failed' ? seen : undefined;
        },
        120_000,
        async () => `the import's end: ${JSON.stringify(await importOf(second, preview.id))}`,
      );
      expect(done).toMatchObject({
        status: 'done',
        summary: { added: ROWS, updated: 0, skipped: 0, failed: 0 },
      });
      const job = await db.query<{ attempts: number }>(
        'SELECT attempts FROM jobs WHERE id = (SELECT job_id FROM imports WHERE id = $1)',
        [preview.id],
      );
      // Claimed by the killed replica, then once by the other.
      expect(job.rows).toEqual([{ attempts: 2 }]);

      // Every agent of the file once, and nobody else.
      const written = await profiles();
      expect(written).toHaveLength(ROWS);
      expect(written.map((p) => p.login_phone).sort()).toEqual(PHONES);
      // Every row of the file has its result, each naming a profile of its own.
      const rows = await db.query<{ result: string | null; profile_id: string | null }>(
        'SELECT result, profile_id FROM import_rows WHERE import_id = $1',
        [preview.id],
      );
      expect(rows.rows).toHaveLength(ROWS);
      expect(rows.rows.filter((row) => row.result === 'added')).toHaveLength(ROWS);
      expect(new Set(rows.rows.map((row) => row.profile_id))).toEqual(
        new Set(written.map((p) => p.id)),
      );

      // The same file again: the import already made of it, nothing new written.
      const again = await upload(second);
      expect(again).toMatchObject({ id: preview.id, status: 'done' });
      expect(await profiles()).toHaveLength(ROWS);
    }, 300_000);
  },
);
