import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { MAX_USERS, unitAmount } from '@portal/shared/payments/prices';
import { TAX_TABLE, taxOf } from '@portal/shared/payments/tax';
import { createAccount, describeEachDb, login } from '../helper';
import { advanceBilling, invoices, me, paidCustomer } from '../billing-helper';
import { CARDS, checkoutBody, checkoutWith, postCheckout, tokenise } from '../payments-helper';
import { bearer } from '../profiles-helper';

/**
 * The largest order the price table allows: ZAR yearly (690.00 x 9 = 6,210.00 per user) for
 * MAX_USERS users, R 62,100,000.00 = 6,210,000,000 cents net, and South Africa's 15 % VAT on
 * top: 7,141,500,000. That is beyond a 32-bit integer (2,147,483,647): every money column and
 * every reader of it must hold it exactly.
 */
const ZAR_YEAR = unitAmount('ZAR', 'year');
const withVat = (net: number) => net + taxOf(net, TAX_TABLE.ZA!);
const LARGEST_NET = ZAR_YEAR * MAX_USERS;
const LARGEST_TOTAL = withVat(LARGEST_NET);
const INT4_MAX = 2 ** 31 - 1;
const LARGEST_ORDER = { country: 'ZA', currency: 'ZAR', interval: 'year', users: MAX_USERS };

const TOO_MANY = {
  'en-US': 'For more than 10,000 users, contact us.',
  fr: 'Au-delà de 10 000 utilisateurs, contactez-nous.',
  de: 'Für mehr als 10.000 Benutzer kontaktieren Sie uns.',
};

it('the price table makes the largest order larger than a 32-bit integer', () => {
  expect(LARGEST_NET).toBe(6_210_000_000);
  expect(LARGEST_TOTAL).toBe(7_141_500_000);
  expect(LARGEST_TOTAL).toBeGreaterThan(INT4_MAX);
});

