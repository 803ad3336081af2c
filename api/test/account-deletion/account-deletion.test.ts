import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { MEMBER_PASSWORD, member } from '../members/members-helper';
import { customer } from '../profiles-helper';
import { enableTotp, testClock, totpCode } from '../second-factor/second-factor-helper';
import { PURGE_JOB_KIND } from '../../src/account-deletion/purge-job';
import { fetchConfiguration, signInAgent } from '../app-helper';
import { fullCustomer, identifiersOf, tracesIn } from './deletion-helper';

const DAY_MS = 24 * 3600_000;

describeEachDb('deleting the account (issue 39)', (ctx) => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await ctx.buildTestApp({}, { now: clock.now });
  });

  const requestDeletion = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/v2/account-deletion', headers, payload });

  /** The newest of this person's mails with this subject (asserted to exist). */
  async function mailTo(to: string, subject: string) {
    const mails = await app.outbox.latest(10, to);
    const mail = mails.find((m) => m.subject === subject);
    expect(mail, `${to}: ${mails.map((m) => m.subject).join(' | ')}`).toBeDefined();
    return mail!;
  }

  describe('who and with what proof', () => {
    it('is the owner’s only: a member of any role is refused', async () => {
      const owner = await customer(app, 2);
      for (const role of ['admin', 'billing', 'viewer'] as const) {
        const person = await member(app, owner.headers, role);
        const res = await requestDeletion(person.headers, {
          password: MEMBER_PASSWORD,
          confirmation: owner.email,
        });
        expect(res.statusCode, role).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
      // Still there: the owner signs in.
      expect((await login(app, owner.email, owner.password)).statusCode).toBe(200);
    });

    it('asks for the password and the account’s e-mail typed out', async () => {
      const owner = await customer(app, 2);
      const wrongPassword = await requestDeletion(owner.headers, {
        password: 'not-the-password',
        confirmation: owner.email,
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toMatchObject({ code: 'PASSWORD_WRONG' });
      expect(wrongPassword.json().fields).toHaveProperty('password');

      const wrongWord = await requestDeletion(owner.headers, {
        password: owner.password,
        confirmation: 'delete',
      });
      expect(wrongWord.statusCode).toBe(400);
      expect(wrongWord.json()).toMatchObject({ code: 'DELETION_CONFIRMATION_WRONG' });
      expect(wrongWord.json().fields).toHaveProperty('confirmation');
      // Nothing happened: the session still works.
      const me = await app.inject({ method: 'GET', url: '/v2/users/me', headers: owner.headers });
      expect(me.statusCode).toBe(200);
    });

    it('asks for the authenticator app’s code when the owner has one', async () => {
      const owner = await customer(app, 2);
      const { secret } = await enableTotp(app, owner.headers, clock);
      const needs = await app.inject({
        method: 'GET',
        url: '/v2/account-deletion',
        headers: owner.headers,
      });
      expect(needs.json()).toEqual({ codeRequired: true });
      const body = { password: owner.password, confirmation: ` ${owner.email.toUpperCase()} ` };
      const without = await requestDeletion(owner.headers, body);
      expect(without.statusCode).toBe(400);
      expect(without.json()).toMatchObject({ code: 'SECOND_FACTOR_PROOF_REQUIRED' });
      const wrong = await requestDeletion(owner.headers, { ...body, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_CODE_WRONG' });
      const right = await requestDeletion(owner.headers, {
        ...body,
        code: totpCode(secret, clock.next()),
      });
      expect(right.statusCode, right.body).toBe(200);
      const purgeAfter = Date.parse(right.json().purgeAfter);
      expect(purgeAfter).toBeGreaterThan(Date.now() + 14 * DAY_MS - 60_000);
      expect(purgeAfter).toBeLessThan(Date.now() + 14 * DAY_MS + 60_000);
    });
  });

  it('at once: subscription cancelled, every session ended, sign-in refused but the owner’s undo; the undo restores the account', async () => {
    const c = await fullCustomer(app);
    // A billing contact and the billing details' e-mail get the e-mails in copy.
    const accountant = uniqueEmail('acct');
    const billingEmail = uniqueEmail('bill');
    await app.inject({
      method: 'PATCH',
      url: `/v2/users/${c.id}/invoices`,
      headers: c.headers,
      payload: { billingContacts: [accountant] },
    });
    await ctx
      .db()
      .query('UPDATE billing_customers SET billing_email = $2 WHERE account_id = $1', [
        c.id,
        billingEmail,
      ]);
    const res = await requestDeletion(c.headers, { password: c.password, confirmation: c.email });
    expect(res.statusCode, res.body).toBe(200);

    // At once, an e-mail: the date of the erasure, what goes then, and the undo by signing in.
    const erasedOn = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(res.json().purgeAfter));
    for (const to of [c.email, accountant, billingEmail]) {
      // The helper's data export may finish and mail at any moment: the deletion's mail is sought.
      const mail = await mailTo(to, `Your Property Video account will be deleted on ${erasedOn}`);
      expect(mail!.text).toContain('the subscription is cancelled (without refund)');
      expect(mail!.text).toContain(`On ${erasedOn} its data is erased for good`);
      expect(mail!.text).toContain(`The owner signing in before ${erasedOn} is offered to restore`);
      expect(mail!.text).toContain('/#/login');
    }

    // The owner's, the member's and the agent's sessions are over.
    const me = await app.inject({ method: 'GET', url: '/v2/users/me', headers: c.headers });
    expect(me.statusCode).toBe(401);
    const teammate = await app.inject({
      method: 'GET',
      url: '/v2/users/me',
      headers: c.teammate.headers,
    });
    expect(teammate.statusCode).toBe(401);
    const appCall = await fetchConfiguration(app, c.agentSession.headers);
    expect(appCall.statusCode).toBe(403);
    expect(appCall.json().code).toBe('APP_DEACTIVATED');
    // The app cannot sign in again.
    await expect(signInAgent(app, c.agent.phone)).rejects.toThrow();

    // The subscription is cancelled (no refund: no credit, no refund charge).
    const subs = await ctx
      .db()
      .query<{ status: string }>('SELECT status FROM billing_subscriptions WHERE account_id = $1', [
        c.id,
      ]);
    expect(subs.map((s) => s.status)).toEqual(['CANCELED']);

    // The member's sign-in is refused; the owner's is offered the undo.
    const memberLogin = await login(app, c.teammate.email, MEMBER_PASSWORD);
    expect(memberLogin.statusCode).toBe(403);
    const ownerLogin = await login(app, c.email, c.password);
    expect(ownerLogin.statusCode).toBe(403);
    expect(ownerLogin.json()).toMatchObject({
      code: 'ACCOUNT_DELETION_PENDING',
      restore: { token: expect.any(String), purgeAfter: res.json().purgeAfter },
    });
    expect(ownerLogin.json()).not.toHaveProperty('token');
    const wrongPassword = await login(app, c.email, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).not.toHaveProperty('restore');

    const restored = await app.inject({
      method: 'POST',
      url: '/v2/account-deletion/restore',
      payload: { token: ownerLogin.json().restore.token },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().user.email).toBe(c.email);
    // The restore is e-mailed too: nothing erased, the subscription still cancelled.
    for (const to of [c.email, accountant, billingEmail]) {
      const mail = await mailTo(to, 'Your Property Video account was restored');
      expect(mail!.text).toContain('nothing will be erased');
      expect(mail!.text).toContain('The subscription stays cancelled');
    }
    // Once only; then signing in works again and nothing is purged.
    const again = await app.inject({
      method: 'POST',
      url: '/v2/account-deletion/restore',
      payload: { token: ownerLogin.json().restore.token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ACCOUNT_RESTORE_INVALID');
    expect((await login(app, c.email, c.password)).statusCode).toBe(200);
    const jobs = await ctx
      .db()
      .query(`SELECT 1 FROM jobs WHERE kind = $1 AND payload ->> 'accountId' = $2`, [
        PURGE_JOB_KIND,
        c.id,
      ]);
    expect(jobs).toHaveLength(0);
  });

  it('after the window: every table holds nothing of the account but its invoices, reduced; the purge done again changes nothing', async () => {
    const c = await fullCustomer(app);
    // The round's other tables hold rows of the account too (when their routes answer).
    console.info('other records of the account:', c.extras.join(', '));
    await app.jobs.idle();
    const needles = await identifiersOf(ctx.db(), c);
    const before = await tracesIn(ctx.db(), needles);
    // The test sees the account's rows before (it would see them after).
    expect(Object.keys(before.found)).toEqual(
      expect.arrayContaining(['accounts', 'profiles', 'members', 'billing_customers']),
    );
    const invoicesBefore = await ctx.db().query<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN billing_customers c ON c.id = i.customer_id
         WHERE c.account_id = $1`,
      [c.id],
    );
    expect(invoicesBefore.length).toBeGreaterThan(0);

    expect(
      (await requestDeletion(c.headers, { password: c.password, confirmation: c.email }))
        .statusCode,
    ).toBe(200);
    // The development route runs the purge as if the 14 days had passed.
    const purged = await app.inject({
      method: 'POST',
      url: '/dev/account-deletion/purge',
      payload: { email: c.email },
    });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json()).toMatchObject({ status: 'done', result: { purged: true }, traces: {} });

    const after = await tracesIn(ctx.db(), needles);
    expect(after.tables).toEqual(before.tables);
    expect(after.found).toEqual({});

    // The invoices stay, with the company's name, address and VAT; no person.
    const kept = await ctx
      .db()
      .query<{ bill_to: Record<string, unknown> | null }>(
        'SELECT bill_to FROM invoices WHERE id = ANY($1::uuid[])',
        [invoicesBefore.map((row) => row.id)],
      );
    expect(kept).toHaveLength(invoicesBefore.length);
    for (const invoice of kept) {
      if (!invoice.bill_to) continue;
      expect(invoice.bill_to).toMatchObject({ company: 'Deleted Homes Ltd' });
      expect(invoice.bill_to).not.toHaveProperty('name');
      expect(invoice.bill_to).not.toHaveProperty('email');
    }

    // Signing in finds nothing; the development route has nothing more to purge.
    expect((await login(app, c.email, c.password)).statusCode).toBe(401);
    const twice = await app.inject({
      method: 'POST',
      url: '/dev/account-deletion/purge',
      payload: { email: c.email },
    });
    expect(twice.statusCode).toBe(404);
    // The same purge run again (a retry after its last step) finds nothing to do and fails nothing.
    const id = await app.jobs.enqueue({
      kind: PURGE_JOB_KIND,
      payload: { accountId: c.id, deletionId: '00000000-0000-4000-8000-000000000000' },
      key: randomUUID(),
    });
    app.jobs.wake();
    const rerun = await app.jobs.wait(id, 30_000);
    expect(rerun).toMatchObject({ status: 'done' });
    expect((await tracesIn(ctx.db(), needles)).found).toEqual({});
  });
});

describeEachDb('deleting the account: the development purge route', (ctx) => {
  it('does not exist in production', async () => {
    const app = await ctx.buildTestApp({ isProduction: true, nodeEnv: 'production' } as never);
    const res = await app.inject({
      method: 'POST',
      url: '/dev/account-deletion/purge',
      payload: { email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });
});
