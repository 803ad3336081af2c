import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_PORTAL_MESSAGES } from '@portal/shared/billing/portal-messages';
import { advanceClock } from '../../src/billing/clock';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { portalPage, PORTAL_SCRIPT } from '../../src/billing/portal/page';
import { creditable, prorate } from '../../src/billing/proration';
import { describeEachDb } from '../helper';
import { CARDS, tokenise } from '../payments-helper';
import { profilePayload } from '../profiles-helper';
import { invoices, me, paidCustomer } from '../billing-helper';

const DAY = 86_400_000;

describe('proration', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z'); // 30 days
  const plan = {
    currency: 'USD' as const,
    interval: 'month' as const,
    users: 5,
    unitAmount: 3900,
    periodStart: start,
    periodEnd: end,
  };
  /** The period paid at the list price: `users` x 39.00 for the whole month. */
  const paidInFull = (users: number) => ({
    payments: [{ amount: users * 3900, start, end }],
    credits: [],
  });

  it('charges the extra users for the time left: 5 -> 7 with 15 of 30 days left is 2 x 39.00 / 2', () => {
    const result = prorate(
      plan,
      { users: 7, interval: 'month' },
      new Date('2026-11-16T00:00:00Z'),
      paidInFull(5),
    );
    expect(result.amount).toBe(3900);
    expect(result.newPeriod).toEqual({ start, end });
  });

  it('credits the users given up: 7 -> 5 with 10 of 30 days left is -(2 x 39.00 / 3)', () => {
    const result = prorate(
      { ...plan, users: 7 },
      { users: 5, interval: 'month' },
      new Date('2026-11-21T00:00:00Z'),
      paidInFull(7),
    );
    expect(result.amount).toBe(-2600);
  });

  it('credits at most the unused part of what was paid: 7.00 for 13 users, 13 -> 1 half-way', () => {
    const paid = { payments: [{ amount: 700, start, end }], credits: [] };
    const now = new Date('2026-11-16T00:00:00Z');
    expect(creditable(paid, now)).toBe(350);
    const result = prorate({ ...plan, users: 13 }, { users: 1, interval: 'month' }, now, paid);
    expect(result.amount).toBe(-350);
    // The list price of the 12 users would have been 12 x 39.00 / 2.
    expect(
      prorate({ ...plan, users: 13 }, { users: 1, interval: 'month' }, now, paidInFull(13)),
    ).toMatchObject({ amount: -23400 });
  });

  it('a credit given already is not given again; extra users bought count as paid', () => {
    const day = (n: number) => new Date(start.getTime() + n * DAY);
    // 7.00 paid; 3.50 given back on day 15, then 12 users bought for 234.00 on day 15.
    const paid = {
      payments: [
        { amount: 700, start, end },
        { amount: 23400, start: day(15), end },
      ],
      credits: [{ amount: 350, start: day(15), end }],
    };
    // On day 15 that leaves 234.00; on day 27, with 3 of its 15 days left, a fifth of it.
    expect(creditable(paid, day(15))).toBe(23400);
    expect(creditable(paid, day(27))).toBe(Math.round(23400 / 5));
    // Every share whole: exactly what was paid less what was given back.
    expect(creditable(paid, day(-5))).toBe(700 + 23400 - 350);
    // Nothing paid, or all of it given back: nothing.
    expect(creditable({ payments: [], credits: [] }, day(1))).toBe(0);
    expect(creditable({ payments: [], credits: [{ amount: 100, start, end }] }, day(1))).toBe(0);
  });

  it('monthly -> yearly: the unused half month back, a full year (9 months) charged from today', () => {
    const now = new Date('2026-11-16T00:00:00Z');
    const result = prorate(plan, { users: 5, interval: 'year' }, now, paidInFull(5));
    // 5 x 3900 x 9 = 175500 for the year, minus 5 x 3900 / 2 = 9750 unused.
    expect(result.amount).toBe(175500 - 9750);
    expect(result.newPeriod.start).toEqual(now);
    expect(result.newPeriod.end).toEqual(new Date('2027-11-16T00:00:00Z'));
  });

  it('monthly -> yearly after paying 7.00: the unused half month gives back 3.50', () => {
    const now = new Date('2026-11-16T00:00:00Z');
    const paid = { payments: [{ amount: 700, start, end }], credits: [] };
    const result = prorate({ ...plan, users: 13 }, { users: 1, interval: 'year' }, now, paid);
    expect(result.amount).toBe(35100 - 350);
    expect(result.lines.map((line) => line.amount)).toEqual([-350, 35100]);
  });
});

