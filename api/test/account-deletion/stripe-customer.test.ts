import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillingProvider } from '../../src/billing/provider';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { createStripeProvider } from '../../src/billing/stripe/stripe-provider';
import { createAccount, describeEachDb, login } from '../helper';
import { bearer } from '../profiles-helper';
import * as fx from '../payments-stripe/fixtures';
import { fails, ok, replayStripe } from '../payments-stripe/replay';

describeEachDb(
  'the purge of an account billed through Stripe deletes its Stripe customer',
  (ctx) => {
    const stripe = replayStripe();
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await ctx.buildTestApp({
        stripe: {
          secretKey: 'sk_test_purge',
          publishableKey: 'pk_test_purge',
          apiUrl: await stripe.listen(),
          webhookSecret: 'whsec_test_purge',
        },
      });
    });
    afterAll(() => stripe.close());
    beforeEach(() => {
      stripe.reset();
      // The deletion turns the renewal off at Stripe's at once.
      stripe.on('POST', '/v1/subscriptions/:id', ok(fx.subscriptionActive));
    });

    /** An account whose subscription Stripe holds, as the checkout through Stripe leaves it. */
    async function stripeCustomer() {
      const account = await createAccount(app);
      const customerRef = `cus_${account.id.slice(0, 8)}`;
      const customer = await ctx.db().one<{ id: string }>(
        `INSERT INTO billing_customers (provider, provider_ref, account_id, email, first_name,
         last_name, company, phone, address_line1, city, postal_code, country)
       VALUES ('stripe', $1, $2, $3, 'Ada', 'Lovelace', 'Analytical Homes', '+44', '1 Engine St',
         'London', 'N1', 'GB') RETURNING id`,
        [customerRef, account.id, account.email],
      );
      const sub = await ctx.db().one<{ id: string }>(
        `INSERT INTO billing_subscriptions (provider, provider_ref, customer_id, account_id, status,
         currency, interval, users, edition, unit_amount, current_period_start, current_period_end)
       VALUES ('stripe', $1, $2, $3, 'ACTIVE', 'USD', 'month', 5, 'realty', 3900, now(),
         now() + interval '1 month') RETURNING id`,
        [`sub_${account.id.slice(0, 8)}`, customer!.id, account.id],
      );
      await ctx.db().query(
        `INSERT INTO subscriptions (account_id, provider, provider_ref, status, available_users)
       VALUES ($1, 'stripe', $2, 'ACTIVE', 5)`,
        [account.id, sub!.id],
      );
      const token = (await login(app, account.email, account.password)).json().token as string;
      return { ...account, customerRef, headers: bearer(token) };
    }

    /** The owner deletes the account; the purge runs as if the 14 days had passed. */
    async function deleteAndPurge(customer: Awaited<ReturnType<typeof stripeCustomer>>) {
      const request = await app.inject({
        method: 'POST',
        url: '/v2/account-deletion',
        headers: customer.headers,
        payload: { password: customer.password, confirmation: customer.email },
      });
      expect(request.statusCode, request.body).toBe(200);
      return app.inject({
        method: 'POST',
        url: '/dev/account-deletion/purge',
        payload: { email: customer.email },
      });
    }

    const accountLeft = async (id: string) =>
      (await ctx.db().query('SELECT 1 FROM accounts WHERE id = $1', [id])).length;

    it('deletes the customer at Stripe once, and the account is gone', async () => {
      stripe.on('DELETE', '/v1/customers/:id', ok({ ...fx.customerDeleted, id: 'cus_any' }));
      const customer = await stripeCustomer();
      const purged = await deleteAndPurge(customer);
      expect(purged.statusCode, purged.body).toBe(200);
      expect(purged.json()).toMatchObject({ status: 'done', result: { purged: true }, traces: {} });
      expect(stripe.sent('DELETE', `/v1/customers/${customer.customerRef}`)).toHaveLength(1);
      expect(stripe.calls().filter((call) => call.startsWith('DELETE '))).toEqual([
        `DELETE /v1/customers/${customer.customerRef}`,
      ]);
      expect(await accountLeft(customer.id)).toBe(0);
    });

    it('a customer Stripe no longer knows (a purge tried again) is no failure', async () => {
      stripe.on('DELETE', '/v1/customers/:id', fails(404, fx.customerMissing));
      const customer = await stripeCustomer();
      const purged = await deleteAndPurge(customer);
      expect(purged.statusCode, purged.body).toBe(200);
      expect(purged.json()).toMatchObject({ status: 'done', result: { purged: true }, traces: {} });
      expect(stripe.sent('DELETE', `/v1/customers/${customer.customerRef}`)).toHaveLength(1);
      expect(await accountLeft(customer.id)).toBe(0);
    });

    it('Stripe refusing at first: the purge waits, is tried again, and completes', async () => {
      stripe.on(
        'DELETE',
        '/v1/customers/:id',
        fails(400, { error: { type: 'invalid_request_error', message: 'Try later' } }),
        ok(fx.customerDeleted),
      );
      const customer = await stripeCustomer();
      const purged = await deleteAndPurge(customer);
      expect(purged.statusCode, purged.body).toBe(200);
      expect(purged.json()).toMatchObject({ status: 'done', result: { purged: true }, traces: {} });
      expect(stripe.sent('DELETE', `/v1/customers/${customer.customerRef}`)).toHaveLength(2);
      expect(await accountLeft(customer.id)).toBe(0);
    });

    it('a customer another account still holds is left at Stripe', async () => {
      stripe.on('DELETE', '/v1/customers/:id', ok(fx.customerDeleted));
      const customer = await stripeCustomer();
      const other = await createAccount(app);
      await ctx.db().query(
        `INSERT INTO billing_customers (provider, provider_ref, account_id, email, first_name,
         last_name, company, phone, address_line1, city, postal_code, country)
       VALUES ('stripe', $1, $2, $3, 'Bo', 'Other', 'Other Homes', '+44', '2 Engine St',
         'London', 'N1', 'GB')`,
        [customer.customerRef, other.id, other.email],
      );
      const purged = await deleteAndPurge(customer);
      expect(purged.json()).toMatchObject({ status: 'done', result: { purged: true } });
      expect(stripe.sent('DELETE', `/v1/customers/${customer.customerRef}`)).toHaveLength(0);
      expect(await accountLeft(customer.id)).toBe(0);
    });
  },
);

