import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import type { TDataExport } from '@portal/shared/api/data-export';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { beforeAll, expect, it } from 'vitest';
import { signExportLink } from '../../src/data-export/data-export';
import { invoices, paidCustomer } from '../billing-helper';
import { describeEachDb } from '../helper';
import { member } from '../members/members-helper';
import { CARDS } from '../payments-helper';
import { customer, multipart, picture, profilePayload } from '../profiles-helper';

type Headers = Record<string, string>;

describeEachDb('"Export my data" (issue 39)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const latest = async (headers: Headers) => {
    const res = await app.inject({ method: 'GET', url: '/v2/exports/latest', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ export: TDataExport | null }>().export;
  };

  /** Asks for an export and waits for the job to finish it (as the card polls). */
  async function exported(headers: Headers) {
    const res = await app.inject({ method: 'POST', url: '/v2/exports', headers });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<TDataExport>().id;
    const job = await app.db.one<{ job_id: string }>(
      'SELECT job_id FROM data_exports WHERE id = $1',
      [id],
    );
    const done = await app.jobs.wait(job!.job_id, 60_000);
    expect(done?.status, done?.error ?? '').toBe('done');
    return id;
  }

  /** The export id and token of the link e-mailed to `email`. */
  async function mailedLink(email: string) {
    const [mail] = await app.outbox.latest(1, email);
    const match =
      mail && /#\/additional-info\?tab=settings&export=([\w-]+)&token=([\w-]+)/.exec(mail.text);
    if (!match) throw new Error(`no export link mailed to ${email}`);
    return { id: match[1]!, token: match[2]!, subject: mail.subject };
  }

  const download = (headers: Headers, id: string, token: string) =>
    app.inject({ method: 'GET', url: `/v2/exports/${id}/download?token=${token}`, headers });

  it('builds one ZIP of profiles, pictures, kit, invoices, team and activity, e-mailed to the owner', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    const upload = multipart('logo.png', 'image/png', await picture(200, 200));
    const logo = await app.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: upload.payload,
      headers: { ...owner.headers, ...upload.headers },
    });
    expect(logo.statusCode, logo.body).toBe(201);
    const logoId = logo.json().id as string;
    for (const name of ['Ann Agent', 'Bob Agent']) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload({ outroFullName: name, noLogo: false, outroLogoAssetId: logoId }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const viewer = await member(app, owner.headers, 'viewer');
    // The paid invoice corrected ("Correct my last invoice"): a credit note and a new invoice.
    const [paid] = await invoices(app, owner.headers);
    const corrected = await app.inject({
      method: 'POST',
      url: `/v2/invoices/${paid!.id}/correction`,
      headers: owner.headers,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const creditNote = corrected.json().creditNote.number as string;

    expect(await latest(owner.headers)).toBeNull();
    const id = await exported({ ...owner.headers, 'accept-language': 'fr' });
    const ready = await latest(owner.headers);
    expect(ready).toMatchObject({ id, status: 'ready' });
    expect(Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!)).toBe(7 * 24 * 3600_000);

    const link = await mailedLink(owner.email);
    expect(link.id).toBe(id);
    expect(link.subject).toBe('Votre export de données est prêt');

    const res = await download(owner.headers, id, link.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'account.json',
        'profiles/profiles.csv',
        'profiles/profiles.json',
        `profiles/images/${logoId}.png`,
        'brand-kit/brand-kit.json',
        'team/members.csv',
        'team/members.json',
        'activity/activity.csv',
      ]),
    );
    // The logo both profiles use: once.
    expect(names.filter((name) => name.startsWith('profiles/images/'))).toHaveLength(1);
    const pdfs = names.filter((name) => /^invoices\/.+\.pdf$/.test(name));
    expect(pdfs).toHaveLength(2);
    expect(names).toContain(`credit-notes/${creditNote}.pdf`);
    for (const pdf of [...pdfs, `credit-notes/${creditNote}.pdf`])
      expect((await zip.file(pdf)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');

    const csv = parse(await zip.file('profiles/profiles.csv')!.async('string'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(csv.map((row) => row[PROFILE_CSV_HEADERS.fr.outroFullName]).sort()).toEqual([
      'Ann Agent',
      'Bob Agent',
    ]);
    const profiles = JSON.parse(await zip.file('profiles/profiles.json')!.async('string'));
    expect(profiles).toHaveLength(2);
    expect(profiles[0].images.logo).toBe(`profiles/images/${logoId}.png`);
    const team = JSON.parse(await zip.file('team/members.json')!.async('string'));
    expect(team.map((m: { email: string }) => m.email)).toEqual([viewer.email]);
    const activity = await zip.file('activity/activity.csv')!.async('string');
    expect(activity).toContain('account.dataExportRequested');
    const account = JSON.parse(await zip.file('account.json')!.async('string'));
    expect(account.email).toBe(owner.email);
  });

  it('is the owner’s only: admin, billing and viewer members are refused', async () => {
    const owner = await customer(app, 2);
    const id = await exported(owner.headers);
    const { token } = await mailedLink(owner.email);
    for (const role of ['admin', 'billing', 'viewer'] as const) {
      const { headers } = await member(app, owner.headers, role);
      const asked = await app.inject({ method: 'POST', url: '/v2/exports', headers });
      expect(asked.statusCode, role).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: '/v2/exports/latest', headers })).statusCode,
      ).toBe(403);
      // Even with the owner's link in hand.
      expect((await download(headers, id, token)).statusCode, role).toBe(403);
    }
  });

  it('downloads with its own account’s link only: another account or a wrong token answers 404', async () => {
    const owner = await customer(app, 2);
    const other = await customer(app, 2);
    const id = await exported(owner.headers);
    const { token } = await mailedLink(owner.email);
    const otherId = await exported(other.headers);
    const otherLink = await mailedLink(other.email);

    // The other owner, with the first export's link: nothing is said of it.
    const foreign = await download(other.headers, id, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The owner with another export's token, or a made-up one.
    expect((await download(owner.headers, id, otherLink.token)).statusCode).toBe(404);
    expect((await download(owner.headers, otherId, otherLink.token)).statusCode).toBe(404);
    expect((await download(owner.headers, id, `${token.slice(0, -2)}AA`)).statusCode).toBe(404);
    expect((await download(owner.headers, 'not-a-uuid', token)).statusCode).toBe(404);
    expect((await download(owner.headers, id, token)).statusCode).toBe(200);
  });

  it('expires 7 days after it is ready: 410, and its file is removed', async () => {
    const owner = await customer(app, 2);
    const id = await exported(owner.headers);
    // Eight days later: the link the e-mail carried then was signed for that expiry.
    const row = await app.db.one<{ account_id: string; expires_at: Date }>(
      `UPDATE data_exports SET ready_at = ready_at - interval '8 days',
              expires_at = expires_at - interval '8 days'
       WHERE id = $1 RETURNING account_id, expires_at`,
      [id],
    );
    const token = signExportLink(
      app.config.jwtSecret,
      { id, account_id: row!.account_id },
      row!.expires_at,
    );
    // The hourly sweep removes the file, whoever comes back or not.
    await app.dataExport.sweep();
    const gone = await download(owner.headers, id, token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'DATA_EXPORT_EXPIRED' });
    expect(await latest(owner.headers)).toMatchObject({ id, status: 'expired' });
    const chunks = await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM data_export_chunks WHERE export_id = $1',
      [id],
    );
    expect(chunks!.n).toBe(0);
    expect((await download(owner.headers, id, token)).statusCode).toBe(410);
  });

  it('answers the export under way instead of starting a second one', async () => {
    const owner = await customer(app, 2);
    const [a, b] = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/v2/exports', headers: owner.headers })),
    );
    expect(a!.statusCode).toBe(202);
    expect(b!.statusCode).toBe(202);
    expect(a!.json().id).toBe(b!.json().id);
  });
});
