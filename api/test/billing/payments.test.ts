import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodTotal } from '@portal/shared/payments/quote';
import { periodEnd } from '../../src/billing/periods';
import { describeEachDb, login, uniqueEmail, validAccount } from '../helper';
import {
  CARDS,
  checkoutBody,
  checkoutWith,
  confirm,
  nextIp,
  postCheckout,
  tokenise,
} from '../payments-helper';

type Row = [string, 'month' | 'year', string | null, 'realty' | 'auto', number, number, number];

/**
 * Three users, every currency and interval, each kind of coupon: percent once (WELCOME20),
 * percent forever (SAVE10), percent for an edition (AUTO25), first 3 months (FIRST3, monthly
 * only), an amount (EURO50 in EUR, USD500 in USD). Computed by hand from decisions.md's prices
 * (per user per month; a year is 9 months): [currency, interval, coupon, edition, subtotal,
 * discount, total].
 */
const TOTALS: Row[] = [
  ['USD', 'month', null, 'realty', 11700, 0, 11700],
  ['USD', 'month', 'WELCOME20', 'realty', 11700, 2340, 9360],
  ['USD', 'month', 'SAVE10', 'realty', 11700, 1170, 10530],
  ['USD', 'month', 'AUTO25', 'auto', 11700, 2925, 8775],
  ['USD', 'month', 'FIRST3', 'realty', 11700, 1755, 9945],
  ['USD', 'year', null, 'realty', 105300, 0, 105300],
  ['USD', 'year', 'WELCOME20', 'realty', 105300, 21060, 84240],
  ['USD', 'year', 'SAVE10', 'realty', 105300, 10530, 94770],
  ['USD', 'year', 'AUTO25', 'auto', 105300, 26325, 78975],
  ['USD', 'year', 'USD500', 'realty', 105300, 50000, 55300],
  ['EUR', 'month', null, 'realty', 10500, 0, 10500],
  ['EUR', 'month', 'WELCOME20', 'realty', 10500, 2100, 8400],
  ['EUR', 'month', 'SAVE10', 'realty', 10500, 1050, 9450],
  ['EUR', 'month', 'AUTO25', 'auto', 10500, 2625, 7875],
  ['EUR', 'month', 'FIRST3', 'realty', 10500, 1575, 8925],
  ['EUR', 'month', 'EURO50', 'realty', 10500, 5000, 5500],
  ['EUR', 'year', null, 'realty', 94500, 0, 94500],
  ['EUR', 'year', 'WELCOME20', 'realty', 94500, 18900, 75600],
  ['EUR', 'year', 'SAVE10', 'realty', 94500, 9450, 85050],
  ['EUR', 'year', 'AUTO25', 'auto', 94500, 23625, 70875],
  ['EUR', 'year', 'EURO50', 'realty', 94500, 5000, 89500],
  ['GBP', 'month', null, 'realty', 9000, 0, 9000],
  ['GBP', 'month', 'WELCOME20', 'realty', 9000, 1800, 7200],
  ['GBP', 'month', 'SAVE10', 'realty', 9000, 900, 8100],
  ['GBP', 'month', 'AUTO25', 'auto', 9000, 2250, 6750],
  ['GBP', 'month', 'FIRST3', 'realty', 9000, 1350, 7650],
  ['GBP', 'year', null, 'realty', 81000, 0, 81000],
  ['GBP', 'year', 'WELCOME20', 'realty', 81000, 16200, 64800],
  ['GBP', 'year', 'SAVE10', 'realty', 81000, 8100, 72900],
  ['GBP', 'year', 'AUTO25', 'auto', 81000, 20250, 60750],
  ['CHF', 'month', null, 'realty', 10500, 0, 10500],
  ['CHF', 'month', 'WELCOME20', 'realty', 10500, 2100, 8400],
  ['CHF', 'month', 'SAVE10', 'realty', 10500, 1050, 9450],
  ['CHF', 'month', 'AUTO25', 'auto', 10500, 2625, 7875],
  ['CHF', 'month', 'FIRST3', 'realty', 10500, 1575, 8925],
  ['CHF', 'year', null, 'realty', 94500, 0, 94500],
  ['CHF', 'year', 'WELCOME20', 'realty', 94500, 18900, 75600],
  ['CHF', 'year', 'SAVE10', 'realty', 94500, 9450, 85050],
  ['CHF', 'year', 'AUTO25', 'auto', 94500, 23625, 70875],
  ['AUD', 'month', null, 'realty', 17700, 0, 17700],
  ['AUD', 'month', 'WELCOME20', 'realty', 17700, 3540, 14160],
  ['AUD', 'month', 'SAVE10', 'realty', 17700, 1770, 15930],
  ['AUD', 'month', 'AUTO25', 'auto', 17700, 4425, 13275],
  ['AUD', 'month', 'FIRST3', 'realty', 17700, 2655, 15045],
  ['AUD', 'year', null, 'realty', 159300, 0, 159300],
  ['AUD', 'year', 'WELCOME20', 'realty', 159300, 31860, 127440],
  ['AUD', 'year', 'SAVE10', 'realty', 159300, 15930, 143370],
  ['AUD', 'year', 'AUTO25', 'auto', 159300, 39825, 119475],
  ['NZD', 'month', null, 'realty', 19500, 0, 19500],
  ['NZD', 'month', 'WELCOME20', 'realty', 19500, 3900, 15600],
  ['NZD', 'month', 'SAVE10', 'realty', 19500, 1950, 17550],
  ['NZD', 'month', 'AUTO25', 'auto', 19500, 4875, 14625],
  ['NZD', 'month', 'FIRST3', 'realty', 19500, 2925, 16575],
  ['NZD', 'year', null, 'realty', 175500, 0, 175500],
  ['NZD', 'year', 'WELCOME20', 'realty', 175500, 35100, 140400],
  ['NZD', 'year', 'SAVE10', 'realty', 175500, 17550, 157950],
  ['NZD', 'year', 'AUTO25', 'auto', 175500, 43875, 131625],
  ['BRL', 'month', null, 'realty', 59700, 0, 59700],
  ['BRL', 'month', 'WELCOME20', 'realty', 59700, 11940, 47760],
  ['BRL', 'month', 'SAVE10', 'realty', 59700, 5970, 53730],
  ['BRL', 'month', 'AUTO25', 'auto', 59700, 14925, 44775],
  ['BRL', 'month', 'FIRST3', 'realty', 59700, 8955, 50745],
  ['BRL', 'year', null, 'realty', 537300, 0, 537300],
  ['BRL', 'year', 'WELCOME20', 'realty', 537300, 107460, 429840],
  ['BRL', 'year', 'SAVE10', 'realty', 537300, 53730, 483570],
  ['BRL', 'year', 'AUTO25', 'auto', 537300, 134325, 402975],
  ['ZAR', 'month', null, 'realty', 207000, 0, 207000],
  ['ZAR', 'month', 'WELCOME20', 'realty', 207000, 41400, 165600],
  ['ZAR', 'month', 'SAVE10', 'realty', 207000, 20700, 186300],
  ['ZAR', 'month', 'AUTO25', 'auto', 207000, 51750, 155250],
  ['ZAR', 'month', 'FIRST3', 'realty', 207000, 31050, 175950],
  ['ZAR', 'year', null, 'realty', 1863000, 0, 1863000],
  ['ZAR', 'year', 'WELCOME20', 'realty', 1863000, 372600, 1490400],
  ['ZAR', 'year', 'SAVE10', 'realty', 1863000, 186300, 1676700],
  ['ZAR', 'year', 'AUTO25', 'auto', 1863000, 465750, 1397250],
  ['CAD', 'month', null, 'realty', 15600, 0, 15600],
  ['CAD', 'month', 'WELCOME20', 'realty', 15600, 3120, 12480],
  ['CAD', 'month', 'SAVE10', 'realty', 15600, 1560, 14040],
  ['CAD', 'month', 'AUTO25', 'auto', 15600, 3900, 11700],
  ['CAD', 'month', 'FIRST3', 'realty', 15600, 2340, 13260],
  ['CAD', 'year', null, 'realty', 140400, 0, 140400],
  ['CAD', 'year', 'WELCOME20', 'realty', 140400, 28080, 112320],
  ['CAD', 'year', 'SAVE10', 'realty', 140400, 14040, 126360],
  ['CAD', 'year', 'AUTO25', 'auto', 140400, 35100, 105300],
];

