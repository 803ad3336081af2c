import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import type { ProfileRecord } from '../../src/profiles/profiles-repository';
import { describeEachDb } from '../helper';
import { customer, dataUrl, picture, profilePayload, uniquePhone } from '../profiles-helper';

type Row = {
  id: string;
  loginName: string;
  createdAt: string;
  pictureUrl: string | null;
  logoUrl: string | null;
  companies: Array<{ configuration: { variables: Record<string, unknown> } }>;
};

function record(overrides: Partial<ProfileRecord> & { fullName?: string; email?: string } = {}) {
  const { fullName = 'Jane Agent', email = 'jane@harbour.example', ...rest } = overrides;
  const phone = uniquePhone();
  return {
    loginName: 'Jane',
    loginPhone: phone,
    companyName: 'Harbour Homes',
    groupConfiguration: '',
    logoId: null,
    photoId: null,
    introId: null,
    variables: {
      ...profilePayload().variables,
      theme: 'dark',
      color_primary: '#112233',
      color_secondary: '#FFD200',
      outroFullName: fullName,
      outroPhoneNumber: phone,
      outroEmail: email,
      outroWebsite: '',
      outroExtraInfo: '',
      designFullName: fullName,
      designPhoneNumber: phone,
      designLanguage: 'en',
      specialRequest: '',
      noLogo: true,
      noIntro: true,
      noPicAgent: true,
      noPicAgentOutro: true,
      useDefaultLogo: false,
      useDefaultIntro: false,
    },
    ...rest,
  } as ProfileRecord;
}

const nextLink = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];

