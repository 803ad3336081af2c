import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { paidCustomer } from '../billing-helper';
import { CARDS } from '../payments-helper';

/**
 * A password reset or change ends every bearer capability of the account, not only its logins:
 * a billing-portal link or a webview handoff code made before it stops working too.
 */
describeEachDb('a new password ends every bearer capability', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({ publicUrl: 'http://portal.test' });
  });

  type Customer = Awaited<ReturnType<typeof paidCustomer>>;

  /** What a thief holding the customer's tokens would have kept: a portal link and a handoff code. */
  async function capabilitiesOf(customer: Customer) {
    const portal = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: customer.headers,
      payload: { returnUrl: 'http://portal.test/#/additional-info?billing=true' },
    });
    expect(portal.statusCode).toBe(200);
    const handoff = await app.inject({
      method: 'POST',
      url: '/v2/auth/handoff',
      headers: customer.headers,
    });
    expect(handoff.statusCode).toBe(200);
    const link = new URL(portal.json().url as string);
    return { portalPath: link.pathname + link.search, handoffCode: handoff.json().code as string };
  }
  const openPortal = (path: string) => app.inject({ method: 'GET', url: path });
  const exchange = (code: string) =>
    app.inject({ method: 'POST', url: '/v2/auth/handoff/exchange', payload: { code } });

  /** The portal page as an expired or made-up link shows it. */
  async function expiredPortalPage() {
    const res = await openPortal('/payments/portal?session=expired-or-made-up');
    expect(res.statusCode).toBe(404);
    return res.body;
  }

  async function expectEnded(capabilities: Awaited<ReturnType<typeof capabilitiesOf>>) {
    const page = await openPortal(capabilities.portalPath);
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(await expiredPortalPage());
    const exchanged = await exchange(capabilities.handoffCode);
    expect(exchanged.statusCode).toBe(400);
    expect(exchanged.json().code).toBe('HANDOFF_INVALID');
  }

  async function expectAlive(capabilities: Awaited<ReturnType<typeof capabilitiesOf>>) {
    expect((await openPortal(capabilities.portalPath)).statusCode).toBe(200);
    expect((await exchange(capabilities.handoffCode)).statusCode).toBe(200);
  }

  it('a reset through a recovery link ends the portal links and handoff codes made before it', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const bystander = await paidCustomer(app, CARDS.success);
    const before = await capabilitiesOf(customer);
    const theirs = await capabilitiesOf(bystander);

    const token = await app.signInRepository.createRecoveryToken(customer.id, 3600);
    const reset = await app.inject({
      method: 'POST',
      url: '/v2/auth/recovery',
      payload: { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(reset.statusCode).toBe(200);

    await expectEnded(before);
    // Another account's links are none of this reset's business.
    await expectAlive(theirs);
  });

  it('a password change ends them too, and keeps the caller signed in', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const bystander = await paidCustomer(app, CARDS.success);
    const before = await capabilitiesOf(customer);
    const theirs = await capabilitiesOf(bystander);

    const changed = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${customer.id}/password`,
      headers: customer.headers,
      payload: { currentPassword: customer.password, newPassword: 'brand-new-2' },
    });
    expect(changed.statusCode).toBe(200);

    await expectEnded(before);
    await expectAlive(theirs);
    // The caller's own session goes on, and new links work again.
    expect((await app.inject({ url: '/v2/users/me', headers: customer.headers })).statusCode).toBe(
      200,
    );
    await expectAlive(await capabilitiesOf(customer));
  });
});