describeEachDb('payments: quote', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const quote = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/payments/quote',
      headers,
      payload: { country: 'US', users: 3, edition: 'realty', ...body },
    });

  it('prices every currency, interval and coupon kind as computed by hand', async () => {
    for (const [currency, interval, coupon, edition, subtotal, discount, total] of TOTALS) {
      const res = await quote({ currency, interval, edition, ...(coupon ? { coupon } : {}) });
      const label = `${currency} ${interval} ${coupon ?? 'no coupon'}`;
      expect(res.statusCode, label).toBe(200);
      const body = res.json();
      expect(body, label).toMatchObject({
        currency,
        interval,
        users: 3,
        subtotal,
        discount,
        total,
      });
      expect(body.unitAmount * 3, label).toBe(subtotal);
    }
  });

  it('tells which later charges keep the discount: once, forever, first 3 months', async () => {
    const once = (await quote({ currency: 'USD', interval: 'month', coupon: 'WELCOME20' })).json();
    const forever = (await quote({ currency: 'USD', interval: 'month', coupon: 'SAVE10' })).json();
    const first3 = (await quote({ currency: 'USD', interval: 'month', coupon: 'first3' })).json();
    expect(once.coupon).toEqual({ code: 'WELCOME20', percentOff: 20, duration: 'once' });
    expect([1, 2, 3].map((p) => periodTotal(once, p))).toEqual([11700, 11700, 11700]);
    expect([1, 12].map((p) => periodTotal(forever, p))).toEqual([10530, 10530]);
    expect(first3.coupon).toMatchObject({ duration: 'repeating', durationInMonths: 3 });
    expect([1, 2, 3, 4].map((p) => periodTotal(first3, p))).toEqual([9945, 9945, 11700, 11700]);
  });

  it('refuses each coupon of spec §5 with its message at fields.coupon', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'USD', interval: 'month', coupon: 'NOSUCHCODE' }, 'Wrong coupon.'],
      [
        { currency: 'USD', interval: 'month', coupon: 'EURO50' },
        'This coupon is in another currency: choose EUR to use it.',
      ],
      [
        { currency: 'USD', interval: 'year', coupon: 'FIRST3' },
        'This coupon is not usable for the yearly plan.',
      ],
      [
        { currency: 'USD', interval: 'month', coupon: 'AUTO25' },
        'This coupon is not usable for the selected plan.',
      ],
      [
        { currency: 'USD', interval: 'month', coupon: 'USD500' },
        'The discount is greater than the plan price.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await quote(body);
      expect(res.statusCode, String(body.coupon)).toBe(400);
      expect(res.json(), String(body.coupon)).toMatchObject({
        message,
        fields: { coupon: message },
      });
    }
    const french = await quote(
      { currency: 'USD', interval: 'month', coupon: 'EURO50' },
      {
        'accept-language': 'fr',
      },
    );
    expect(french.json().fields.coupon).toBe(
      'Ce code promo est dans une autre devise : choisissez EUR pour l’utiliser.',
    );
  });

  it('checks the plan fields with the shared messages', async () => {
    const res = await quote({ currency: 'XYZ', interval: 'month', users: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      currency: 'Currency required.',
      users: 'Enter a number of users greater than 0.',
    });
  });
});

