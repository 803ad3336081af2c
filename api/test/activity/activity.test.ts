import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZActivityPage } from '@portal/shared/api/activity';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { RETENTION_JOB } from '../../src/activity/activity';
import { redactChanges } from '../../src/activity/redact';
import { advanceBilling, paidCustomer } from '../billing-helper';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { CARDS } from '../payments-helper';
import { customer, profilePayload } from '../profiles-helper';

type Customer = Awaited<ReturnType<typeof customer>>;

const DAY = 24 * 3600 * 1000;
const owner = (email: string) =>
  ({ kind: 'member', memberId: 'owner', email, name: 'Ada Lovelace', role: 'owner' }) as const;

describeEachDb('activity log', (ctx) => {
  let app: FastifyInstance;
  let a: Customer;
  let b: Customer;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    a = await customer(app, 5);
    b = await customer(app, 5);
  });

  const page = async (who: Customer, query = '') => {
    const res = await app.inject({ url: `/v2/activity${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return ZActivityPage.parse(res.json());
  };

  it('records a write with who, what, target, changes, address and device', async () => {
    // The office's profiles share a company: each is named by its agent.
    const agent = {
      name: 'Harbour Homes',
      outroFullName: 'Noor Haddad',
      designFullName: 'Noor H.',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: { ...a.headers, 'user-agent': 'Mozilla/5.0 (Macintosh; Mac OS X 14) Chrome/130.0' },
      payload: profilePayload(agent),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().userId as string;
    const edited = await app.inject({
      method: 'PUT',
      url: `/v2/companies/${id}`,
      headers: a.headers,
      payload: profilePayload({ ...agent, name: 'Quay Homes' }),
    });
    expect(edited.statusCode, edited.body).toBe(204);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${id}`,
      headers: a.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [remove, update, create] = (await page(a)).events;
    expect(create).toMatchObject({
      action: 'profile.created',
      actor: owner(a.email),
      target: { type: 'profile', id, label: 'Noor Haddad' },
      device: 'Chrome on macOS',
      ip: '127.0.0.1',
    });
    expect(update).toMatchObject({
      action: 'profile.updated',
      target: { id, label: 'Noor Haddad' },
      changes: { companyName: { before: 'Harbour Homes', after: 'Quay Homes' } },
    });
    expect(remove).toMatchObject({
      action: 'profile.deleted',
      target: { type: 'profile', id, label: 'Noor Haddad' },
    });
  });

  it('names the member who did it: their e-mail, name and role', async () => {
    const email = uniqueEmail('member');
    const invited = await app.inject({
      method: 'POST',
      url: '/v2/members/invitations',
      headers: a.headers,
      payload: { email, role: 'admin' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await app.outbox.latest(1, email);
    const token = /token=([\w-]+)/.exec(mail!.text)![1];
    // As a browser sends it: an answer this size leaves compressed, and is still recorded.
    const joined = await app.inject({
      method: 'POST',
      url: `/v2/member-invitations/${token}`,
      headers: { 'accept-encoding': 'br' },
      payload: { firstName: 'Grace', lastName: 'Hopper', password: 'compiler-1952' },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.headers['content-encoding']).toBe('br');
    const session = JSON.parse(
      brotliDecompressSync(joined.rawPayload).toString(),
    ) as TLoginResponse;
    const memberId = session.user.member!.id;
    const member = {
      kind: 'member',
      memberId,
      email,
      name: 'Grace Hopper',
      role: 'admin',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: { authorization: `Bearer ${session.token}` },
      payload: profilePayload(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [create, join] = (await page(a)).events;
    expect(join).toMatchObject({ action: 'member.joined', actor: member });
    expect(create).toMatchObject({ action: 'profile.created', actor: member });
    expect((await page(a, `?actor=${memberId}`)).events).toHaveLength(2);
    // A wrong password for the member's e-mail: a failed sign-in in the account they belong to.
    expect((await login(app, email, 'not-hers-at-all-1')).statusCode).toBe(401);
    expect((await page(a)).events[0]).toMatchObject({
      action: 'auth.signInFailed',
      actor: { memberId, email, role: 'admin' },
    });
  });

  it('records sign-ins and failed sign-ins of a known e-mail, never the password', async () => {
    const wrong = await login(app, a.email, 'not-the-password-9');
    expect(wrong.statusCode).toBe(401);
    expect((await login(app, a.email, a.password)).statusCode).toBe(200);
    const [signedIn, failed] = (await page(a)).events;
    expect(failed).toMatchObject({
      action: 'auth.signInFailed',
      actor: { memberId: 'owner', email: a.email },
    });
    expect(signedIn).toMatchObject({ action: 'auth.signedIn', actor: owner(a.email) });
    const rows = await ctx
      .db()
      .query(`SELECT * FROM activity_events WHERE account_id = $1`, [a.id]);
    expect(JSON.stringify(rows)).not.toContain('not-the-password-9');
    expect(JSON.stringify(rows)).not.toContain(a.password);
  });

  it('names the billing contacts’ change as such, with before and after', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${a.id}/invoices`,
      headers: a.headers,
      payload: { billingContacts: ['books@example.com'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(a)).events[0]).toMatchObject({
      action: 'billing.contactsChanged',
      changes: { billingContacts: { before: [], after: ['books@example.com'] } },
    });
  });

  it('is append-only at the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const db = ctx.db();
    await expect(db.query(`UPDATE activity_events SET action = 'other'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.query(`DELETE FROM activity_events WHERE account_id = $1`, [a.id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query(`TRUNCATE activity_events`)).rejects.toThrow(/append-only/);
    // Even with the retention's setting, a recent row stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('activity.retention', 'on', true)`);
        await tx.query(`DELETE FROM activity_events WHERE account_id = $1`, [a.id]);
      }),
    ).rejects.toThrow(/append-only/);
  });

  it('keeps 365 days: the retention job removes only what is older', async () => {
    const c = await customer(app, 1);
    const at = (days: number) => new Date(Date.now() - days * DAY);
    for (const days of [400, 366, 364, 1])
      await app.activity.record({
        accountId: c.id,
        actor: { kind: 'system', memberId: null, email: null, name: null, role: null },
        action: 'billing.renewed',
        at: at(days),
      });
    // The daily job of any replica (the durable jobs' worker runs it).
    const jobId = await app.jobs.enqueue({ kind: RETENTION_JOB, payload: null, key: 'test-day' });
    app.jobs.wake();
    const job = await app.jobs.wait(jobId, 20_000);
    expect(job).toMatchObject({ status: 'done' });
    expect((job!.result as { removed: number }).removed).toBeGreaterThanOrEqual(2);
    const kept = (await page(c, '?action=billing.renewed')).events.map((e) =>
      Math.round((Date.now() - Date.parse(e.at)) / DAY),
    );
    expect(kept).toEqual([1, 364]);
  });

  it('pages newest first by cursor, with filters, and never shows another account', async () => {
    const c = await customer(app, 1);
    const base = Date.now() - 10 * DAY;
    const actors = ['owner', 'system'] as const;
    for (let i = 0; i < 7; i++)
      await app.activity.record({
        accountId: c.id,
        actor:
          actors[i % 2] === 'owner'
            ? owner(c.email)
            : { kind: 'system', memberId: null, email: null, name: null, role: null },
        action: i % 2 ? 'billing.renewed' : 'brandKit.updated',
        // Two events at the same instant: the id orders them.
        at: new Date(base + Math.min(i, 5) * DAY),
      });
    const seen: string[] = [];
    let cursor: string | null = '';
    const times: string[] = [];
    while (cursor !== null) {
      const p = await page(
        c,
        `?limit=3&to=${new Date(base + 6 * DAY).toISOString()}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...p.events.map((e) => e.id));
      times.push(...p.events.map((e) => e.at));
      cursor = p.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await page(c, '?actor=system')).events).toHaveLength(3);
    expect((await page(c, '?action=brandKit.updated&actor=owner')).events).toHaveLength(4);
    const range = await page(
      c,
      `?from=${new Date(base + 2 * DAY).toISOString()}&to=${new Date(base + 3 * DAY).toISOString()}`,
    );
    expect(range.events).toHaveLength(2);
    // Another account's events: never listed nor exported, whatever the filters.
    const other = await page(b, `?actor=owner&from=${new Date(base - 1).toISOString()}`);
    expect(other.events.some((e) => seen.includes(e.id))).toBe(false);
    const csv = await app.inject({ url: '/v2/activity/export.csv', headers: b.headers });
    expect(csv.body).not.toContain(c.email);
    for (const bad of ['?cursor=nonsense', '?limit=500', '?from=yesterday', '?action=nothing'])
      expect((await app.inject({ url: `/v2/activity${bad}`, headers: c.headers })).statusCode).toBe(
        400,
      );
  });

  it('exports CSV with a BOM, headers in the language, formulas defused', async () => {
    const c = await customer(app, 1);
    await app.activity.record({
      accountId: c.id,
      actor: { ...owner(c.email), name: '=HYPERLINK("http://evil")' },
      action: 'brandKit.updated',
    });
    const res = await app.inject({
      url: '/v2/activity/export.csv?action=brandKit.updated',
      headers: { ...c.headers, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFDate et heure,Personne,Adresse e-mail')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // The action in French for people, its id in a column of its own for machines.
    const [header, row] = parse(res.body.slice(1)) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(header!.slice(4, 6)).toEqual(['Opération', 'Code de l’opération']);
    expect(cell('Opération')).toBe('A modifié le kit de marque');
    expect(cell('Code de l’opération')).toBe('brandKit.updated');
  });

  it('never stores a password, code, token or card number planted in a request or its changes', async () => {
    const c = await customer(app, 1);
    const secrets = ['S3cret-pass-77', '4242424242424242', '481516', 'tok_live_abcdef123456'];
    // A settings write whose body carries a password: only that it happened is kept.
    const res = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${c.id}/password`,
      headers: c.headers,
      payload: { currentPassword: c.password, newPassword: secrets[0] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await app.activity.record({
      accountId: c.id,
      actor: owner(c.email),
      action: 'settings.updated',
      changes: {
        password: { before: 'x', after: secrets[0] },
        note: { before: null, after: `card ${secrets[1]}` },
        nested: {
          before: null,
          after: { verificationCode: secrets[2], refreshToken: secrets[3], kept: 'yes' },
        },
        cardNumber: { before: null, after: secrets[1] },
      },
    });
    // A card number typed into a profile's text: the profile keeps it, its change in the log not.
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: c.headers,
      payload: profilePayload(),
    });
    const edited = await app.inject({
      method: 'PUT',
      url: `/v2/companies/${created.json().userId}`,
      headers: c.headers,
      payload: profilePayload({ outroExtraInfo: `Card 4242 4242 4242 4242`, name: 'Kept Homes' }),
    });
    expect(edited.statusCode, edited.body).toBe(204);
    const rows = await ctx
      .db()
      .query(`SELECT * FROM activity_events WHERE account_id = $1`, [c.id]);
    const text = JSON.stringify(rows);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('"kept":"yes"');
    expect(text).toContain('Kept Homes');
    expect(text).not.toContain('4242 4242');
    expect(rows.map((r) => (r as { action: string }).action)).toContain('settings.passwordChanged');
  });

  // Last: the billing clock moves a month for the whole database.
  it('records a renewal as the system’s', async () => {
    const paid = await paidCustomer(app, CARDS.success);
    expect((await advanceBilling(app, '32d')).error).toBeNull();
    const renewed = await page(paid as unknown as Customer, '?actor=system');
    expect(renewed.events).toHaveLength(1);
    expect(renewed.events[0]).toMatchObject({
      action: 'billing.renewed',
      actor: { kind: 'system', memberId: null, email: null, role: null },
      target: { type: 'invoice' },
    });
  });
});

describe('redaction', () => {
  it('keeps phone numbers and ordinary fields', () => {
    expect(
      redactChanges({
        phone: { before: '+44 20 7946 0000', after: '+1 415 555 0100' },
        theme: { before: 'a', after: 'b' },
      }),
    ).toEqual({
      phone: { before: '+44 20 7946 0000', after: '+1 415 555 0100' },
      theme: { before: 'a', after: 'b' },
    });
  });
});