describe('deleting a customer through the provider seam', () => {
  const stripe = replayStripe();
  let provider: BillingProvider;
  beforeAll(async () => {
    provider = createStripeProvider({
      secretKey: 'sk_test_replay',
      publishableKey: 'pk_test_replay',
      apiUrl: await stripe.listen(),
      webhookSecret: 'whsec_test_delete',
    });
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  it('Stripe: deleted; already gone (404 resource_missing) is done; another refusal fails', async () => {
    stripe.on('DELETE', '/v1/customers/:id', ok(fx.customerDeleted));
    await provider.deleteCustomer('cus_test_Ada');
    expect(stripe.calls()).toEqual(['DELETE /v1/customers/cus_test_Ada']);

    stripe.reset();
    stripe.on('DELETE', '/v1/customers/:id', fails(404, fx.customerMissing));
    await expect(provider.deleteCustomer('cus_test_Ada')).resolves.toBeUndefined();

    stripe.reset();
    stripe.on(
      'DELETE',
      '/v1/customers/:id',
      fails(400, { error: { type: 'invalid_request_error', message: 'Refused' } }),
    );
    await expect(provider.deleteCustomer('cus_test_Ada')).rejects.toThrow('Refused');
  });

  it('the local engine has nothing to delete elsewhere', async () => {
    await expect(createLocalProvider().deleteCustomer('anything')).resolves.toBeUndefined();
  });
});