describeEachDb('payments: cards and checkout', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  const db = () => ctx.db();

  const chargesOf = (checkoutId: string) =>
    db().query<{ amount: number; status: string; currency: string }>(
      `SELECT ch.amount, ch.status, ch.currency FROM charges ch
       JOIN checkouts c ON c.charge_id = ch.id WHERE c.id = $1`,
      [checkoutId],
    );

  it('tokenises a card keeping only brand, last 4 digits and expiry', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/local/payment-methods',
      remoteAddress: nextIp(),
      payload: {
        name: 'Ada',
        number: '4242 4242 4242 4242',
        expMonth: 11,
        expYear: 2037,
        cvc: '987',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, brand, last4 } = res.json();
    expect({ brand, last4 }).toEqual({ brand: 'visa', last4: '4242' });
    const row = await db().one<Record<string, unknown>>(
      'SELECT brand, last4, exp_month, exp_year FROM payment_methods WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2037 });
  });

  it('calls a card with a missing piece incomplete, and a mistyped number invalid', async () => {
    const card = { name: 'Ada', number: '4242 4242 4242', expMonth: 11, expYear: 2037, cvc: '98' };
    const res = await app.inject({
      method: 'POST',
      url: '/payments/local/payment-methods',
      remoteAddress: nextIp(),
      payload: card,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      number: 'Incomplete card information.',
      cvc: 'Incomplete card information.',
    });
    const typo = await app.inject({
      method: 'POST',
      url: '/payments/local/payment-methods',
      remoteAddress: nextIp(),
      payload: { ...card, number: '4242 4242 4242 4241', cvc: '987' },
    });
    expect(typo.json().fields).toEqual({ number: 'This card number is not valid: check it.' });
  });

  it('charges the server-computed total with 4242 and creates the subscription and paid invoice', async () => {
    const { res, json, body } = await checkoutWith(app, CARDS.success, {
      currency: 'EUR',
      interval: 'year',
      coupon: 'WELCOME20',
    });
    expect(res.statusCode).toBe(200);
    expect(json).toEqual({
      status: 'succeeded',
      checkoutId: expect.any(String),
      email: (body.customer as { email: string }).email,
      plan: { users: 3, interval: 'year', edition: 'realty' },
      invoice: {
        id: expect.any(String),
        number: expect.stringMatching(/^INV-\d{6}$/),
        total: 75600,
        currency: 'EUR',
      },
      next: 'create_account',
      claimToken: expect.stringMatching(/^[\w-]{43}$/),
      receiptToken: expect.any(String),
    });
    expect(await chargesOf(json.checkoutId)).toEqual([
      { amount: 75600, status: 'succeeded', currency: 'EUR' },
    ]);
    const sub = await db().one<Record<string, unknown>>(
      `SELECT s.status, s.users, s.interval, s.coupon_code, i.status AS invoice_status, i.number,
              i.total, i.discount
       FROM checkouts c JOIN billing_subscriptions s ON s.id = c.subscription_id
       JOIN invoices i ON i.subscription_id = s.id WHERE c.id = $1`,
      [json.checkoutId],
    );
    expect(sub).toMatchObject({
      status: 'ACTIVE',
      users: 3,
      interval: 'year',
      coupon_code: 'WELCOME20',
      invoice_status: 'paid',
      total: 75600,
      discount: 18900,
    });
    expect(sub!.number).toMatch(/^INV-\d{6}$/);
    expect((json as { invoice?: { number: string } }).invoice?.number).toBe(sub!.number);
  });

  it('ignores a tampered amount: the price comes from the plan', async () => {
    const { res, json } = await checkoutWith(app, CARDS.success, {
      amount: 1,
      total: 1,
      unitAmount: 1,
      subtotal: 1,
      discount: 11699,
    });
    expect(res.statusCode).toBe(200);
    expect(await chargesOf(json.checkoutId)).toEqual([
      { amount: 11700, status: 'succeeded', currency: 'USD' },
    ]);
  });

  it('charges once for the same Idempotency-Key sent twice, and answers the same', async () => {
    const paymentMethodId = await tokenise(app);
    const body = checkoutBody({ paymentMethodId });
    const key = randomUUID();
    const first = await postCheckout(app, body, key);
    const second = await postCheckout(app, body, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // The same answer; only its one-time tokens are new (only their hashes are kept).
    const { claimToken, receiptToken, ...again } = second.json();
    const { claimToken: firstClaim, receiptToken: firstReceipt, ...answer } = first.json();
    expect(again).toEqual(answer);
    expect([claimToken, receiptToken]).toEqual([expect.any(String), expect.any(String)]);
    expect([claimToken, receiptToken]).not.toContain(firstClaim);
    expect(receiptToken).not.toBe(firstReceipt);
    expect(await chargesOf(first.json().checkoutId)).toHaveLength(1);
    const count = await db().one<{ n: number }>(
      `SELECT count(*)::int AS n FROM checkouts WHERE idempotency_key = $1`,
      [key],
    );
    expect(count!.n).toBe(1);
  });

  it('charges once when two requests with the same key arrive at once', async () => {
    const paymentMethodId = await tokenise(app);
    const body = checkoutBody({ paymentMethodId });
    const key = randomUUID();
    const answers = await Promise.all([
      postCheckout(app, body, key),
      postCheckout(app, body, key),
      postCheckout(app, body, key),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((a) => a.json().checkoutId));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.json().status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const charges = await db().one<{ n: number }>(
      `SELECT count(*)::int AS n FROM charges ch JOIN invoices i ON i.id = ch.invoice_id
       JOIN billing_customers c ON c.id = i.customer_id WHERE c.email = $1`,
      [(body.customer as { email: string }).email],
    );
    expect(charges!.n).toBe(1);
  });

  it('charges one of two checkouts for the same e-mail sent at once with different keys', async () => {
    const email = uniqueEmail('twice');
    const bodies = await Promise.all(
      [1, 2].map(async () =>
        checkoutBody({
          paymentMethodId: await tokenise(app),
          customer: { ...(checkoutBody().customer as object), email },
        }),
      ),
    );
    const answers = await Promise.all(bodies.map((body) => postCheckout(app, body)));
    const statuses = answers.map((a) => a.json().status ?? a.statusCode).sort();
    expect(statuses).toEqual([409, 'succeeded']);
    const charges = await db().one<{ n: number }>(
      `SELECT count(*)::int AS n FROM charges ch JOIN invoices i ON i.id = ch.invoice_id
       JOIN billing_customers c ON c.id = i.customer_id WHERE c.email = $1`,
      [email],
    );
    expect(charges!.n).toBe(1);
  });

  it('does not let a checkout abandoned mid-way block its e-mail', async () => {
    const body = checkoutBody({ paymentMethodId: await tokenise(app) });
    const email = (body.customer as { email: string }).email;
    // A process stopped while charging: its checkout stayed 'processing'.
    await db().query(
      `INSERT INTO checkouts (idempotency_key, fingerprint, provider, status, email, updated_at)
       VALUES ($1, 'x', 'local', 'processing', $2, now() - interval '10 minutes')`,
      [randomUUID(), email],
    );
    expect((await postCheckout(app, body)).json().status).toBe('succeeded');
  });

  it('refuses the same key with a different order, and a checkout without a key', async () => {
    const paymentMethodId = await tokenise(app);
    const body = checkoutBody({ paymentMethodId });
    const key = randomUUID();
    expect((await postCheckout(app, body, key)).statusCode).toBe(200);
    const other = await postCheckout(app, { ...body, users: 5 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for another checkout.',
    );

    const noKey = await app.inject({ method: 'POST', url: '/payments/checkout', payload: body });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('The Idempotency-Key header is missing.');
  });

  it('answers each decline card of decisions.md with its message, creating nothing', async () => {
    const cases: [string, string, string][] = [
      [
        CARDS.declined,
        'card_declined',
        'Payment refused (check card details or try another card).',
      ],
      [CARDS.expired, 'expired_card', 'Payment refused (check card details or try another card).'],
      [
        CARDS.incorrectCvc,
        'incorrect_cvc',
        'Payment refused (check card details or try another card).',
      ],
      [
        CARDS.insufficientFunds,
        'insufficient_funds',
        'Payment declined (contact your card issuer).',
      ],
      [CARDS.processingError, 'processing_error', 'Payment error, try again.'],
      [CARDS.other, 'card_not_supported', 'Card not supported, try another.'],
    ];
    for (const [number, code, message] of cases) {
      const { res, json, body } = await checkoutWith(app, number);
      expect(res.statusCode, number).toBe(200);
      expect(json, number).toEqual({
        status: 'failed',
        checkoutId: expect.any(String),
        code,
        message,
      });
      const customers = await db().one<{ n: number }>(
        'SELECT count(*)::int AS n FROM billing_customers WHERE email = $1',
        [(body.customer as { email: string }).email],
      );
      expect(customers!.n, number).toBe(0);
    }
    // The 0341 card pays its first charge (its renewals fail).
    expect((await checkoutWith(app, CARDS.renewalsFail)).json.status).toBe('succeeded');
  });

  it('answers a decline in the language of the request', async () => {
    const paymentMethodId = await tokenise(app, CARDS.insufficientFunds);
    const res = await postCheckout(app, checkoutBody({ paymentMethodId }), randomUUID(), {
      'accept-language': 'de-DE',
    });
    expect(res.json().message).toBe('Zahlung verweigert (wenden Sie sich an Ihre Kartenbank).');
  });

  it('asks for 3-D Secure, then succeeds when the customer approves', async () => {
    const { json } = await checkoutWith(app, CARDS.threeDSecure, { currency: 'GBP' });
    expect(json).toEqual({
      status: 'requires_action',
      checkoutId: expect.any(String),
      nextAction: {
        type: 'local_3ds_challenge',
        amount: 9000,
        currency: 'GBP',
        brand: 'visa',
        last4: '3155',
      },
    });
    const pending = await db().one<{ status: string }>(
      'SELECT s.status FROM checkouts c JOIN billing_subscriptions s ON s.id = c.subscription_id WHERE c.id = $1',
      [json.checkoutId],
    );
    expect(pending!.status).toBe('INCOMPLETE');

    const approved = await confirm(app, json.checkoutId, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'succeeded',
      checkoutId: json.checkoutId,
      plan: { users: 3, interval: 'month', edition: 'realty' },
      invoice: { total: 9000, currency: 'GBP' },
      next: 'create_account',
      claimToken: expect.any(String),
    });
    expect(await chargesOf(json.checkoutId)).toEqual([
      { amount: 9000, status: 'succeeded', currency: 'GBP' },
    ]);
    // Confirming again changes nothing.
    expect((await confirm(app, json.checkoutId, 'refused')).json().status).toBe('succeeded');
  });

  it('asks for 3-D Secure, then refuses the payment when the customer fails it', async () => {
    const { json } = await checkoutWith(app, CARDS.threeDSecure);
    const refused = await confirm(app, json.checkoutId, 'refused');
    expect(refused.json()).toEqual({
      status: 'failed',
      checkoutId: json.checkoutId,
      code: 'authentication_failed',
      message: 'Payment refused (check card details or try another card).',
    });
    const rows = await db().one<Record<string, string>>(
      `SELECT s.status, i.status AS invoice FROM checkouts c
       JOIN billing_subscriptions s ON s.id = c.subscription_id
       JOIN invoices i ON i.subscription_id = s.id WHERE c.id = $1`,
      [json.checkoutId],
    );
    expect(rows).toEqual({ status: 'CANCELED', invoice: 'void' });
    expect((await confirm(app, randomUUID(), 'approved')).statusCode).toBe(404);
    expect((await confirm(app, 'not-an-id', 'approved')).statusCode).toBe(404);
  });

  it('refuses a coupon at checkout with fields.coupon, charging nothing', async () => {
    const paymentMethodId = await tokenise(app);
    const res = await postCheckout(app, checkoutBody({ paymentMethodId, coupon: 'EURO50' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      coupon: 'This coupon is in another currency: choose EUR to use it.',
    });
    // The card was not used: the corrected order goes through with it.
    const retry = await postCheckout(app, checkoutBody({ paymentMethodId, coupon: 'SAVE10' }));
    expect(retry.json().status).toBe('succeeded');
  });

  it('refuses the 101st card and the 101st checkout of an hour from one address, with when to retry', async () => {
    // An address of its own, whatever store the budgets share (Redis between the two databases).
    const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const card = { name: 'Ada', number: CARDS.success, expMonth: 11, expYear: 2037, cvc: '987' };
    const tokeniseFrom = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/payments/local/payment-methods',
        remoteAddress,
        payload: card,
      });
    for (let i = 0; i < 100; i++) expect((await tokeniseFrom(ip)).statusCode).toBe(201);
    const cardRefused = await tokeniseFrom(ip);
    expect(cardRefused.statusCode).toBe(429);
    // The hour's rest, in seconds: 3600, or 3599 once a second has ticked in the store.
    expect(Number(cardRefused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(cardRefused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(cardRefused.json().message).toEqual(expect.any(String));
    expect((await tokeniseFrom(nextIp())).statusCode).toBe(201);

    // Card testing through the checkout itself: a refused coupon still spends the budget.
    const paymentMethodId = await tokenise(app);
    const checkoutFrom = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/payments/checkout',
        remoteAddress,
        headers: { 'idempotency-key': randomUUID() },
        payload: checkoutBody({ paymentMethodId, coupon: 'EURO50' }),
      });
    for (let i = 0; i < 100; i++) expect((await checkoutFrom(ip)).statusCode).toBe(400);
    const checkoutRefused = await checkoutFrom(ip);
    expect(checkoutRefused.statusCode).toBe(429);
    expect(Number(checkoutRefused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(checkoutRefused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await checkoutFrom(nextIp())).statusCode).toBe(400);
  });

  it('checks the VAT number with the tax authority before paying', async () => {
    const paymentMethodId = await tokenise(app);
    const notFound = await postCheckout(
      app,
      checkoutBody({ paymentMethodId, vatNumber: '123111111111' }),
    );
    expect(notFound.statusCode).toBe(400);
    expect(notFound.json().fields).toEqual({
      vatNumber: 'VAT number not found in the tax authority database.',
    });
    const malformed = await postCheckout(
      app,
      checkoutBody({ paymentMethodId, vatNumber: '12-34' }),
    );
    expect(malformed.json().fields).toEqual({ vatNumber: 'VAT must be 9 to 12 digits.' });
    const ok = await postCheckout(app, checkoutBody({ paymentMethodId, vatNumber: '123456789' }));
    expect(ok.json().status).toBe('succeeded');
  });

  it('refuses unchecked terms, a missing card and bad customer fields at their fields', async () => {
    const res = await postCheckout(
      app,
      checkoutBody({
        termsAccepted: false,
        customer: { firstName: '', lastName: 'L', company: 'A/B', email: 'nope', phone: '123' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      termsAccepted: 'Please accept the terms and conditions.',
      paymentMethodId: 'Incomplete card information.',
      'customer.firstName': 'First name is required.',
      'customer.company': 'Company may not contain a slash (/).',
      'customer.email': 'E-mail needs text on both sides of an @ sign.',
      'customer.phone': 'Phone must start with a plus sign (+).',
    });
    const unknownCard = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_unknown' }));
    expect(unknownCard.json().fields).toEqual({
      paymentMethodId: 'This card is no longer available: enter it again.',
    });
  });
});

describeEachDb('payments: the account that owns the subscription', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('gives the account created with the checkout’s claim the paid subscription', async () => {
    const { json, body } = await checkoutWith(app, CARDS.success, { users: 7, edition: 'auto' });
    expect(json.status).toBe('succeeded');
    const email = (body.customer as { email: string }).email;
    const account = validAccount({ email, origin: 'realty', claim: json.claimToken });
    const created = await app.inject({ method: 'POST', url: '/v2/users', payload: account });
    expect(created.statusCode).toBe(201);
    const res = await login(app, email, account.password as string);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email,
      origin: 'auto',
      status: 'ACTIVE',
      isValidSubscription: true,
      subscription: { type: 'local', status: 'ACTIVE', availableUsers: 7 },
    });
  });

  it('gives an existing INCOMPLETE account the subscription when it signs in with the claim, not before', async () => {
    const account = validAccount();
    expect(
      (await app.inject({ method: 'POST', url: '/v2/users', payload: account })).statusCode,
    ).toBe(201);
    const before = await login(app, account.email as string, account.password as string);
    expect(before.json().user.subscription.status).toBe('INCOMPLETE');

    const { json } = await checkoutWith(app, CARDS.success, {
      users: 2,
      customer: { ...(checkoutBody().customer as object), email: account.email },
    });
    expect(json).toMatchObject({ status: 'succeeded', next: 'sign_in' });
    const plain = await login(app, account.email as string, account.password as string);
    expect(plain.json().user.subscription.status).toBe('INCOMPLETE');
    const after = await login(app, account.email as string, account.password as string, {
      payload: { email: account.email, password: account.password, claim: json.claimToken },
    });
    expect(after.json().user.subscription).toMatchObject({ status: 'ACTIVE', availableUsers: 2 });
  });

  it('refuses a checkout for an e-mail that already pays, pointing to sign-in and billing', async () => {
    const email = uniqueEmail('payer');
    const customer = { ...(checkoutBody().customer as object), email };
    expect((await checkoutWith(app, CARDS.success, { customer })).json.status).toBe('succeeded');
    // Paid, account not created yet: a second purchase is refused too.
    const again = await checkoutWith(app, CARDS.success, { customer });
    expect(again.res.statusCode).toBe(409);
    const message =
      'This e-mail already has a paying account. Sign in and manage the subscription in Billing.';
    expect(again.res.json()).toMatchObject({ message, fields: { 'customer.email': message } });

    const account = validAccount({ email });
    await app.inject({ method: 'POST', url: '/v2/users', payload: account });
    const afterAccount = await checkoutWith(app, CARDS.success, { customer });
    expect(afterAccount.res.statusCode).toBe(409);
  });

  it('leaves a declined checkout without any subscription to claim', async () => {
    const email = uniqueEmail('declined');
    const customer = { ...(checkoutBody().customer as object), email };
    expect((await checkoutWith(app, CARDS.declined, { customer })).json.status).toBe('failed');
    const account = validAccount({ email });
    await app.inject({ method: 'POST', url: '/v2/users', payload: account });
    const res = await login(app, email, account.password as string);
    expect(res.json().user.subscription.status).toBe('INCOMPLETE');
  });
});

describe('payments: routes without login', () => {
  it('are on the public list', async () => {
    const { isPublicRoute } = await import('../../src/auth/public-routes');
    for (const url of [
      '/payments/quote',
      '/payments/local/payment-methods',
      '/payments/checkout',
      '/payments/checkout/claim',
      '/payments/checkout/receipt',
    ])
      expect(isPublicRoute('POST', url), url).toBe(true);
    expect(isPublicRoute('POST', '/payments/checkout/:checkoutId/confirm')).toBe(true);
  });
});

describeEachDb('payments: OpenAPI', (ctx) => {
  it('documents the payment routes, public, with their bodies and answers', async () => {
    const app = await ctx.buildTestApp({ apiDocs: true });
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    const routes = {
      '/payments/quote': ['country', 'currency', 'interval', 'users', 'edition', 'coupon'],
      '/payments/local/payment-methods': ['name', 'number', 'expMonth', 'expYear', 'cvc'],
      '/payments/checkout': [
        'customer',
        'address',
        'vatNumber',
        'paymentMethodId',
        'termsAccepted',
      ],
      '/payments/checkout/{checkoutId}/confirm': ['outcome'],
      '/payments/checkout/claim': ['claim'],
      '/payments/checkout/receipt': ['receiptToken'],
    };
    for (const [path, fields] of Object.entries(routes)) {
      const post = paths[path]?.post;
      expect(post, path).toBeDefined();
      // Public: the document says no token is needed.
      expect(post.security, path).toEqual([]);
      const schema = post.requestBody.content['application/json'].schema;
      expect(Object.keys(schema.properties), path).toEqual(expect.arrayContaining(fields));
    }
    const checkout = paths['/payments/checkout'].post;
    expect(checkout.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(
      Object.keys(checkout.responses['200'].content['application/json'].schema.properties),
    ).toEqual(
      expect.arrayContaining([
        'status',
        'checkoutId',
        'message',
        'nextAction',
        'invoice',
        'plan',
        'next',
        'claimToken',
        'receiptToken',
      ]),
    );
  });
});

describe('payments: billing periods', () => {
  it('end one calendar month or year later, on the last day of a shorter month', () => {
    const end = (iso: string, interval: 'month' | 'year') =>
      periodEnd(new Date(iso), interval).toISOString();
    expect(end('2026-01-15T10:00:00.000Z', 'month')).toBe('2026-02-15T10:00:00.000Z');
    expect(end('2026-01-31T10:00:00.000Z', 'month')).toBe('2026-02-28T10:00:00.000Z');
    expect(end('2026-12-31T10:00:00.000Z', 'month')).toBe('2027-01-31T10:00:00.000Z');
    expect(end('2028-02-29T10:00:00.000Z', 'year')).toBe('2029-02-28T10:00:00.000Z');
  });
});
