import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { customer } from '../profiles-helper';

describeEachDb('billing: the invoice e-mail setting', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('stores the "receive invoices by e-mail" setting; another account’s id is 404', async () => {
    const owner = await customer(app, 5);
    const other = await customer(app, 5);
    const patch = (id: string, payload: Record<string, unknown>, headers = owner.headers) =>
      app.inject({ method: 'PATCH', url: `/v2/users/${id}/invoices`, headers, payload });

    const off = await patch(owner.id, { receiveInvoices: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ receiveInvoices: false, billingContacts: [] });
    const me = await app.inject({ method: 'GET', url: '/v2/users/me', headers: owner.headers });
    expect(me.json().receiveInvoices).toBe(false);

    expect((await patch(other.id, { receiveInvoices: false })).statusCode).toBe(404);
    const untouched = await app.inject({
      method: 'GET',
      url: '/v2/users/me',
      headers: other.headers,
    });
    expect(untouched.json().receiveInvoices).toBe(true);

    const bad = await patch(owner.id, { receiveInvoices: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${owner.id}/invoices`,
      payload: { receiveInvoices: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens a billing-portal link for the signed-in account only, back to a web address', async () => {
    const owner = await customer(app, 5);
    const open = (
      payload: Record<string, unknown>,
      headers: Record<string, string> = owner.headers,
    ) => app.inject({ method: 'POST', url: '/payments/portal/session', headers, payload });

    const res = await open({ returnUrl: 'http://localhost:3000/#/additional-info?billing=true' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.pathname).toBe('/payments/portal');
    const token = url.searchParams.get('session');
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Only the token's hash is kept.
    const stored = await ctx
      .db()
      .query<{ token_hash: string; account_id: string }>(
        'SELECT token_hash, account_id FROM billing_portal_sessions WHERE account_id = $1',
        [owner.id],
      );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    expect((await open({ returnUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await open({})).statusCode).toBe(400);
    expect((await open({ returnUrl: 'http://localhost:3000/' }, {})).statusCode).toBe(401);
  });
});
