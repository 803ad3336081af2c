import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { describeEachDb, uniqueEmail } from '../helper';
import { CARDS, checkoutBody, confirm, postCheckout, tokenise } from '../payments-helper';

const IN_PROGRESS = 'This payment is still being processed. Check again in a moment.';
const ACCOUNT_EXISTS =
  'This e-mail already has a paying account. Sign in and manage the subscription in Billing.';

/**
 * Hole 3 of the attack probe: one e-mail, one live subscription. A checkout waiting on 3-D Secure
 * and a second one for the same e-mail both succeeded; ten at once for one e-mail were charged
 * twice in some PostgreSQL runs.
 */
describeEachDb('checkout races: one live checkout per e-mail', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const db = () => ctx.db();

  const orderFor = async (email: string, card: string = CARDS.success) =>
    checkoutBody({
      paymentMethodId: await tokenise(app, card),
      customer: { ...(checkoutBody().customer as object), email },
    });

  /** What the e-mail paid for: succeeded charges and the engine's subscriptions. */
  async function paidFor(email: string) {
    const row = await db().one<{ charges: number; subscriptions: number; live: number }>(
      `SELECT
         (SELECT count(*)::int FROM charges ch JOIN invoices i ON i.id = ch.invoice_id
            JOIN billing_customers c ON c.id = i.customer_id
          WHERE c.email = $1 AND ch.status = 'succeeded') AS charges,
         (SELECT count(*)::int FROM billing_subscriptions s
            JOIN billing_customers c ON c.id = s.customer_id
          WHERE c.email = $1 AND s.status <> 'CANCELED') AS subscriptions,
         (SELECT count(*)::int FROM checkouts
          WHERE email = $1 AND status IN ('processing', 'requires_action')) AS live`,
      [email],
    );
    return row!;
  }

  /** Moves a checkout's last change back in time, as if its customer had left that long ago. */
  const age = (checkoutId: string, minutes: number) =>
    db().query(
      `UPDATE checkouts SET updated_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [checkoutId, minutes],
    );

  it('charges one of 10 checkouts for one e-mail sent at once, 20 rounds in a row', async () => {
    for (let round = 0; round < 20; round++) {
      const email = uniqueEmail('race');
      const orders = await Promise.all(Array.from({ length: 10 }, () => orderFor(email)));
      const answers = await Promise.all(orders.map((order) => postCheckout(app, order)));

      const succeeded = answers.filter((a) => a.statusCode === 200);
      expect(
        succeeded.map((a) => a.json().status),
        `round ${round}`,
      ).toEqual(['succeeded']);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode, `round ${round}: ${refused.body}`).toBe(409);
        expect([IN_PROGRESS, ACCOUNT_EXISTS]).toContain(refused.json().message);
      }
      expect(await paidFor(email), `round ${round}`).toEqual({
        charges: 1,
        subscriptions: 1,
        live: 0,
      });
    }
  }, 180_000);

  it('refuses a second checkout while the first waits on 3-D Secure; the first still confirms', async () => {
    const email = uniqueEmail('tds');
    const first = await postCheckout(app, await orderFor(email, CARDS.threeDSecure));
    expect(first.json().status).toBe('requires_action');

    const second = await postCheckout(app, await orderFor(email));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(IN_PROGRESS);
    // In the customer's language.
    const german = await postCheckout(app, await orderFor(email), randomUUID(), {
      'accept-language': 'de-DE',
    });
    expect(german.json().message).toBe(
      'Diese Zahlung wird noch verarbeitet. Prüfen Sie es gleich noch einmal.',
    );

    const confirmed = await confirm(app, first.json().checkoutId, 'approved');
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      checkoutId: first.json().checkoutId,
    });
    const after = await postCheckout(app, await orderFor(email));
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(ACCOUNT_EXISTS);
    expect(await paidFor(email)).toEqual({ charges: 1, subscriptions: 1, live: 0 });
  });

  it('refuses a second 3-D Secure checkout too: two challenges never wait at once', async () => {
    const email = uniqueEmail('tds2');
    const first = await postCheckout(app, await orderFor(email, CARDS.threeDSecure));
    const second = await postCheckout(app, await orderFor(email, CARDS.threeDSecure));
    expect(first.json().status).toBe('requires_action');
    expect(second.statusCode).toBe(409);
    expect(await paidFor(email)).toMatchObject({ live: 1 });
  });

  it('lets the customer try again once a 3-D Secure challenge was abandoned 15 minutes', async () => {
    const email = uniqueEmail('gone');
    const abandoned = (await postCheckout(app, await orderFor(email, CARDS.threeDSecure))).json();
    expect(abandoned.status).toBe('requires_action');

    // 14 minutes: the customer may still be answering the bank.
    await age(abandoned.checkoutId, 14);
    expect((await postCheckout(app, await orderFor(email))).statusCode).toBe(409);

    await age(abandoned.checkoutId, 16);
    const retry = await postCheckout(app, await orderFor(email));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().status).toBe('succeeded');

    // The abandoned one is over: failed, its subscription and invoice never become payable.
    const old = await db().one<Record<string, string>>(
      `SELECT c.status, c.decline_code, s.status AS subscription, i.status AS invoice,
              ch.status AS charge
       FROM checkouts c JOIN billing_subscriptions s ON s.id = c.subscription_id
       JOIN invoices i ON i.subscription_id = s.id JOIN charges ch ON ch.id = c.charge_id
       WHERE c.id = $1`,
      [abandoned.checkoutId],
    );
    expect(old).toEqual({
      status: 'failed',
      decline_code: 'authentication_failed',
      subscription: 'CANCELED',
      invoice: 'void',
      charge: 'failed',
    });
    const late = await confirm(app, abandoned.checkoutId, 'approved');
    expect(late.json()).toMatchObject({ status: 'failed', code: 'authentication_failed' });
    expect(await paidFor(email)).toEqual({ charges: 1, subscriptions: 1, live: 0 });
  });

  it('records an abandoned challenge the provider reports paid, and refuses the new checkout', async () => {
    const email = uniqueEmail('late');
    const abandoned = (await postCheckout(app, await orderFor(email, CARDS.threeDSecure))).json();
    await age(abandoned.checkoutId, 20);
    // Stripe: the customer finished the challenge in the other tab; the provider says it is paid.
    vi.spyOn(app.billing.provider, 'confirmCharge').mockResolvedValueOnce({
      status: 'succeeded',
      refs: {},
    });
    const retry = await postCheckout(app, await orderFor(email));
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(ACCOUNT_EXISTS);
    const status = await db().one<{ status: string }>(
      'SELECT status FROM checkouts WHERE id = $1',
      [abandoned.checkoutId],
    );
    expect(status!.status).toBe('succeeded');
    expect(await paidFor(email)).toEqual({ charges: 1, subscriptions: 1, live: 0 });
  });

  it('never records a second charge for an e-mail that came to pay while this one was charging', async () => {
    const email = uniqueEmail('slow');
    const original = app.billing.provider.startSubscription.bind(app.billing.provider);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const charging = new Promise<void>((resolve) => {
      started = resolve;
    });
    vi.spyOn(app.billing.provider, 'startSubscription').mockImplementationOnce(async (...args) => {
      started();
      await gate;
      return original(...args);
    });

    // The first checkout's provider hangs so long that its checkout is taken for abandoned...
    const slow = postCheckout(app, await orderFor(email));
    await charging;
    await db().query(
      `UPDATE checkouts SET updated_at = now() - interval '10 minutes'
       WHERE email = $1 AND status = 'processing'`,
      [email],
    );
    // ...so a second checkout of the e-mail goes through and pays.
    const second = await postCheckout(app, await orderFor(email));
    expect(second.json().status).toBe('succeeded');

    // When the first provider answers at last, its charge is not recorded.
    release();
    const first = await slow;
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json().message).toBe(ACCOUNT_EXISTS);
    expect(await paidFor(email)).toEqual({ charges: 1, subscriptions: 1, live: 0 });
  });

  it('never records a 3-D Secure confirmation for an e-mail that came to pay meanwhile', async () => {
    const email = uniqueEmail('slow3ds');
    const waiting = (await postCheckout(app, await orderFor(email, CARDS.threeDSecure))).json();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const asking = new Promise<void>((resolve) => {
      started = resolve;
    });
    vi.spyOn(app.billing.provider, 'confirmCharge').mockImplementationOnce(async () => {
      started();
      await gate;
      return { status: 'succeeded', refs: {} };
    });

    const slow = confirm(app, waiting.checkoutId, 'approved');
    await asking;
    await db().query(
      `UPDATE checkouts SET updated_at = now() - interval '10 minutes' WHERE id = $1`,
      [waiting.checkoutId],
    );
    const second = await postCheckout(app, await orderFor(email));
    expect(second.json().status).toBe('succeeded');

    release();
    const confirmed = await slow;
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(confirmed.json().message).toBe(ACCOUNT_EXISTS);
    expect(await paidFor(email)).toEqual({ charges: 1, subscriptions: 1, live: 0 });
  });
});

/**
 * Migration 011 on a database that already holds two live checkouts of one e-mail (a payment
 * processing and a 3-D Secure one waiting): the unique index could not be built over them.
 */
describeEachDb('checkout races: migration 011 over live duplicates', { schema: 'empty' }, (ctx) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('fails the superseded challenge, its charge, invoice and subscription, then builds the index', async () => {
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    dirs.push(before);
    for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n < '011')) {
      cpSync(join(MIGRATIONS_DIR, name), join(before, name));
    }
    const db = ctx.db();
    await migrate(db, before);

    const email = uniqueEmail('dup');
    const customer = await db.one<{ id: string }>(
      `INSERT INTO billing_customers (provider, email, first_name, last_name, company, phone,
         address_line1, city, postal_code, country)
       VALUES ('local', $1, 'Ada', 'Lovelace', 'A', '+1', 'l', 'c', 'p', 'GB') RETURNING id`,
      [email],
    );
    const sub = await db.one<{ id: string }>(
      `INSERT INTO billing_subscriptions (provider, customer_id, status, currency, interval, users,
         edition, unit_amount)
       VALUES ('local', $1, 'INCOMPLETE', 'USD', 'month', 3, 'realty', 3900) RETURNING id`,
      [customer!.id],
    );
    const invoice = await db.one<{ id: string }>(
      `INSERT INTO invoices (customer_id, subscription_id, status, billing_reason, currency,
         subtotal, total)
       VALUES ($1, $2, 'open', 'subscription_create', 'USD', 11700, 11700) RETURNING id`,
      [customer!.id, sub!.id],
    );
    const charge = await db.one<{ id: string }>(
      `INSERT INTO charges (idempotency_key, invoice_id, payment_method_id, amount, currency, status)
       VALUES ($1, $2, 'pm_x', 11700, 'USD', 'requires_action') RETURNING id`,
      [randomUUID(), invoice!.id],
    );
    const waiting = await db.one<{ id: string }>(
      `INSERT INTO checkouts (idempotency_key, fingerprint, provider, status, email,
         subscription_id, charge_id, next_action)
       VALUES ($1, 'x', 'local', 'requires_action', $2, $3, $4, '{}') RETURNING id`,
      [randomUUID(), email, sub!.id, charge!.id],
    );
    const processing = await db.one<{ id: string }>(
      `INSERT INTO checkouts (idempotency_key, fingerprint, provider, status, email)
       VALUES ($1, 'x', 'local', 'processing', $2) RETURNING id`,
      [randomUUID(), email],
    );

    expect(await migrate(db)).toContain('011_one_live_checkout.sql');

    const rows = await db.one<Record<string, string>>(
      `SELECT (SELECT status FROM checkouts WHERE id = $1) AS waiting,
              (SELECT status FROM checkouts WHERE id = $2) AS processing,
              (SELECT status FROM charges WHERE id = $3) AS charge,
              (SELECT status FROM invoices WHERE id = $4) AS invoice,
              (SELECT status FROM billing_subscriptions WHERE id = $5) AS subscription`,
      [waiting!.id, processing!.id, charge!.id, invoice!.id, sub!.id],
    );
    expect(rows).toEqual({
      waiting: 'failed',
      processing: 'processing',
      charge: 'failed',
      invoice: 'void',
      subscription: 'CANCELED',
    });
    // The index holds from now on: a second live checkout of the e-mail is refused by the database.
    await expect(
      db.query(
        `INSERT INTO checkouts (idempotency_key, fingerprint, provider, status, email)
         VALUES ($1, 'x', 'local', 'requires_action', $2)`,
        [randomUUID(), email],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