describe('the billing portal page’s look', () => {
  const tokens = readFileSync(
    new URL('../../../shell/src/platform/ui/tokens.css', import.meta.url),
    'utf8',
  );
  /** A token's value as the portal's design tokens define it (the first, unconditional one). */
  const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();

  it('takes its colours, type and radii from the portal’s design tokens, restating none', () => {
    const html = portalPage({
      locale: 'en-us',
      token: 'session',
      returnUrl: 'http://portal.test',
      sub: null,
      card: null,
      invoices: [],
    });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const [, root = '', rules = ''] = /^\s*:root\{([^}]*)\}([\s\S]*)$/.exec(style) ?? [];
    const declared = [...root.matchAll(/(--[\w-]+):([^;]+)/g)];
    expect(declared.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['--color-accent', '--color-text', '--font-sans', '--radius']),
    );
    for (const [, name, value] of declared) expect(value!.trim(), name).toBe(token(name!));
    // Every token the rules use is declared; the rules write no colour of their own.
    for (const [, name] of rules.matchAll(/var\((--[\w-]+)\)/g)) {
      expect(
        declared.some(([, declaredName]) => declaredName === name),
        name,
      ).toBe(true);
    }
    expect(rules.match(/#[0-9a-f]{3,8}\b|rgb\(/gi)).toBeNull();
  });
});

