import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { APP_STORE_URL, PLAY_STORE_URL } from '@portal/shared/api/app';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import {
  PROFILE_CSV_COLUMNS,
  PROFILE_CSV_HEADERS,
  readCell,
} from '@portal/shared/profiles/csv-columns';
import { beforeAll, expect, it } from 'vitest';
import { appLinkText } from '../../src/delivery/templates';
import type { ProfileRecord } from '../../src/profiles/profiles-repository';
import { agentPhone, e164, fetchConfiguration, signInAgent } from '../app-helper';
import { describeEachDb } from '../helper';
import { customer, multipart, picture, profilePayload } from '../profiles-helper';

type Owner = Awaited<ReturnType<typeof customer>>;

/** A stored profile of an agent with a dialable number; `variables` override the outro's texts. */
function record(
  name: string,
  variables: Partial<ProfileRecord['variables']> = {},
  rest: Partial<ProfileRecord> = {},
): ProfileRecord {
  const phone = agentPhone();
  return {
    loginName: name,
    loginPhone: phone,
    companyName: 'Harbour Homes',
    groupConfiguration: '',
    logoId: null,
    photoId: null,
    introId: null,
    variables: {
      theme: 'dark',
      color_primary: '#112233',
      color_secondary: '#FFD200',
      outroFullName: `${name} Agent`,
      outroPhoneNumber: phone,
      outroEmail: 'agent@harbour.example',
      outroWebsite: 'www.harbour.example',
      outroExtraInfo: 'Licence 0042',
      designFullName: `${name} Agent`,
      designPhoneNumber: phone,
      designLanguage: 'en',
      specialRequest: '',
      noLogo: true,
      noIntro: true,
      noPicAgent: true,
      noPicAgentOutro: true,
      useDefaultLogo: false,
      useDefaultIntro: false,
      ...variables,
    },
    ...rest,
  };
}