describeEachDb('profiles list', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  /** `count` profiles of the account; those of one call share one created_at (one transaction). */
  const seed = (accountId: string, records: ProfileRecord[]) =>
    ctx
      .db()
      .transaction(async (tx) =>
        Promise.all(records.map((r) => app.profilesRepository.insert(accountId, r, tx))),
      );

  const get = (headers: Record<string, string>, url: string) =>
    app.inject({ method: 'GET', url, headers });

  /** Follows the Link headers from `url` to the last page; each page is fetched after `between`. */
  async function walk(
    headers: Record<string, string>,
    url: string,
    between: (page: number) => Promise<void> = async () => undefined,
  ) {
    const ids: string[] = [];
    let next: string | undefined = url;
    for (let page = 0; next; page++) {
      const res = await get(headers, next);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(...(res.json() as Row[]).map((r) => r.id));
      next = nextLink(res.headers.link as string | undefined);
      await between(page);
    }
    return ids;
  }

  it('answers pages in (created_at, id) order with X-Total-Count and a Link to the next page only', async () => {
    const owner = await customer(app, 50);
    await seed(owner.id, [record(), record(), record()]); // one created_at for three
    await seed(owner.id, [record(), record()]);
    await seed(owner.id, [record(), record()]);

    const first = await get(owner.headers, '/v2/users/me/users?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('7');
    expect(first.json()).toHaveLength(3);
    expect(nextLink(first.headers.link as string)).toMatch(
      /^\/v2\/users\/me\/users\?limit=3&cursor=[^&]+$/,
    );

    // A later page does not count again: the client keeps the first page's total.
    const second = await get(owner.headers, nextLink(first.headers.link as string)!);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toHaveLength(3);
    expect(second.headers['x-total-count']).toBeUndefined();

    const ids = await walk(owner.headers, '/v2/users/me/users?limit=3');
    const all = (await get(owner.headers, '/v2/users/me/users?limit=200')).json() as Row[];
    expect(all).toHaveLength(7);
    expect(ids).toEqual(all.map((r) => r.id));
    const keys = all.map((r) => `${r.createdAt} ${r.id}`);
    expect(keys).toEqual([...keys].sort());

    // The last page has no Link; a client that sends no limit gets 50 and the same order.
    const last = await get(owner.headers, '/v2/users/me/users?limit=7');
    expect(last.headers.link).toBeUndefined();
    const plain = await get(owner.headers, '/v2/users/me/users');
    expect((plain.json() as Row[]).map((r) => r.id)).toEqual(ids);
    expect(plain.headers.link).toBeUndefined();
  });

  it("counts on each search's first page: right after a profile is added or deleted", async () => {
    const owner = await customer(app, 10);
    await seed(owner.id, [record(), record({ fullName: 'Ada Lovelace' })]);
    const totals = async () =>
      Promise.all(
        ['/v2/users/me/users?limit=1', '/v2/users/me/users?limit=1&q=lovelace'].map(
          async (url) => (await get(owner.headers, url)).headers['x-total-count'],
        ),
      );
    expect(await totals()).toEqual(['2', '1']);

    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ outroFullName: 'Ada Byron' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await totals()).toEqual(['3', '1']);

    const { userId } = created.json() as { userId: string };
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${userId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await totals()).toEqual(['2', '1']);
  });

  it('never skips nor repeats a row while rows are inserted and deleted between pages', async () => {
    const owner = await customer(app, 60);
    for (let i = 0; i < 4; i++) await seed(owner.id, [record(), record(), record()]);
    const before = ((await get(owner.headers, '/v2/users/me/users')).json() as Row[]).map(
      (r) => r.id,
    );
    const deleted = new Set<string>();
    const ids = await walk(owner.headers, '/v2/users/me/users?limit=2', async (page) => {
      // Delete the last row seen and one not seen yet, and add a new one (it comes last).
      const seen = before[page * 2 + 1]!;
      const ahead = before[before.length - 1 - page]!;
      for (const id of [seen, ahead]) {
        deleted.add(id);
        await app.profilesRepository.delete(id, ctx.db());
      }
      await seed(owner.id, [record()]);
    });
    const kept = before.filter((id) => !deleted.has(id) || ids.includes(id));
    // Every row that lived through the walk is there once, in order; new rows may follow.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, kept.length).filter((id) => before.includes(id))).toEqual(
      kept.filter((id) => ids.includes(id)),
    );
    for (const id of before) if (!deleted.has(id)) expect(ids).toContain(id);

    // Concurrently: pages fetched while other requests insert and delete.
    const walking = walk(owner.headers, '/v2/users/me/users?limit=3');
    const churn = (async () => {
      for (let i = 0; i < 5; i++) {
        const [id] = await seed(owner.id, [record()]);
        await app.profilesRepository.delete(id!, ctx.db());
      }
    })();
    const [seen] = await Promise.all([walking, churn]);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) if (!deleted.has(id)) expect(seen).toContain(id);
  });

  it('refuses a limit over 200, a limit of 0 and a garbage cursor with 400 {message}', async () => {
    const owner = await customer(app, 1);
    for (const query of [
      'limit=201',
      'limit=0',
      'limit=abc',
      'cursor=garbage',
      `cursor=${Buffer.from('2026-01-01|nope').toString('base64url')}`,
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
      `cursor=${Buffer.from('2026-13-45T99:99:99.000000Z|0b1c6c38-6f7e-4d3c-9a0e-1f2a3b4c5d6e').toString('base64url')}`,
      `cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|a\u0000').toString('base64url')}`,
    ]) {
      const res = await get(owner.headers, `/v2/users/me/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await get(owner.headers, '/v2/users/me/users?limit=200')).statusCode).toBe(200);
  });

  it('refuses a cursor of an instant the database cannot hold (year 0000) with 400 {message} (item 6)', async () => {
    const owner = await customer(app, 1);
    const cursor = Buffer.from(
      '0000-01-01T00:00:00.000000Z|0b1c6c38-6f7e-4d3c-9a0e-1f2a3b4c5d6e',
    ).toString('base64url');
    const res = await get(owner.headers, `/v2/users/me/users?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
  });

  it('searches name, login name, e-mail and phone, case-insensitively, with % and _ taken literally', async () => {
    const owner = await customer(app, 20);
    const other = await customer(app, 5);
    const [ada, bob, pct, under] = [
      record({ loginName: 'adal', fullName: 'Ada Lovelace', email: 'ada@engine.example' }),
      record({ loginName: 'Bobby', fullName: 'Robert Smith', email: 'BOB@Smith.example' }),
      record({ loginName: 'pct', fullName: 'Fifty% Realty', email: 'p@x.example' }),
      record({ loginName: 'und', fullName: 'Under_score', email: 'u@x.example' }),
    ];
    bob!.loginPhone = '+1 415 555 0199';
    const [adaId, bobId, pctId, underId] = await seed(owner.id, [ada!, bob!, pct!, under!]);
    await seed(other.id, [record({ fullName: 'Ada Elsewhere', email: 'ada@other.example' })]);

    const search = async (q: string) => {
      const res = await get(owner.headers, `/v2/users/me/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      const ids = (res.json() as Row[]).map((r) => r.id);
      expect(res.headers['x-total-count'], q).toBe(String(ids.length));
      return ids.sort();
    };
    expect(await search('LOVELACE')).toEqual([adaId]);
    expect(await search('  ada  ')).toEqual([adaId]);
    expect(await search('bobby')).toEqual([bobId]);
    expect(await search('smith.EXAMPLE')).toEqual([bobId]);
    expect(await search('+1 415 555')).toEqual([bobId]);
    expect(await search('1415555')).toEqual([bobId]);
    expect(await search('555 0199')).toEqual([bobId]);
    expect(await search('%')).toEqual([pctId]);
    expect(await search('_')).toEqual([underId]);
    expect(await search('nobody')).toEqual([]);
    expect((await search('')).length).toBe(4);

    // The Link of a search keeps its q.
    const page = await get(owner.headers, '/v2/users/me/users?limit=1&q=x.example');
    expect(page.headers['x-total-count']).toBe('2');
    const next = nextLink(page.headers.link as string)!;
    expect(next).toContain('q=x.example');
    const rest = await get(owner.headers, next);
    expect((rest.json() as Row[]).map((r) => r.id)).toEqual(
      [pctId, underId].filter((id) => id !== (page.json() as Row[])[0]!.id),
    );
  });

  it('gives each row its picture and logo URLs, which answer the image, null when absent', async () => {
    const owner = await customer(app, 5);
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({
        noLogo: false,
        noPicAgent: false,
        outroLogoBase64: dataUrl(await picture(320, 320)),
        designLogoBase64: dataUrl(await picture(320, 320)),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    await seed(owner.id, [record()]);

    const rows = (await get(owner.headers, '/v2/users/me/users')).json() as Row[];
    const [withPictures, without] = rows;
    const variables = withPictures!.companies[0]!.configuration.variables;
    for (const [url, id] of [
      [withPictures!.pictureUrl, variables.agentOutroPictureId],
      [withPictures!.logoUrl, variables.logoId],
    ] as const) {
      const asked = await get(owner.headers, `/v2/resources/assets/${id}?noRedirect=true`);
      expect(url).toBe(asked.json().url);
      const content = await app.inject({ method: 'GET', url: url! });
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toMatch(/^image\//);
    }
    expect(without).toMatchObject({ pictureUrl: null, logoUrl: null });
  });

  it("answers one profile as its list row by id; another account's or an unknown id is 404", async () => {
    const owner = await customer(app, 5);
    const other = await customer(app, 5);
    await seed(owner.id, [record({ fullName: 'Solo Agent' })]);
    const [row] = (await get(owner.headers, '/v2/users/me/users')).json() as Row[];

    const one = await get(owner.headers, `/v2/companies/${row!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual(row);

    for (const [headers, id] of [
      [other.headers, row!.id],
      [owner.headers, '00000000-0000-4000-8000-000000000000'],
      [owner.headers, 'not-an-id'],
    ] as const) {
      const refused = await get(headers, `/v2/companies/${id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toHaveProperty('message');
    }
  });

  it('exposes X-Total-Count and Link to cross-origin pages', async () => {
    const origin = 'https://portal.example';
    const cors = await ctx.buildTestApp({ corsOrigins: [origin] });
    const owner = await customer(cors, 1);
    const res = await cors.inject({
      method: 'GET',
      url: '/v2/users/me/users',
      headers: { ...owner.headers, origin },
    });
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('x-total-count');
    expect(exposed).toContain('link');
  });

  it('answers a page with the same few SQL statements whatever its size', async () => {
    const owner = await customer(app, 40);
    await seed(
      owner.id,
      Array.from({ length: 30 }, () => record()),
    );
    const db = ctx.db();
    const statements = async (url: string) => {
      const query = vi.spyOn(db, 'query');
      const one = vi.spyOn(db, 'one');
      try {
        expect((await get(owner.headers, url)).statusCode).toBe(200);
        return query.mock.calls.length + one.mock.calls.length;
      } finally {
        query.mockRestore();
        one.mockRestore();
      }
    };
    // The app's background jobs (outbox, billing, activity) query the same database object at
    // their own times and only ever add calls: the fewest of three tries is the page's own count.
    const fewest = async (url: string) =>
      Math.min(await statements(url), await statements(url), await statements(url));
    const small = await fewest('/v2/users/me/users?limit=2');
    const large = await fewest('/v2/users/me/users?limit=30');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
  });

  it('documents the query, the headers and the row fields in OpenAPI', async () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const op = doc.paths['/v2/users/me/users']!.get! as {
      parameters: Array<{ name: string; in: string }>;
      responses: Record<string, { headers?: Record<string, unknown>; content: unknown }>;
    };
    expect(op.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'cursor', 'q']),
    );
    expect(Object.keys(op.responses['200']!.headers ?? {})).toEqual(
      expect.arrayContaining(['X-Total-Count', 'Link']),
    );
    expect(JSON.stringify(op.responses['200']!.content)).toContain('pictureUrl');
  });
});
