import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { advanceBilling, paidCustomer } from '../billing-helper';
import { describeEachDb, uniqueEmail } from '../helper';
import { CARDS } from '../payments-helper';
import { member } from './members-helper';

describeEachDb('billing contacts: invoice and billing e-mails in copy (issue 37)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const patch = (id: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PATCH', url: `/v2/users/${id}/invoices`, headers, payload });

  it('are set by the owner or a Billing member, at most 5, and copied on invoices and notices', async () => {
    const paid = await paidCustomer(app, CARDS.success);
    const failing = await paidCustomer(app, CARDS.renewalsFail);
    const billing = await member(app, paid.headers, 'billing');
    const admin = await member(app, paid.headers, 'admin');
    const accountant = uniqueEmail('acct');
    const payroll = uniqueEmail('pay');

    const set = await patch(paid.id, billing.headers, {
      billingContacts: [accountant.toUpperCase(), payroll, accountant],
    });
    expect(set.json()).toEqual({ receiveInvoices: true, billingContacts: [accountant, payroll] });
    const me = await app.inject({ url: '/v2/users/me', headers: paid.headers });
    expect(me.json().billingContacts).toEqual([accountant, payroll]);
    expect((await patch(paid.id, admin.headers, { billingContacts: [] })).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
    const six = Array.from({ length: 6 }, () => uniqueEmail('c'));
    expect((await patch(paid.id, paid.headers, { billingContacts: six })).statusCode).toBe(400);
    const bad = await patch(paid.id, paid.headers, { billingContacts: ['not-an-email'] });
    expect(bad.statusCode).toBe(400);
    const dunning = uniqueEmail('dun');
    expect(
      (await patch(failing.id, failing.headers, { billingContacts: [dunning] })).statusCode,
    ).toBe(200);

    await advanceBilling(app, '32d');
    // What was mailed since the contacts were set (the checkout's receipt came before).
    const subjects = async (to: string) =>
      (await app.outbox.latest(20, to))
        .map((mail) => mail.subject)
        .filter((subject) => !subject?.includes('receipt'))
        .sort();
    // The renewal's invoice, with its PDF, to the owner and each contact.
    const owners = await subjects(paid.email);
    expect(owners.some((subject) => subject?.includes('invoice'))).toBe(true);
    for (const contact of [accountant, payroll]) expect(await subjects(contact)).toEqual(owners);
    const [copy] = await app.outbox.latest(1, accountant);
    expect(copy!.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);
    // The failed renewal's notice, to the owner and the contact.
    const notices = await subjects(failing.email);
    expect(notices.length).toBeGreaterThan(0);
    expect(await subjects(dunning)).toEqual(notices);
  });
});