describeEachDb('bulk actions of the users tab (issue 36 §3)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  /** The records as profiles of the account, in this order (their ids). */
  async function seed(owner: Owner, records: ProfileRecord[]): Promise<string[]> {
    const ids: string[] = [];
    for (const r of records)
      ids.push(await ctx.db().transaction((tx) => app.profilesRepository.insert(owner.id, r, tx)));
    return ids;
  }

  const post = (owner: Owner, action: string, payload: object, language = 'en-US') =>
    app.inject({
      method: 'POST',
      url: `/v2/users/me/users/${action}`,
      headers: { ...owner.headers, 'accept-language': language },
      payload,
    });

  /** The account's list, every page: id → row. */
  async function list(owner: Owner, query = '') {
    const res = await app.inject({
      method: 'GET',
      url: `/v2/users/me/users?limit=200${query}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { id: string; lastTextedAt: string | null }[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** How many texts the outbox holds for these numbers. */
  async function textsTo(phones: string[]) {
    const row = await ctx
      .db()
      .one<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = ANY($1::text[])',
        [phones.map(e164)],
      );
    return row!.n;
  }

  it('deletes the ticked profiles of the account only, all or none: seats, sessions and pictures go', async () => {
    const owner = await customer(app, 4);
    const other = await customer(app, 2);
    const upload = multipart('logo.png', 'image/png', await picture(200, 200));
    const logo = await app.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: upload.payload,
      headers: { ...owner.headers, ...upload.headers },
    });
    expect(logo.statusCode, logo.body).toBe(201);
    const logoId = logo.json().id as string;
    const agents = [record('Ann', {}, { logoId }), record('Bob'), record('Cid'), record('Dee')];
    const ids = await seed(owner, agents);
    const [foreign] = await seed(other, [record('Eve')]);
    const agent = await signInAgent(app, agents[0]!.loginPhone);
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload({ loginPhoneNumber: agentPhone() }),
      });
    expect((await create()).json().code).toBe('MAX_USERS');

    // Another account's id is not part of the selection: it counts 2, not the 3 confirmed.
    const selection = { ids: [ids[0]!, ids[1]!, foreign!] };
    const changed = await post(owner, 'delete', { selection, count: 3 }, 'de');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'SELECTION_CHANGED' });
    expect(changed.json().message).toContain('2');
    expect((await list(owner)).size).toBe(4);

    const res = await post(owner, 'delete', { selection, count: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect([...(await list(owner)).keys()].sort()).toEqual([ids[2], ids[3]].sort());
    expect((await list(other)).has(foreign!)).toBe(true);
    // The agent's app hears its profile was deleted; the picture only it used is gone.
    const refused = await fetchConfiguration(app, agent.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('APP_PROFILE_DELETED');
    const kept = await ctx
      .db()
      .one<{ n: number }>('SELECT count(*)::int AS n FROM assets WHERE id = $1', [logoId]);
    expect(kept!.n).toBe(0);
    // Their seats are free: a profile fits in the plan of 4 again.
    expect((await create()).statusCode).toBe(201);
  });

  it('deletes every profile matching the list’s search, never more than confirmed', async () => {
    const owner = await customer(app, 10);
    const smiths = await seed(owner, [record('Smith'), record('Smithers'), record('Jo Smith')]);
    const others = await seed(owner, [record('Jones'), record('Brown')]);
    const selection = { matching: { q: 'smith', app: 'all' } };

    const changed = await post(owner, 'delete', { selection, count: 2 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('SELECTION_CHANGED');
    expect((await list(owner)).size).toBe(5);

    const res = await post(owner, 'delete', { selection: { matching: { q: 'SMITH' } }, count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    const left = await list(owner);
    expect([...left.keys()].sort()).toEqual(others.sort());
    for (const id of smiths) expect(left.has(id)).toBe(false);
  });

  it('queues the app link to each selected agent in its language, never twice in 10 minutes', async () => {
    const owner = await customer(app, 10);
    const agents = [
      record('Dora', { designLanguage: 'de' }),
      record('Flore', { designLanguage: 'fr' }),
      record('Enzo', { designLanguage: 'en' }),
    ];
    const ids = await seed(owner, agents);
    const [untexted] = await seed(owner, [record('Quiet')]);
    const phones = agents.map((a) => a.loginPhone);
    const selection = { ids };

    const res = await post(owner, 'app-link', { selection, count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: 3, skippedRecent: 0 });
    const links = { appStore: APP_STORE_URL, googlePlay: PLAY_STORE_URL };
    for (const [i, language] of (['de', 'fr', 'en-us'] as const).entries()) {
      const sent = await app.outbox.latest(5, e164(phones[i]!));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.channel).toBe('sms');
      expect(sent[0]!.text).toBe(appLinkText(language, links, e164(phones[i]!)));
    }
    // The users tab shows when.
    const rows = await list(owner);
    for (const id of ids) expect(Date.parse(rows.get(id)!.lastTextedAt!)).toBeGreaterThan(0);
    expect(rows.get(untexted!)!.lastTextedAt).toBeNull();

    // Again at once: all skipped, nothing more queued; the single route says too soon as well.
    const again = await post(owner, 'app-link', { selection, count: 3 });
    expect(again.json()).toEqual({ queued: 0, skippedRecent: 3 });
    expect(await textsTo(phones)).toBe(3);
    const single = await app.inject({
      method: 'POST',
      url: `/v2/companies/${ids[0]}/app-link`,
      headers: owner.headers,
      payload: {},
    });
    expect(single.statusCode).toBe(429);
    expect(single.json().code).toBe('APP_LINK_TOO_SOON');

    // The single route records it too; ten minutes on, a number is texted again.
    const one = await app.inject({
      method: 'POST',
      url: `/v2/companies/${untexted}/app-link`,
      headers: owner.headers,
      payload: {},
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((await list(owner)).get(untexted!)!.lastTextedAt).not.toBeNull();
    await ctx
      .db()
      .query(
        `UPDATE profiles SET last_texted_at = last_texted_at - interval '11 minutes' WHERE id = $1`,
        [ids[0]],
      );
    const later = await post(owner, 'app-link', { selection: { matching: {} }, count: 4 });
    expect(later.json()).toEqual({ queued: 1, skippedRecent: 3 });
    expect(await textsTo([phones[0]!])).toBe(2);
  });

  it('texts up to the seats a day (at least 30), refusing a larger batch whole with what is left', async () => {
    const owner = await customer(app, 40);
    const agents = Array.from({ length: 40 }, (_, i) => record(`Agent ${i}`));
    const ids = await seed(owner, agents);
    const phones = agents.map((a) => a.loginPhone);

    // More than 30 at once: the allowance is the plan's 40 seats.
    const first = await post(owner, 'app-link', {
      selection: { ids: ids.slice(0, 32) },
      count: 32,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ queued: 32, skippedRecent: 0 });

    // Ten minutes on, all 40 are due, but only 8 texts are left today: refused, nothing queued.
    await ctx.db().query(
      `UPDATE profiles SET last_texted_at = now() - interval '11 minutes'
         WHERE id = ANY($1) AND last_texted_at IS NOT NULL`,
      [ids],
    );
    const all = { selection: { matching: { q: '', app: 'all' } }, count: 40 };
    const refused = await post(owner, 'app-link', all);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'APP_LINK_TOO_MANY',
      message: deliveryEn['delivery.error.appLinkTooMany']
        .replace('{allowance}', '40')
        .replaceAll('{left}', '8'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await textsTo(phones)).toBe(32);
    expect([...(await list(owner)).values()].filter((row) => row.lastTextedAt).length).toBe(32);
    const changed = await post(owner, 'app-link', { ...all, count: 39 });
    expect(changed.statusCode).toBe(409);

    // What is left goes.
    const rest = await post(owner, 'app-link', { selection: { ids: ids.slice(32) }, count: 8 });
    expect(rest.json()).toEqual({ queued: 8, skippedRecent: 0 });
    expect(await textsTo(phones)).toBe(40);
  });

  it('exports the selection as CSV in the asked language, streamed, formulas neutralised', async () => {
    const owner = await customer(app, 600);
    const tricky = record('Tricky', {
      outroFullName: '=cmd()',
      outroEmail: '@x',
      outroExtraInfo: 'Line "one", two\r\n-3+4',
      outroWebsite: '\tsite',
      designLanguage: 'fr',
    });
    const [trickyId, plainId] = await seed(owner, [tricky, record('Plain')]);
    // Their order in the list (created_at, then id) set apart: on a fast clock two inserts may
    // share an instant, and the random ids would then decide.
    await ctx.db().query(
      `UPDATE profiles SET created_at = now() - interval '1 minute'
         + CASE id WHEN $1::uuid THEN interval '0' ELSE interval '1 second' END
       WHERE id IN ($1::uuid, $2::uuid)`,
      [trickyId, plainId],
    );
    // Past one page of the export: rows are read from the database a page at a time.
    await ctx.db().query(
      `INSERT INTO profiles (account_id, login_name, login_phone, login_phone_key, company_name,
                             group_configuration, variables)
       SELECT $1, 'Bulk ' || n, '+3378' || lpad(n::text, 7, '0'), '+3378' || lpad(n::text, 7, '0'),
              'Harbour Homes', '', $2::jsonb
       FROM generate_series(1, 520) AS n`,
      [owner.id, JSON.stringify(record('Bulk').variables)],
    );

    const res = await post(owner, 'export', { selection: { matching: {} } }, 'de-DE,de;q=0.9');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="profiles-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(PROFILE_CSV_COLUMNS.map((column) => PROFILE_CSV_HEADERS.de[column]));
    const cell = (row: string[], column: (typeof PROFILE_CSV_COLUMNS)[number]) =>
      row[PROFILE_CSV_COLUMNS.indexOf(column)]!;
    // Every profile once, in the list's order: the two first, then the 520.
    expect(rows).toHaveLength(522);
    expect(new Set(rows.map((row) => cell(row, 'loginPhoneNumber'))).size).toBe(522);
    const [first, second] = rows;
    expect(cell(first!, 'loginPhoneNumber')).toBe(`'${tricky.loginPhone}`);
    expect(cell(second!, 'outroFullName')).toBe('Plain Agent');
    // No cell starts a formula; each reads back as stored.
    expect(cell(first!, 'outroFullName')).toBe("'=cmd()");
    expect(cell(first!, 'outroEmail')).toBe("'@x");
    expect(cell(first!, 'outroPhoneNumber')).toMatch(/^'\+33/);
    expect(cell(first!, 'outroWebsite')).toBe("'\tsite");
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    const v = tricky.variables;
    const stored: Record<(typeof PROFILE_CSV_COLUMNS)[number], string> = {
      loginPhoneNumber: tricky.loginPhone,
      name: tricky.companyName,
      outroFullName: v.outroFullName,
      outroPhoneNumber: v.outroPhoneNumber,
      outroEmail: v.outroEmail,
      outroWebsite: v.outroWebsite,
      outroExtraInfo: v.outroExtraInfo,
      designFullName: v.designFullName,
      designPhoneNumber: v.designPhoneNumber,
      designLanguage: v.designLanguage,
      groupConfiguration: '',
      theme: v.theme,
      color_primary: v.color_primary,
      color_secondary: v.color_secondary,
      logoUrl: '',
      photoUrl: '',
    };
    expect(
      Object.fromEntries(PROFILE_CSV_COLUMNS.map((c) => [c, readCell(cell(first!, c))])),
    ).toEqual(stored);

    // The ticked rows only, in French.
    const some = await post(owner, 'export', { selection: { ids: [plainId, trickyId] } }, 'fr');
    const [frHeader, ...frRows] = parse(some.body, { bom: true }) as string[][];
    expect(frHeader).toEqual(PROFILE_CSV_COLUMNS.map((column) => PROFILE_CSV_HEADERS.fr[column]));
    expect(frRows.map((row) => readCell(cell(row, 'outroFullName')))).toEqual([
      '=cmd()',
      'Plain Agent',
    ]);
  });
});
