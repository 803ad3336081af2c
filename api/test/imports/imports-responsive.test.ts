import type { AddressInfo } from 'node:net';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { TImport } from '@portal/shared/api/imports';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS } from '../../src/imports/import-job';
import { describeEachDb } from '../helper';
import { customer, multipart } from '../profiles-helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EN = PROFILE_CSV_HEADERS['en-us'];
/**
 * Enough steps (six on PostgreSQL, thirty on PGlite) that a request answered after the first few
 * is answered well before the end.
 */
const ROWS = IMPORT_BATCH_ROWS.postgres * 6;

const file = () =>
  stringify([
    [EN.loginPhoneNumber, EN.name, EN.outroFullName, EN.outroEmail],
    ...Array.from({ length: ROWS }, (_, i) => [
      `+1 555 ${String(i).padStart(7, '0')}`,
      'Harbour Homes',
      `Agent ${i}`,
      `agent${i}@harbour.example`,
    ]),
  ]);

/**
 * The portal stays usable while an import is written (issue 36 §2): on the embedded database,
 * one connection in the API's own thread, a request once waited until the whole job ended (its
 * steps chained on promises alone, so the server read no request meanwhile).
 */
describeEachDb('importing agents: the API answers while an import is written', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    // A real socket: a request is read only when the event loop gets a turn.
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  it('answers a signed-in request made during the import before the import ends', async () => {
    const owner = await customer(app, ROWS);
    const body = multipart('agents.csv', 'text/csv', Buffer.from(file()));
    const created = await app.inject({
      method: 'POST',
      url: '/v2/imports',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<TImport>();
    const applied = await app.inject({
      method: 'POST',
      url: `/v2/imports/${id}/apply`,
      headers: owner.headers,
      payload: { count: ROWS },
    });
    expect(applied.statusCode, applied.body).toBe(202);

    // Once the job has committed its first step (a poll the job must let run, as any request).
    const progress = async () =>
      (await ctx.db().one<{ job: string; done: number | null; status: string }>(
        `SELECT j.id::text AS job, j.progress_done AS done, j.status
           FROM jobs j JOIN imports i ON i.job_id = j.id
          WHERE i.id = $1`,
        [id],
      ))!;
    let seen = await progress();
    while (!seen.done && seen.status !== 'done') {
      await sleep(10);
      seen = await progress();
    }
    expect(seen.status, 'the import ended before a step could be seen').toBe('running');

    const me = await fetch(`${base}/v2/users/me`, { headers: owner.headers });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(owner.email);
    const answeredAt = Date.now();

    const job = await app.jobs.wait(seen.job, 120_000);
    expect(job?.status).toBe('done');
    expect(job?.result).toEqual({ added: ROWS, updated: 0, skipped: 0, failed: 0 });
    // Answered while rows were still being written, not once they all were.
    expect(answeredAt).toBeLessThan(new Date(job!.finishedAt!).getTime());
  });
});
