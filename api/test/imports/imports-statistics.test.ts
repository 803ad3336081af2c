import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { TImport } from '@portal/shared/api/imports';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_ANALYZE_ROWS } from '../../src/imports/import-job';
import { describeEachDb } from '../helper';
import { customer, multipart } from '../profiles-helper';

type Owner = Awaited<ReturnType<typeof customer>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EN = PROFILE_CSV_HEADERS['en-us'];
const SMALL = 5;
const LARGE = IMPORT_ANALYZE_ROWS + 50;

/** `count` new agents from number `from` on, each with a login phone of their own. */
const file = (from: number, count: number) =>
  stringify([
    [EN.loginPhoneNumber, EN.name, EN.outroFullName, EN.outroEmail],
    ...Array.from({ length: count }, (_, k) => {
      const i = from + k;
      return [
        `+1 555 ${String(i).padStart(7, '0')}`,
        'Harbour Homes',
        `Agent ${i}`,
        `agent${i}@harbour.example`,
      ];
    }),
  ]);

/**
 * A large import leaves the profiles' planner statistics as the import left the table (issue 40):
 * the users tab's first search after it plans on the rows it added, not on the table before it,
 * without waiting for autovacuum (which the embedded database does not have).
 */
describeEachDb('importing agents: the statistics after a large import', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  /** What the planner knows of the profiles table: its row count, when it was last analysed. */
  const statistics = async () =>
    (await ctx.db().one<{ rows: number; analysed: Date | null }>(
      `SELECT c.reltuples::float8 AS rows, s.last_analyze AS analysed
         FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
        WHERE c.oid = 'profiles'::regclass`,
    ))!;

  async function importFile(owner: Owner, text: string, count: number): Promise<TImport> {
    const body = multipart('agents.csv', 'text/csv', Buffer.from(text));
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
      payload: { count },
    });
    expect(applied.statusCode, applied.body).toBe(202);
    for (const started = Date.now(); Date.now() - started < 120_000; await sleep(50)) {
      const found = (
        await app.inject({ method: 'GET', url: `/v2/imports/${id}`, headers: owner.headers })
      ).json<TImport>();
      if (found.status === 'done' || found.status === 'failed') return found;
    }
    throw new Error('the import did not finish');
  }

  const search = async (owner: Owner, q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v2/users/me/users?q=${encodeURIComponent(q)}`,
      headers: owner.headers,
    });
    expect(res.statusCode, q).toBe(200);
    expect((res.json() as unknown[]).length).toBe(
      Math.min(50, Number(res.headers['x-total-count'])),
    );
    return Number(res.headers['x-total-count']);
  };

  it('a small import leaves them to autovacuum; a large one refreshes them before it says done, its results the same', async () => {
    const owner = await customer(app, SMALL + LARGE);
    const before = await statistics();

    const small = await importFile(owner, file(1, SMALL), SMALL);
    expect(small.status).toBe('done');
    expect(small.summary).toEqual({ added: SMALL, updated: 0, skipped: 0, failed: 0 });
    expect((await statistics()).analysed).toEqual(before.analysed);

    const large = await importFile(owner, file(SMALL + 1, LARGE), LARGE);
    // Read as soon as the import says done: nothing else analyses the table in between.
    const after = await statistics();
    expect(large.status).toBe('done');
    expect(large.summary).toEqual({ added: LARGE, updated: 0, skipped: 0, failed: 0 });
    expect(after.analysed).not.toBeNull();
    if (before.analysed)
      expect(after.analysed!.getTime()).toBeGreaterThan(before.analysed.getTime());
    // Every profile of the table counted (a table this small is read whole by ANALYZE).
    const inTable = (await ctx.db().one<{ n: number }>('SELECT count(*)::int AS n FROM profiles'))!;
    expect(after.rows).toBe(inTable.n);
    expect(inTable.n).toBeGreaterThanOrEqual(SMALL + LARGE);

    // The users tab finds what the import wrote.
    expect(await search(owner, '')).toBe(SMALL + LARGE);
    expect(await search(owner, `agent ${SMALL + LARGE}`)).toBe(1);
    expect(await search(owner, '@harbour.example')).toBe(SMALL + LARGE);
    expect(await search(owner, `555 ${String(SMALL + 1).padStart(7, '0')}`)).toBe(1);
  });
});
