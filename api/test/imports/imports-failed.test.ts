import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { TImport } from '@portal/shared/api/imports';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { beforeAll, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/jobs/jobs-plugin';
import { describeEachDb } from '../helper';
import { customer, multipart, uniquePhone } from '../profiles-helper';

const EN = PROFILE_CSV_HEADERS['en-us'];
const FILE = stringify([
  [EN.loginPhoneNumber, EN.name, EN.outroFullName, EN.outroEmail],
  [uniquePhone(), 'Harbour Homes', 'Jane Agent', 'jane@harbour.example'],
  [uniquePhone(), 'Harbour Homes', 'John Agent', 'john@harbour.example'],
]);

async function waitFor<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < ms;) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describeEachDb('an import whose job gives up (issue 36 §2)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    // The job of an import of "broken.csv" throws at each attempt (it cannot mark it running).
    await ctx.db().exec(`
      CREATE FUNCTION test_import_breaks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.file_name = 'broken.csv' AND NEW.status = 'running' THEN
          RAISE EXCEPTION 'the import broke';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_import_breaks BEFORE UPDATE ON imports
        FOR EACH ROW EXECUTE FUNCTION test_import_breaks();
    `);
  });

  const upload = async (owner: Awaited<ReturnType<typeof customer>>) => {
    const body = multipart('broken.csv', 'text/csv', Buffer.from(FILE));
    const res = await app.inject({
      method: 'POST',
      url: '/v2/imports',
      headers: { ...owner.headers, ...body.headers, 'accept-language': 'en-US' },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TImport>();
  };
  const stored = async (id: string) =>
    (await ctx
      .db()
      .one<{ status: string; job_id: string }>('SELECT status, job_id FROM imports WHERE id = $1', [
        id,
      ]))!;
  const shown = async (owner: Awaited<ReturnType<typeof customer>>, id: string) =>
    (
      await app.inject({ method: 'GET', url: `/v2/imports/${id}`, headers: owner.headers })
    ).json<TImport>().status;

  it('stores the import failed once its job gives up; the same file sent again is a new import', async () => {
    const owner = await customer(app, 5);
    const preview = await upload(owner);
    const applied = await app.inject({
      method: 'POST',
      url: `/v2/imports/${preview.id}/apply`,
      headers: owner.headers,
      payload: { count: 2 },
    });
    expect(applied.statusCode, applied.body).toBe(202);
    const jobId = (await stored(preview.id)).job_id;

    // A first attempt that throws is tried again later: the import is not failed yet.
    const retried = await waitFor(async () => {
      const job = await app.jobs.get(jobId);
      return job?.error ? job : undefined;
    });
    expect(retried.status).toBe('queued');
    expect((await stored(preview.id)).status).toBe('queued');
    expect(await shown(owner, preview.id)).toBe('queued');

    // The last attempt, due now (rather than minutes of backoff): it throws too.
    await ctx
      .db()
      .query('UPDATE jobs SET attempts = $2, run_after = now() WHERE id = $1', [
        jobId,
        MAX_ATTEMPTS - 1,
      ]);
    app.jobs.wake();
    const job = await app.jobs.wait(jobId, 30_000);
    expect(job?.status).toBe('failed');
    expect(job?.error).toContain('the import broke');
    expect((await stored(preview.id)).status).toBe('failed');
    expect(await shown(owner, preview.id)).toBe('failed');

    // The same file again: a new import to preview, not the failed one.
    const again = await upload(owner);
    expect(again.id).not.toBe(preview.id);
    expect(again.status).toBe('preview');
  });
});
