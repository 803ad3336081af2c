import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { TImport, TImportRowsPage } from '@portal/shared/api/imports';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import deliveryFr from '@portal/shared/i18n/delivery/fr';
import validationEn from '@portal/shared/i18n/validation/en-us';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_JOB_KIND, importJob } from '../../src/imports/import-job';
import { LEASE_MS } from '../../src/jobs/jobs-plugin';
import { createJobsRepository } from '../../src/jobs/jobs-repository';
import { openRunningJob } from '../../src/jobs/running-job';
import { describeEachDb } from '../helper';
import { customer, multipart, picture, profilePayload, uniquePhone } from '../profiles-helper';

type Owner = Awaited<ReturnType<typeof customer>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EN = PROFILE_CSV_HEADERS['en-us'];
const HEADER = [EN.loginPhoneNumber, EN.name, EN.outroFullName, EN.outroEmail];

/** A CSV file of these rows under the English headers of the minimal columns. */
const csv = (rows: string[][], header = HEADER) => stringify([header, ...rows]);
/** A valid minimal row: login phone, company, name, e-mail. */
const agent = (phone = uniquePhone(), name = 'Jane Agent') => [
  phone,
  'Harbour Homes',
  name,
  'jane@harbour.example',
];

describeEachDb('importing agents from a spreadsheet (issue 36 §2)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const upload = (owner: Owner, text: string, name = 'agents.csv', language = 'en-US') => {
    const body = multipart(name, 'text/csv', Buffer.from(text));
    return app.inject({
      method: 'POST',
      url: '/v2/imports',
      headers: { ...owner.headers, ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  };
  const previewOf = async (owner: Owner, text: string) => {
    const res = await upload(owner, text);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TImport>();
  };
  const rowsOf = async (owner: Owner, id: string, only = 'all') =>
    (
      await app.inject({
        method: 'GET',
        url: `/v2/imports/${id}/rows?only=${only}&limit=500`,
        headers: owner.headers,
      })
    ).json<TImportRowsPage>().rows;
  const apply = (owner: Owner, id: string, count: number) =>
    app.inject({
      method: 'POST',
      url: `/v2/imports/${id}/apply`,
      headers: owner.headers,
      payload: { count },
    });
  /** The import once ended; `withinMs` is how long it may take (a large one on a loaded machine). */
  async function done(owner: Owner, id: string, withinMs = 60_000): Promise<TImport> {
    for (const started = Date.now(); Date.now() - started < withinMs; await sleep(50)) {
      const res = await app.inject({
        method: 'GET',
        url: `/v2/imports/${id}`,
        headers: owner.headers,
      });
      const found = res.json<TImport>();
      if (found.status === 'done' || found.status === 'failed') return found;
    }
    throw new Error('the import did not finish');
  }
  const phonesOf = async (owner: Owner) =>
    (
      await ctx
        .db()
        .query<{ login_phone: string }>('SELECT login_phone FROM profiles WHERE account_id = $1', [
          owner.id,
        ])
    )
      .map((row) => row.login_phone)
      .sort();
  const createProfile = async (owner: Owner, overrides: Record<string, unknown> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  /**
   * Queues the import's job and runs it with `handler` as a worker would, `beforeStep` called
   * before each step (a test kills the "replica" there).
   */
  async function runByHand(
    owner: Owner,
    importId: string,
    handler: ReturnType<typeof importJob>,
    beforeStep: () => void = () => {},
  ): Promise<void> {
    const repo = createJobsRepository(ctx.db());
    const claimed = await ctx.db().transaction(async (tx) => {
      const id = await repo.enqueue(
        { kind: IMPORT_JOB_KIND, accountId: owner.id, payload: { importId }, key: importId },
        tx,
      );
      await tx.query(`UPDATE imports SET status = 'queued', job_id = $2 WHERE id = $1`, [
        importId,
        id,
      ]);
      // Claimed in the same transaction: no worker of the app can take it first.
      const token = randomUUID();
      await tx.query(
        `UPDATE jobs SET status = 'running', attempts = 1, lease_token = $2,
                lease_until = now() + interval '30 seconds' WHERE id = $1`,
        [id, token],
      );
      return {
        id,
        kind: IMPORT_JOB_KIND,
        accountId: owner.id,
        payload: { importId },
        checkpoint: null,
        attempts: 1,
        leaseToken: token,
      };
    });
    const job = openRunningJob<{ importId: string }, { line: number }>(ctx.db(), repo, claimed, {
      leaseMs: LEASE_MS,
      stopping: () => false,
    });
    const step = job.step.bind(job);
    await handler.run({
      ...job,
      step: (work) => {
        beforeStep();
        return step(work);
      },
    });
  }

  it('previews a file with errors and duplicates, per cell, without writing anything', async () => {
    const owner = await customer(app, 10);
    const existing = uniquePhone();
    await createProfile(owner, {
      loginPhoneNumber: existing,
      outroPhoneNumber: existing,
      designPhoneNumber: existing,
    });
    const twice = uniquePhone();
    const file = csv([
      agent(),
      ['5551234', 'Harbour Homes', 'No Plus', 'noplus@harbour.example'],
      [uniquePhone(), 'Harbour Homes', 'Bad Mail', 'not-an-email'],
      agent(twice),
      agent(twice, 'Jane Again'),
      agent(existing, 'Jane Updated'),
    ]);
    const preview = await previewOf(owner, file);
    expect(preview.status).toBe('preview');
    expect(preview.mapping.slice(0, 4)).toEqual([
      'loginPhoneNumber',
      'name',
      'outroFullName',
      'outroEmail',
    ]);
    expect(preview.totals).toEqual({
      rows: 6,
      toAdd: 2,
      toUpdate: 1,
      toSkip: 0,
      invalid: 2,
      duplicates: 1,
      noSeat: 0,
    });
    expect(preview.seats).toEqual({ total: 10, used: 1, free: 9 });

    const problems = await rowsOf(owner, preview.id, 'problems');
    expect(problems.map((row) => [row.line, row.outcome])).toEqual([
      [3, 'invalid'],
      [4, 'invalid'],
      [6, 'duplicate'],
    ]);
    expect(problems[0]!.errors).toEqual({ loginPhoneNumber: 'validation.phone.plus' });
    expect(problems[1]!.errors).toEqual({ outroEmail: 'validation.email.format' });
    expect(problems[2]!.duplicateOf).toBe(5);
    expect((await rowsOf(owner, preview.id)).at(-1)!.outcome).toBe('update');
    expect(await phonesOf(owner)).toEqual([existing]);

    // "Skip" for the existing profile: the preview made again.
    const skipped = await app.inject({
      method: 'PUT',
      url: `/v2/imports/${preview.id}`,
      headers: owner.headers,
      payload: { duplicates: 'skip' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json<TImport>().totals).toMatchObject({ toUpdate: 0, toSkip: 1, toAdd: 2 });

    // Another account sees none of it.
    const stranger = await customer(app, 1);
    const other = await app.inject({
      method: 'GET',
      url: `/v2/imports/${preview.id}`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('matches headers in another language; a pasted list with ; and a BOM', async () => {
    const owner = await customer(app, 5);
    const fr = PROFILE_CSV_HEADERS.fr;
    // Upper case, no accents: still the French headers.
    const text =
      '\uFEFF' +
      [
        `${fr.loginPhoneNumber.toUpperCase()};SOCIETE;${fr.outroFullName};e-mail;Couleur Principale`,
        `'${uniquePhone()};Maison Port;Jeanne Agent;jeanne@port.example;#AA0000`,
      ].join('\n');
    const res = await app.inject({
      method: 'POST',
      url: '/v2/imports',
      headers: { ...owner.headers, 'accept-language': 'fr' },
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json<TImport>();
    expect(preview.mapping).toEqual([
      'loginPhoneNumber',
      'name',
      'outroFullName',
      'outroEmail',
      'color_primary',
    ]);
    expect(preview.totals).toMatchObject({ rows: 1, toAdd: 1, invalid: 0 });
    const [row] = await rowsOf(owner, preview.id);
    expect(row!.cells.color_primary).toBe('#AA0000');

    // Re-mapped by hand: the colour column ignored.
    const remapped = await app.inject({
      method: 'PUT',
      url: `/v2/imports/${preview.id}`,
      headers: owner.headers,
      payload: { mapping: ['loginPhoneNumber', 'name', 'outroFullName', 'outroEmail', null] },
    });
    expect(remapped.json<TImport>().mapping[4]).toBeNull();
    expect((await rowsOf(owner, preview.id))[0]!.cells.color_primary).toBeUndefined();
  });

  it('reads the first sheet of an XLSX file', async () => {
    const owner = await customer(app, 5);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Agents');
    sheet.addRow(HEADER);
    sheet.addRow(agent());
    sheet.addRow(agent());
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = multipart(
      'agents.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v2/imports',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TImport>()).toMatchObject({
      fileName: 'agents.xlsx',
      headers: HEADER,
      totals: { rows: 2, toAdd: 2, invalid: 0 },
    });
  });

  it('refuses a cell that changes a field the brand kit locks, at that cell', async () => {
    const owner = await customer(app, 5);
    const kit = await app.inject({
      method: 'PUT',
      url: '/v2/brand-kit',
      headers: owner.headers,
      payload: { name: 'Harbour Homes', color_primary: '#112233', locked: ['color_primary'] },
    });
    expect(kit.statusCode, kit.body).toBe(200);
    const header = [EN.loginPhoneNumber, EN.outroFullName, EN.outroEmail, EN.color_primary];
    const preview = await previewOf(
      owner,
      csv(
        [
          [uniquePhone(), 'Kit Follower', 'a@harbour.example', ''],
          [uniquePhone(), 'Kit Same', 'b@harbour.example', '#112233'],
          [uniquePhone(), 'Kit Breaker', 'c@harbour.example', '#FF0000'],
        ],
        header,
      ),
    );
    expect(preview.locked).toEqual(['color_primary']);
    expect(preview.totals).toMatchObject({ toAdd: 2, invalid: 1 });
    const [refused] = await rowsOf(owner, preview.id, 'problems');
    expect(refused).toMatchObject({
      line: 4,
      outcome: 'invalid',
      errors: { color_primary: 'validation.brandKit.locked' },
    });

    // Applied: the two others follow the kit (its company name, its colour).
    expect((await apply(owner, preview.id, 2)).statusCode).toBe(202);
    expect((await done(owner, preview.id)).summary).toEqual({
      added: 2,
      updated: 0,
      skipped: 0,
      failed: 1,
    });
    const written = await ctx
      .db()
      .query<{ company_name: string; color: string; kit_overrides: string[] }>(
        `SELECT company_name, variables->>'color_primary' AS color, kit_overrides
           FROM profiles WHERE account_id = $1`,
        [owner.id],
      );
    expect(written).toEqual([
      { company_name: 'Harbour Homes', color: '#112233', kit_overrides: [] },
      { company_name: 'Harbour Homes', color: '#112233', kit_overrides: [] },
    ]);
  });

  it('writes exactly the valid rows, updates or skips existing ones, and answers a re-upload with the same import', async () => {
    const owner = await customer(app, 10);
    const existing = uniquePhone();
    await createProfile(owner, {
      loginPhoneNumber: existing,
      outroPhoneNumber: existing,
      designPhoneNumber: existing,
      outroFullName: 'Old Name',
    });
    const fresh = [uniquePhone(), uniquePhone(), uniquePhone()];
    const file = csv([
      agent(fresh[0]),
      agent(fresh[1]),
      ['+1 555', 'Harbour Homes', '', 'x@harbour.example'],
      agent(fresh[1], 'Twice'),
      agent(existing, 'New Name'),
      agent(fresh[2]),
    ]);
    const preview = await previewOf(owner, file);
    expect(preview.totals).toMatchObject({ toAdd: 3, toUpdate: 1, invalid: 1, duplicates: 1 });

    // The count confirmed must be the preview's.
    const wrong = await apply(owner, preview.id, 3);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('SELECTION_CHANGED');

    const res = await apply(owner, preview.id, 4);
    expect(res.statusCode, res.body).toBe(202);
    expect(['queued', 'running', 'done']).toContain(res.json<TImport>().status);
    const finished = await done(owner, preview.id);
    expect(finished.status).toBe('done');
    expect(finished.summary).toEqual({ added: 3, updated: 1, skipped: 0, failed: 2 });
    expect(
      (await rowsOf(owner, preview.id, 'problems')).map((row) => [
        row.line,
        row.result,
        row.reason,
      ]),
    ).toEqual([
      [4, 'failed', 'invalid'],
      [5, 'failed', 'duplicate'],
    ]);
    expect(await phonesOf(owner)).toEqual([existing, ...fresh].sort());
    const updated = await ctx
      .db()
      .one<{ name: string; import_id: string | null }>(
        `SELECT variables->>'outroFullName' AS name, import_id FROM profiles WHERE login_phone = $1`,
        [existing],
      );
    expect(updated).toEqual({ name: 'New Name', import_id: null });

    // The same file again: the same import, nothing new.
    const again = await previewOf(owner, file);
    expect(again.id).toBe(preview.id);
    expect(again.status).toBe('done');
    expect(await phonesOf(owner)).toHaveLength(4);
    // Applied, it can no longer be re-mapped; applying it again does nothing more.
    const remap = await app.inject({
      method: 'PUT',
      url: `/v2/imports/${preview.id}`,
      headers: owner.headers,
      payload: { duplicates: 'skip' },
    });
    expect(remap.statusCode).toBe(409);
    expect(remap.json().code).toBe('IMPORT_APPLIED');
    expect((await apply(owner, preview.id, 4)).statusCode).toBe(202);
    expect(await phonesOf(owner)).toHaveLength(4);

    // The three agents it added are a selection of their own (bulk actions, e.g. the app link).
    const exported = await app.inject({
      method: 'POST',
      url: '/v2/users/me/users/export',
      headers: owner.headers,
      payload: { selection: { importId: preview.id } },
    });
    expect(exported.statusCode).toBe(200);
    const lines = parse(exported.body, { bom: true }) as string[][];
    expect(
      lines
        .slice(1)
        .map((line) => line[0]!.replace(/^'/, ''))
        .sort(),
    ).toEqual([...fresh].sort());
  });

  it('changes nothing when an exported file is imported again (update existing)', async () => {
    const owner = await customer(app, 5);
    await createProfile(owner, { variables: { theme: '' }, color_primary: '#AB12CD' });
    await createProfile(owner, { groupConfiguration: 'c21', noLogo: false, noIntro: true });
    const versions = async () =>
      (
        await ctx
          .db()
          .query<{ v: string }>(
            'SELECT app_content_version AS v FROM profiles WHERE account_id = $1 ORDER BY id',
            [owner.id],
          )
      ).map((row) => row.v);
    const before = await versions();
    const exported = await app.inject({
      method: 'POST',
      url: '/v2/users/me/users/export',
      headers: { ...owner.headers, 'accept-language': 'it' },
      payload: { selection: { matching: {} } },
    });
    const preview = await previewOf(owner, exported.body);
    expect(preview.totals).toMatchObject({ rows: 2, toUpdate: 2, invalid: 0 });
    expect((await apply(owner, preview.id, 2)).statusCode).toBe(202);
    expect((await done(owner, preview.id)).summary).toMatchObject({ updated: 2, failed: 0 });
    expect(await versions()).toEqual(before);
  });

  it('makes one import of a file sent twice at once', async () => {
    const owner = await customer(app, 5);
    const file = csv([agent(), agent()]);
    const [one, two] = await Promise.all([previewOf(owner, file), previewOf(owner, file)]);
    expect(two.id).toBe(one.id);
    const count = await ctx
      .db()
      .one<{ n: number }>('SELECT count(*)::int AS n FROM imports WHERE account_id = $1', [
        owner.id,
      ]);
    expect(count!.n).toBe(1);
  });

  it('refuses to apply when the new rows do not fit the free seats', async () => {
    const owner = await customer(app, 2);
    const preview = await previewOf(owner, csv([agent(), agent(), agent()]));
    expect(preview.totals).toMatchObject({ toAdd: 2, noSeat: 1 });
    const res = await apply(owner, preview.id, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SEATS_EXCEEDED');
    expect(await phonesOf(owner)).toEqual([]);
  });

  it('never exceeds the seats with two imports applied at once', async () => {
    const owner = await customer(app, 5);
    const first = await previewOf(owner, csv([agent(), agent(), agent(), agent()]));
    const second = await previewOf(owner, csv([agent(), agent(), agent(), agent()]));
    // Both previews fit the 5 seats; both jobs queued at once, as two applies that both passed
    // their checks leave them (the worker runs two jobs at a time).
    await ctx.db().transaction(async (tx) => {
      for (const { id } of [first, second]) {
        const jobId = await app.jobs.enqueue(
          { kind: IMPORT_JOB_KIND, accountId: owner.id, payload: { importId: id }, key: id },
          tx,
        );
        await tx.query(`UPDATE imports SET status = 'queued', job_id = $2 WHERE id = $1`, [
          id,
          jobId,
        ]);
      }
    });
    app.jobs.wake();
    const [one, two] = await Promise.all([done(owner, first.id), done(owner, second.id)]);
    expect(one.summary!.added + two.summary!.added).toBe(5);
    expect(one.summary!.failed + two.summary!.failed).toBe(3);
    expect(await phonesOf(owner)).toHaveLength(5);
    // The rows without a seat are in failed.csv with the reason.
    const failed = await app.inject({
      method: 'GET',
      url: `/v2/imports/${one.summary!.failed > 0 ? first.id : second.id}/failed.csv?locale=en-us`,
      headers: owner.headers,
    });
    const [, row] = parse(failed.body, { bom: true }) as string[][];
    expect(row!.at(-1)).toBe(deliveryEn['delivery.import.noSeat']);
  });

  it('resumes a job stopped mid-way (a replica killed after two batches): each row written once', async () => {
    const owner = await customer(app, 20);
    const rows = Array.from({ length: 7 }, () => agent());
    const preview = await previewOf(owner, csv(rows));
    // Queued and claimed as apply and a worker would, by a replica that dies before its third step.
    let steps = 0;
    const killed = new Error('kill -9');
    await expect(
      runByHand(owner, preview.id, importJob(app, { batchRows: 2 }), () => {
        steps += 1;
        if (steps === 3) throw killed;
      }),
    ).rejects.toBe(killed);
    expect(await phonesOf(owner)).toHaveLength(4);

    // Its lease runs out: the live replica takes the job over from the last committed batch.
    await ctx
      .db()
      .query(`UPDATE jobs SET lease_until = now() - interval '1 second' WHERE key = $1`, [
        preview.id,
      ]);
    app.jobs.wake();
    const finished = await done(owner, preview.id);
    expect(finished.summary).toEqual({ added: 7, updated: 0, skipped: 0, failed: 0 });
    expect(await phonesOf(owner)).toEqual(rows.map((row) => row[0]!).sort());
  });

  it('fetches a picture given by URL and stores it as the profile’s', async () => {
    const owner = await customer(app, 5);
    const png = await picture(400, 400);
    let served = 0;
    const server = createServer((request, response) => {
      served += 1;
      if (request.url === '/missing') response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const preview = await previewOf(
        owner,
        csv(
          [
            [...agent(), `http://127.0.0.1:${port}/jane.png`],
            [...agent(), `http://127.0.0.1:${port}/missing`],
          ],
          [...HEADER, EN.photoUrl],
        ),
      );
      expect(preview.totals).toMatchObject({ toAdd: 2, invalid: 0 });
      // Only at apply: the preview fetches nothing.
      expect(served).toBe(0);
      const handler = importJob(app, { remoteImage: { allowPrivateAddresses: true } });
      await runByHand(owner, preview.id, handler);
      expect(served).toBe(2);
      const finished = await done(owner, preview.id);
      expect(finished.summary).toMatchObject({ added: 1, failed: 1 });
      const profile = await ctx
        .db()
        .one<{ photo_id: string | null; no_pic: string }>(
          `SELECT photo_id, variables->>'noPicAgent' AS no_pic FROM profiles WHERE account_id = $1`,
          [owner.id],
        );
      expect(profile!.no_pic).toBe('false');
      const asset = await app.assetsRepository.findInfo(profile!.photo_id!);
      expect(asset).toMatchObject({ accountId: owner.id, kind: 'photo' });
    } finally {
      server.close();
    }
  });

  it('fetches no image from a private address (SSRF): that row fails with the reason', async () => {
    const owner = await customer(app, 5);
    const header = [...HEADER, EN.logoUrl];
    const preview = await previewOf(
      owner,
      csv(
        [
          [...agent(), 'http://127.0.0.1:9/logo.png'],
          [...agent(), 'ftp://example.com/logo.png'],
        ],
        header,
      ),
    );
    expect(preview.totals).toMatchObject({ toAdd: 1, invalid: 1 });
    expect((await rowsOf(owner, preview.id, 'problems'))[0]!.errors).toEqual({
      logoUrl: 'validation.import.imageUrl',
    });
    await apply(owner, preview.id, 1);
    expect((await done(owner, preview.id)).summary).toMatchObject({ added: 0, failed: 2 });
    expect(await phonesOf(owner)).toEqual([]);
    const failed = await app.inject({
      method: 'GET',
      url: `/v2/imports/${preview.id}/failed.csv?locale=en-us`,
      headers: owner.headers,
    });
    const [, first] = parse(failed.body, { bom: true }) as string[][];
    expect(first!.at(-1)).toMatch(/^Logo URL: /);
  });

  it('writes failed.csv with the reasons in the language and template.csv, formulas neutralised', async () => {
    const owner = await customer(app, 5);
    const phone = uniquePhone();
    const preview = await previewOf(
      owner,
      csv([
        [phone, '=HYPERLINK("http://evil.example")', 'Eve', 'not-an-email'],
        agent(phone, '@Twice'),
      ]),
    );
    const res = await app.inject({
      method: 'GET',
      url: `/v2/imports/${preview.id}/failed.csv?locale=fr`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, first, second] = parse(res.body, { bom: true }) as string[][];
    expect(header!.slice(0, 2)).toEqual([
      PROFILE_CSV_HEADERS.fr.loginPhoneNumber,
      PROFILE_CSV_HEADERS.fr.name,
    ]);
    expect(header!.at(-1)).toBe(deliveryFr['delivery.import.reason']);
    expect(first![1]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(first!.at(-1)).toContain(`${PROFILE_CSV_HEADERS.fr.outroEmail}: `);
    expect(first!.at(-1)).not.toContain(validationEn['validation.email.format']);
    expect(second![2]).toBe("'@Twice");
    expect(second!.at(-1)).toBe(deliveryFr['delivery.import.duplicate'].replace('{line}', '2'));

    const template = await app.inject({
      method: 'GET',
      url: '/v2/imports/template.csv?locale=de',
      headers: owner.headers,
    });
    expect(template.statusCode).toBe(200);
    const [headers, example] = parse(template.body, { bom: true }) as string[][];
    expect(headers).toEqual(Object.values(PROFILE_CSV_HEADERS.de));
    expect(example![0]).toBe("'+15551234567");
    // The template, filled in, imports: its example row is valid.
    const imported = await previewOf(owner, template.body);
    expect(imported.totals).toMatchObject({ rows: 1, toAdd: 1, invalid: 0 });
  });

  it('refuses a file over the bounds, in the caller’s language', async () => {
    const owner = await customer(app, 5);
    const rows = Array.from({ length: 5001 }, (_, index) => [
      `+1555${String(index).padStart(7, '0')}`,
      'H',
      'N',
      'n@h.example',
    ]);
    const res = await upload(owner, csv(rows), 'big.csv', 'de');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('5000');
    const empty = await app.inject({
      method: 'POST',
      url: '/v2/imports',
      headers: owner.headers,
      payload: { text: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it.runIf(ctx.kind === 'postgres')(
    'previews and applies 5,000 rows',
    { timeout: 240_000 },
    async () => {
      const owner = await customer(app, 5000);
      const rows = Array.from({ length: 5000 }, (_, index) => [
        `+1 555 ${String(index).padStart(7, '0')}`,
        'Harbour Homes',
        `Agent ${index}`,
        `agent${index}@harbour.example`,
      ]);
      const preview = await previewOf(owner, csv(rows));
      expect(preview.totals).toMatchObject({ rows: 5000, toAdd: 5000, invalid: 0 });
      expect((await apply(owner, preview.id, 5000)).statusCode).toBe(202);
      // Up to the test's own limit: 3 s alone, over a minute beside the whole suite on two cores.
      expect((await done(owner, preview.id, 200_000)).summary).toMatchObject({
        added: 5000,
        failed: 0,
      });
    },
  );
});