describeEachDb('amounts beyond 32 bits', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  // Each test starts with the engine's clock at the real time.
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  /** The amounts the engine stored for one invoice (its plan line first), as read back. */
  const storedAmounts = (invoiceId: string) =>
    ctx.db().one<Record<string, unknown>>(
      `SELECT i.subtotal, i.discount, i.total, i.amount_paid, l.quantity,
              l.unit_amount AS line_unit_amount, l.amount AS line_amount,
              ch.amount AS charged, bs.unit_amount AS subscription_unit_amount
       FROM invoices i
       JOIN invoice_lines l ON l.invoice_id = i.id
       JOIN charges ch ON ch.invoice_id = i.id
       JOIN billing_subscriptions bs ON bs.id = i.subscription_id
       WHERE i.id = $1 ORDER BY l.proration, l.amount DESC LIMIT 1`,
      [invoiceId],
    );

  it('keeps every money column in bigint minor units', async () => {
    const columns = await ctx.db().query<{ name: string; type: string }>(
      `SELECT table_name || '.' || column_name AS name, data_type AS type
       FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name ~ '(amount|total|discount|balance)'
       ORDER BY name`,
    );
    expect(columns.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'billing_customers.credit_balance',
        'billing_subscriptions.unit_amount',
        'charges.amount',
        'checkouts.total',
        'coupons.amount_off',
        'invoice_lines.amount',
        'invoice_lines.unit_amount',
        'invoices.amount_paid',
        'invoices.discount',
        'invoices.subtotal',
        'invoices.total',
      ]),
    );
    // Named like money, but counts: an import's rows by outcome, a job's steps.
    const counts = new Set(['imports.totals', 'jobs.progress_total']);
    expect(columns.filter((c) => c.type !== 'bigint' && !counts.has(c.name))).toEqual([]);
  });

  it('a ZAR yearly checkout for MAX_USERS users is charged, and its invoice reads back exactly', async () => {
    const { res, json, body } = await checkoutWith(app, CARDS.success, LARGEST_ORDER);
    expect(res.statusCode, res.body).toBe(200);
    expect(json).toMatchObject({
      status: 'succeeded',
      checkoutId: expect.any(String),
      invoice: { total: LARGEST_TOTAL, currency: 'ZAR' },
    });

    const checkout = await ctx.db().one<Record<string, unknown>>(
      `SELECT c.total, c.currency, i.id AS invoice_id FROM checkouts c
       JOIN invoices i ON i.subscription_id = c.subscription_id WHERE c.id = $1`,
      [json.checkoutId],
    );
    expect(checkout).toMatchObject({ total: LARGEST_TOTAL, currency: 'ZAR' });
    expect(await storedAmounts(checkout!.invoice_id as string)).toEqual({
      subtotal: LARGEST_NET,
      discount: 0,
      total: LARGEST_TOTAL,
      amount_paid: LARGEST_TOTAL,
      quantity: MAX_USERS,
      line_unit_amount: ZAR_YEAR,
      line_amount: LARGEST_NET,
      charged: LARGEST_TOTAL,
      subscription_unit_amount: ZAR_YEAR,
    });

    // The account created with the checkout's claim owns it and reads the same total.
    const email = (body.customer as { email: string }).email;
    const account = await createAccount(app, { email, claim: json.claimToken });
    const headers = bearer((await login(app, email, account.password)).json().token as string);
    expect((await me(app, headers)).subscription.availableUsers).toBe(MAX_USERS);
    const [invoice] = await invoices(app, headers);
    expect(invoice).toMatchObject({
      id: checkout!.invoice_id,
      total: LARGEST_TOTAL,
      status: 'paid',
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/v2/invoices/${invoice!.id}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('renews it a year later for the exact amount', async () => {
    const customer = await paidCustomer(app, CARDS.success, LARGEST_ORDER);
    expect(await invoices(app, customer.headers)).toHaveLength(1);

    // As `npm run billing -- advance 366d` does: the clock moves past the period end, the job runs.
    const advanced = await advanceBilling(app, '366d');
    expect(advanced).toMatchObject({ error: null, failed: 0 });

    const list = await invoices(app, customer.headers);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ total: LARGEST_TOTAL, status: 'paid' });
    expect(await storedAmounts(list[0]!.id)).toMatchObject({
      subtotal: LARGEST_NET,
      total: LARGEST_TOTAL,
      amount_paid: LARGEST_TOTAL,
      line_amount: LARGEST_NET,
      charged: LARGEST_TOTAL,
    });
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
  });

  it('refuses MAX_USERS + 1 with the translated message at fields.users, creating nothing', async () => {
    const users = MAX_USERS + 1;
    for (const [language, message] of Object.entries(TOO_MANY)) {
      const quote = await app.inject({
        method: 'POST',
        url: '/payments/quote',
        headers: { 'accept-language': language },
        payload: { ...LARGEST_ORDER, users, edition: 'realty' },
      });
      expect(quote.statusCode, language).toBe(400);
      expect(quote.json(), language).toMatchObject({ message, fields: { users: message } });

      const body = checkoutBody({ ...LARGEST_ORDER, users, paymentMethodId: await tokenise(app) });
      const checkout = await postCheckout(app, body, undefined, { 'accept-language': language });
      expect(checkout.statusCode, language).toBe(400);
      expect(checkout.json(), language).toMatchObject({ message, fields: { users: message } });
      const email = (body.customer as { email: string }).email;
      const written = await ctx.db().one<{ n: number }>(
        `SELECT (SELECT count(*) FROM checkouts WHERE email = $1)
              + (SELECT count(*) FROM billing_customers WHERE email = $1) AS n`,
        [email],
      );
      expect(written!.n, language).toBe(0);
    }
  });

  it('the billing portal changes a plan up to MAX_USERS and back, billing and crediting exactly', async () => {
    const customer = await paidCustomer(app, CARDS.success, { ...LARGEST_ORDER, users: 5 });
    const opened = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: { ...customer.headers, 'accept-language': 'de' },
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    const session = new URL(opened.json().url).searchParams.get('session')!;
    const form = (path: string, users: number) =>
      app.inject({
        method: 'POST',
        url: `/payments/portal/${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de' },
        payload: new URLSearchParams({
          session,
          users: String(users),
          interval: 'year',
        }).toString(),
      });

    // One user too many: the shared cap and its message, in the browser's language.
    for (const path of ['preview', 'plan']) {
      const refused = await form(path, MAX_USERS + 1);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().fields, path).toEqual({ users: TOO_MANY.de });
    }
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(5);

    const up = await form('plan', MAX_USERS);
    expect(up.statusCode, up.body).toBe(200);
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(MAX_USERS);
    const [change] = await invoices(app, customer.headers);
    // The extra users for the rest of the year, at the yearly price: nearly the largest total.
    const charged = await storedAmounts(change!.id);
    expect(charged!.total).toBeGreaterThan(INT4_MAX);
    expect(charged!.total).toBeLessThanOrEqual(withVat((MAX_USERS - 5) * ZAR_YEAR));
    expect(charged!.total).toBe(withVat(charged!.subtotal as number));
    expect(charged).toMatchObject({
      amount_paid: charged!.total,
      line_amount: charged!.subtotal,
      charged: charged!.total,
      quantity: MAX_USERS,
    });
    expect(change!.total).toBe(charged!.total);

    // Back to 5 users: the unused time of the others waits as credit, and pays the renewal.
    const down = await form('plan', 5);
    expect(down.statusCode, down.body).toBe(200);
    const creditOf = async () =>
      (await ctx
        .db()
        .one<{ credit_balance: number }>(
          'SELECT credit_balance FROM billing_customers WHERE account_id = $1',
          [customer.id],
        ))!.credit_balance;
    const credit = await creditOf();
    expect(credit).toBeGreaterThan(INT4_MAX);
    expect(credit).toBeLessThanOrEqual(charged!.total as number);

    expect((await advanceBilling(app, '366d')).error).toBeNull();
    const [renewal] = await invoices(app, customer.headers);
    expect(await storedAmounts(renewal!.id)).toMatchObject({ subtotal: 5 * ZAR_YEAR, total: 0 });
    expect(await creditOf()).toBe(credit - withVat(5 * ZAR_YEAR));
  });
});