describeEachDb('local billing portal', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  async function openPortal(headers: Record<string, string>, language = 'en-US') {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: { ...headers, 'accept-language': language },
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    return new URL(res.json().url).searchParams.get('session')!;
  }
  const form = (url: string, fields: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, String(v)]),
      ).toString(),
    });

  it('shows the plan, previews the prorated price, then changes 5 -> 7 users', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 5 });
    const session = await openPortal(customer.headers, 'fr');
    const page = await app.inject({ method: 'GET', url: `/payments/portal?session=${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain('Portail de facturation');
    expect(page.body).toContain('Retour au Portail Client');

    const preview = await form('/payments/portal/preview', {
      session,
      users: 7,
      interval: 'month',
    });
    expect(preview.statusCode).toBe(200);
    // Almost the whole month is left: close to 2 x 39.00 (dollars keep their decimal point, spec §9).
    const amount = /À payer maintenant[^:]*: ([^<]+)/.exec(preview.body)![1]!;
    expect(amount).toMatch(/^\$7[0-8]\.\d\d$/);
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(5);

    const confirmed = await form('/payments/portal/plan', { session, users: 7, interval: 'month' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Votre formule a été modifiée.');
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(7);
    const list = await invoices(app, customer.headers);
    expect(list).toHaveLength(2);
    expect(list[0]!.total).toBeGreaterThan(7000);
    expect(list[0]!.total).toBeLessThanOrEqual(7800);
  });

  it('refuses fewer users than profiles in use, with a message', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 3 });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: customer.headers,
        payload: profilePayload(),
      });
      expect(res.statusCode).toBe(201);
    }
    const session = await openPortal(customer.headers);
    const refused = await form('/payments/portal/plan', { session, users: 1, interval: 'month' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('You have 2 profiles: free some before choosing fewer users.');
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(3);
  });

  it('cancel asks first (what happens, why), then is the billing tab’s: reason recorded, e-mail sent; resume too', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const session = await openPortal(customer.headers);
    // The button only opens the confirmation step: nothing changes yet.
    const step = await form('/payments/portal/cancel', { session });
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Cancel your subscription?');
    expect(step.body).toMatch(/Everything keeps working until [^<]+\. Nothing more is charged/);
    expect(step.body).toMatch(/Your agents’ app stops on /);
    expect(step.body).toMatch(/are kept until /);
    expect(step.body).toContain('<legend>Why are you cancelling?</legend>');
    expect(step.body).toContain('value="missing_features" required>A feature we need is missing');
    expect(step.body).not.toContain('data-billing-changed');
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');

    // No reason from the list: the step again, with the comment kept, and nothing changed.
    const refused = await form('/payments/portal/cancel/confirm', {
      session,
      reason: 'bored',
      comment: 'We need <a CRM>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose a reason to cancel.');
    expect(refused.body).toContain('We need &lt;a CRM&gt;</textarea>');
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');

    const canceled = await form('/payments/portal/cancel/confirm', {
      session,
      reason: 'missing_features',
      comment: '  We need a CRM export.  ',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.body).toMatch(/The subscription will end on /);
    expect(canceled.body).toContain('<body data-billing-changed>');
    expect((await me(app, customer.headers)).subscription.status).toBe('DISABLED');
    const row = await ctx.db().one<Record<string, unknown>>(
      `SELECT reason, comment, requested_by_email, requested_by_member
       FROM subscription_cancellations WHERE account_id = $1`,
      [customer.id],
    );
    expect(row).toEqual({
      reason: 'missing_features',
      comment: 'We need a CRM export.',
      requested_by_email: customer.email,
      requested_by_member: null,
    });
    const [mail] = await app.outbox.latest(1, customer.email);
    expect(mail!.subject).toMatch(/^Your Property Video subscription ends on /);
    // Twice is refused on the page, in words.
    const twice = await form('/payments/portal/cancel/confirm', { session, reason: 'other' });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('class="notice error"');

    await form('/payments/portal/resume', { session });
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
    const [resumed] = await app.outbox.latest(1, customer.email);
    expect(resumed!.subject).toBe('Your Property Video subscription will renew again');
    expect(await invoices(app, customer.headers)).toHaveLength(1);
  });

  it('a cancel confirmed in the portal ends the subscription at the period end', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const session = await openPortal(customer.headers);
    await form('/payments/portal/cancel/confirm', { session, reason: 'not_using' });
    expect((await me(app, customer.headers)).subscription.status).toBe('DISABLED');
    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const ended = await me(app, customer.headers);
    expect(ended.subscription.status).toBe('CANCELED');
    expect(await invoices(app, customer.headers)).toHaveLength(1);
  });

  const cycle = async (days: number) => {
    await advanceClock(ctx.db(), days * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
  };
  /** A 0341 customer whose renewal failed (PAST_DUE), or whose grace then ran out (CANCELED). */
  async function failedCustomer(status: 'PAST_DUE' | 'CANCELED', users = 3) {
    const customer = await paidCustomer(app, CARDS.renewalsFail, { users });
    await cycle(32);
    if (status === 'CANCELED') await cycle(8);
    expect((await me(app, customer.headers)).subscription.status).toBe(status);
    return customer;
  }
  /** Everything a payment would change: the subscription, its card, its invoices and charges. */
  async function billingState(email: string) {
    return ctx.db().one<Record<string, unknown>>(
      `SELECT s.status, s.default_payment_method_id AS card, s.period_index,
         (SELECT count(*)::int FROM invoices i WHERE i.subscription_id = s.id) AS invoices,
         (SELECT count(*)::int FROM invoices i WHERE i.subscription_id = s.id
            AND i.status = 'open') AS open,
         (SELECT count(*)::int FROM charges c JOIN invoices i ON i.id = c.invoice_id
            WHERE i.subscription_id = s.id) AS charges
       FROM billing_subscriptions s JOIN accounts a ON a.id = s.account_id WHERE a.email = $1`,
      [email],
    );
  }

  it('an ended subscription: a verified card shows the new period’s amount, nothing is charged before Pay', async () => {
    const customer = await failedCustomer('CANCELED', 4);
    const before = await billingState(customer.email);
    const session = await openPortal(customer.headers);
    const card = await tokenise(app, CARDS.success);

    const shown = await form('/payments/portal/card', { session, paymentMethodId: card });
    expect(shown.statusCode).toBe(200);
    // 4 users x 39.00, shown before anything is charged, with the button that pays it.
    expect(shown.body).toContain('Pay $156.00</button>');
    expect(shown.body).toContain('action="/payments/portal/pay"');
    expect(shown.body).toContain('<input type="hidden" name="amount" value="15600">');
    expect(await billingState(customer.email)).toEqual(before);
    expect((await me(app, customer.headers)).subscription.status).toBe('CANCELED');

    // Cancel goes back to the page: the card is not the subscription's, nothing was paid.
    const back = await app.inject({ method: 'GET', url: `/payments/portal?session=${session}` });
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toContain('Pay $156.00');
    expect(await billingState(customer.email)).toEqual(before);

    const paid = await form('/payments/portal/pay', {
      session,
      paymentMethodId: card,
      amount: 15600,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('your payment was received');
    const after = await me(app, customer.headers);
    expect(after.subscription.status).toBe('ACTIVE');
    expect(after.isValidSubscription).toBe(true);
    // Exactly the amount shown was charged, to the new card, which is now the subscription's.
    const listed = await invoices(app, customer.headers);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ total: 15600, status: 'paid' });
    expect(await billingState(customer.email)).toMatchObject({ card, status: 'ACTIVE' });

    // Pressed again (a second tab, a double click): nothing more is charged.
    const again = await form('/payments/portal/pay', {
      session,
      paymentMethodId: card,
      amount: 15600,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Nothing is due any more');
    expect(await invoices(app, customer.headers)).toHaveLength(2);
  });

  it('a declined card is refused with the checkout’s message in the page’s language, and nothing of it is kept', async () => {
    const customer = await failedCustomer('CANCELED');
    const before = await billingState(customer.email);
    const session = await openPortal(customer.headers, 'fr');
    const declined = await tokenise(app, CARDS.declined);
    const refused = await form('/payments/portal/card', { session, paymentMethodId: declined });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(
      'Paiement refusé (vérifiez les informations de la carte ou essayez une autre carte).',
    );
    expect(refused.body).not.toContain('action="/payments/portal/pay"');
    expect(await billingState(customer.email)).toEqual(before);
    const kept = await ctx
      .db()
      .one<{ customer_id: string | null }>(
        'SELECT customer_id FROM payment_methods WHERE id = $1',
        [declined],
      );
    expect(kept!.customer_id).toBeNull();

    // Its id posted straight to Pay, skipping the verification: refused, nothing charged.
    const skipped = await form('/payments/portal/pay', {
      session,
      paymentMethodId: declined,
      amount: 11700,
    });
    expect(skipped.statusCode).toBe(409);
    expect(await billingState(customer.email)).toEqual(before);
  });

  it('PAST_DUE: the open invoice is paid only on confirm, and only for the amount shown', async () => {
    const customer = await failedCustomer('PAST_DUE');
    const before = await billingState(customer.email);
    expect(before).toMatchObject({ open: 1 });
    const session = await openPortal(customer.headers);
    const card = await tokenise(app, CARDS.success);

    const shown = await form('/payments/portal/card', { session, paymentMethodId: card });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Pay $117.00</button>');
    expect(shown.body).toContain('The open invoice of $117.00 will be charged to Visa •••• 4242.');
    expect(await billingState(customer.email)).toEqual(before);

    // A confirmation for another amount than what is due now charges nothing and shows it again.
    const stale = await form('/payments/portal/pay', {
      session,
      paymentMethodId: card,
      amount: 9900,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('The amount due is now $117.00');
    expect(stale.body).toContain('Pay $117.00</button>');
    expect(await billingState(customer.email)).toEqual(before);

    const paid = await form('/payments/portal/pay', {
      session,
      paymentMethodId: card,
      amount: 11700,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('your payment was received');
    expect(await billingState(customer.email)).toMatchObject({ status: 'ACTIVE', card, open: 0 });
    expect((await invoices(app, customer.headers))[0]).toMatchObject({
      total: 11700,
      status: 'paid',
    });
  });

  it('a 3-D Secure card on an ended subscription: challenged first, then the amount, then paid', async () => {
    const customer = await failedCustomer('CANCELED');
    const before = await billingState(customer.email);
    const session = await openPortal(customer.headers);
    const card = await tokenise(app, CARDS.threeDSecure);
    const challenged = await form('/payments/portal/card', { session, paymentMethodId: card });
    expect(challenged.body).toContain('Your bank asks you to confirm this card');
    const approved = await form('/payments/portal/card', {
      session,
      paymentMethodId: card,
      outcome: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('Pay $117.00</button>');
    expect(await billingState(customer.email)).toEqual(before);
    const paid = await form('/payments/portal/pay', {
      session,
      paymentMethodId: card,
      amount: 11700,
    });
    expect(paid.statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
  });

  it('an active subscription’s new card is saved at once: nothing is due, nothing is charged', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const before = await billingState(customer.email);
    const session = await openPortal(customer.headers);
    const card = await tokenise(app, CARDS.success);
    const saved = await form('/payments/portal/card', { session, paymentMethodId: card });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Your card was saved.');
    expect(saved.body).not.toContain('action="/payments/portal/pay"');
    expect(await billingState(customer.email)).toEqual({ ...before, card });
  });

  it('the page runs only its own script: no inline script or handler, a CSP without unsafe-inline; a change marks the page for its opener', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const session = await openPortal(customer.headers);
    const page = await app.inject({ method: 'GET', url: `/payments/portal?session=${session}` });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(page.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/payments/portal/portal.js" defer>',
    ]);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    expect(page.body).not.toContain('data-billing-changed');
    const canceled = await form('/payments/portal/cancel/confirm', { session, reason: 'other' });
    expect(canceled.body).toContain('<body data-billing-changed>');
    const refused = await form('/payments/portal/resume', { session: 'nope' });
    expect(refused.body).not.toContain('data-billing-changed');
  });

  it('a wrong or missing session shows nothing of the account; others’ invoices are 404', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const other = await paidCustomer(app, CARDS.success);
    expect(
      (await app.inject({ method: 'GET', url: '/payments/portal?session=nope' })).statusCode,
    ).toBe(404);
    expect((await form('/payments/portal/cancel', { session: 'nope' })).statusCode).toBe(404);
    const [theirs] = await invoices(app, other.headers);
    const session = await openPortal(customer.headers);
    const res = await app.inject({
      method: 'GET',
      url: `/payments/portal/invoices/${theirs!.id}/pdf?session=${session}`,
    });
    expect(res.statusCode).toBe(404);
    const [mine] = await invoices(app, customer.headers);
    const ok = await app.inject({
      method: 'GET',
      url: `/payments/portal/invoices/${mine!.id}/pdf?session=${session}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
  });
});

/** The page's script in a browser window (jsdom); `opener` stands in for the tab that opened it. */
describe('the billing portal page’s script', () => {
  const RETURN = 'http://localhost:3000/#/additional-info?billing=true';
  interface Opener {
    closed: boolean;
    focus: ReturnType<typeof vi.fn>;
    postMessage: ReturnType<typeof vi.fn>;
    readonly location: { origin: string };
  }
  const opener = (origin: string | null): Opener => ({
    closed: false,
    focus: vi.fn(),
    postMessage: vi.fn(),
    get location() {
      // Another origin's location cannot be read, as in a browser.
      if (origin === null) throw new Error('SecurityError: cross-origin frame');
      return { origin };
    },
  });
  const windows: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const window of windows.splice(0)) window.close();
  });

  async function open(options: { at?: string; opener: Opener | null; changed?: boolean }) {
    // jsdom has no type declarations in this project: its two classes, typed here.
    const { JSDOM, VirtualConsole } = (await import(/* @vite-ignore */ 'jsdom' as string)) as {
      JSDOM: new (
        html: string,
        options: Record<string, unknown>,
      ) => {
        window: Window & {
          eval(code: string): void;
          MouseEvent: typeof MouseEvent;
          MessageEvent: typeof MessageEvent;
        };
      };
      VirtualConsole: new () => unknown;
    };
    const html = portalPage({
      locale: 'en-us',
      token: 'token',
      returnUrl: RETURN,
      sub: null,
      card: null,
      invoices: [],
      ...(options.changed && { changed: true }),
    });
    const { window } = new JSDOM(html, {
      url: `${options.at ?? 'http://localhost:3000'}/payments/portal?session=token`,
      runScripts: 'outside-only',
      // jsdom cannot navigate: it would say so on the console.
      virtualConsole: new VirtualConsole(),
    });
    Object.defineProperty(window, 'opener', { value: options.opener, configurable: true });
    const realClose = window.close.bind(window);
    windows.push({ close: realClose });
    const close = vi.fn();
    window.close = close;
    window.eval(PORTAL_SCRIPT);
    const back = window.document.querySelector<HTMLAnchorElement>('header a')!;
    expect(back.textContent).toBe('Back to the Client Portal');
    expect(back.getAttribute('href')).toBe(RETURN);
    /** Clicks Back; true when the page took over the navigation. */
    const clickBack = () =>
      !back.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    return { window, close, clickBack };
  }

  it('opened by the portal tab (same origin): Back focuses the tab and closes this window', async () => {
    const tab = opener('http://localhost:3000');
    const page = await open({ opener: tab });
    expect(page.clickBack()).toBe(true);
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(page.close).toHaveBeenCalledOnce();
  });

  it('without an opener, or once it is closed, Back goes to the return URL in this window as before', async () => {
    const alone = await open({ opener: null });
    expect(alone.clickBack()).toBe(false);
    expect(alone.close).not.toHaveBeenCalled();
    const tab = opener('http://localhost:3000');
    const left = await open({ opener: tab });
    tab.closed = true;
    expect(left.clickBack()).toBe(false);
    expect(left.close).not.toHaveBeenCalled();
  });

  it('an opener on another origin that does not answer is not the portal: Back navigates', async () => {
    const stranger = opener(null);
    const page = await open({ opener: stranger });
    expect(page.clickBack()).toBe(false);
    expect(stranger.focus).not.toHaveBeenCalled();
    expect(page.close).not.toHaveBeenCalled();
  });

  it('served from the API’s own origin: the tab answers hello, and Back returns to it', async () => {
    const tab = opener(null);
    const page = await open({ at: 'http://api.localhost:4000', opener: tab });
    expect(tab.postMessage).toHaveBeenCalledWith(
      { type: BILLING_PORTAL_MESSAGES.hello },
      'http://localhost:3000',
    );
    const answer = (origin: string, source: unknown) => {
      const event = new page.window.MessageEvent('message', {
        origin,
        data: { type: BILLING_PORTAL_MESSAGES.here },
      });
      Object.defineProperty(event, 'source', { value: source });
      page.window.dispatchEvent(event);
    };
    // An answer from elsewhere, or from another window, proves nothing.
    answer('http://evil.example', tab);
    answer('http://localhost:3000', opener('http://localhost:3000'));
    expect(page.clickBack()).toBe(false);
    answer('http://localhost:3000', tab);
    expect(page.clickBack()).toBe(true);
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(page.close).toHaveBeenCalledOnce();
  });

  it('after a change the page tells its opener, at the return URL’s origin only; otherwise only hello', async () => {
    const tab = opener('http://localhost:3000');
    await open({ opener: tab, changed: true });
    expect(tab.postMessage.mock.calls).toEqual([
      [{ type: BILLING_PORTAL_MESSAGES.hello }, 'http://localhost:3000'],
      [{ type: BILLING_PORTAL_MESSAGES.changed }, 'http://localhost:3000'],
    ]);
    const quiet = opener('http://localhost:3000');
    await open({ opener: quiet });
    expect(quiet.postMessage.mock.calls).toEqual([
      [{ type: BILLING_PORTAL_MESSAGES.hello }, 'http://localhost:3000'],
    ]);
  });
});
