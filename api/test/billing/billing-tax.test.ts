import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@portal/shared/payments/prices';
import { advanceClock } from '../../src/billing/clock';
import { runBillingJob } from '../../src/billing/job';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import {
  VAT_LOOKUPS_PER_ADDRESS_HOUR,
  createViesTaxIdVerifier,
  namesMatch,
} from '../../src/billing/tax-id';
import { loadConfig } from '../../src/config';
import { decideVatReview, vatReviews } from '../../src/ops/vat-review';
import { invoices, paidCustomer } from '../billing-helper';
import { REDIS_AVAILABLE, TEST_REDIS_URL, describeEachDb, uniqueEmail } from '../helper';
import { CARDS, checkoutBody, postCheckout, tokenise } from '../payments-helper';
import { startSmtpServer } from '../support/smtp';

const DAY = 86_400_000;

/**
 * A stand-in for the EU's VIES REST API, answering as its documentation does: `valid` true or
 * false, a member state's registry down (MS_UNAVAILABLE), or no answer at all.
 */
async function viesStandIn() {
  const asked: { countryCode: string; vatNumber: string }[] = [];
  /** Numbers whose member state is down for now, besides those starting with 9. */
  const down = new Set<string>();
  /** Names registered for some numbers; the others are Immobilier Lumière's. */
  const names = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { countryCode, vatNumber } = JSON.parse(body) as (typeof asked)[number];
      asked.push({ countryCode, vatNumber });
      if (req.url !== '/check-vat-number') return res.writeHead(404).end();
      if (vatNumber.startsWith('9') || down.has(vatNumber)) {
        // The member state's registry is down: VIES answers with its error wrapper.
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            actionSucceed: false,
            errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'Member State unavailable' }],
          }),
        );
      }
      if (vatNumber.startsWith('8')) return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          countryCode,
          vatNumber,
          requestDate: '2026-11-25T10:00:00.000Z',
          valid: !vatNumber.startsWith('0'),
          name: names.get(vatNumber) ?? 'Immobilier Lumière SAS',
          address: '3 rue de la Paix, 75002 Paris',
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    asked,
    down,
    names,
    /** How many times VIES was asked about this number. */
    asks: (vatNumber: string) => asked.filter((one) => one.vatNumber === vatNumber).length,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const SELLER_ENV = {
  SELLER_NAME: 'Maison Vidéo GmbH',
  SELLER_ADDRESS: 'Friedrichstraße 68|10117 Berlin|Deutschland',
  SELLER_COUNTRY: 'DE',
  SELLER_TAX_IDS: 'USt-IdNr. DE123456789 · HRB 123456 B',
  SELLER_EMAIL: 'rechnung@maison-video.example',
};

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('the VIES check', () => {
  let vies: Awaited<ReturnType<typeof viesStandIn>>;
  beforeAll(async () => {
    vies = await viesStandIn();
  });
  afterAll(() => vies.close());
  const verifier = () => createViesTaxIdVerifier({ url: vies.url, timeoutMs: 300 });

  const verdict = async (country: string, vatNumber: string) =>
    (await verifier().verify(country, vatNumber)).verdict;

  it('asks VIES with the country prefix and takes its answer, with the registered name', async () => {
    expect(await verifier().verify('FR', '12345678901')).toEqual({
      verdict: 'valid',
      name: 'Immobilier Lumière SAS',
    });
    expect(await verdict('FR', '02345678901')).toBe('not_found');
    expect(await verdict('GR', '123456789')).toBe('valid');
    expect(vies.asked.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '123456789' });
    // A member state that does not give names (Germany): nothing to compare.
    vies.names.set('112345678', '---');
    expect(await verifier().verify('DE', '112345678')).toEqual({ verdict: 'valid', name: null });
  });

  it('calls a registry that is down or silent "unverified", never a refusal', async () => {
    expect(await verdict('DE', '912345678')).toBe('unverified');
    expect(await verdict('DE', '812345678')).toBe('unverified');
    const nobody = createViesTaxIdVerifier({ url: 'http://127.0.0.1:9', timeoutMs: 300 });
    expect((await nobody.verify('DE', '123456789')).verdict).toBe('unverified');
  });

  it('does not ask VIES about a number outside the EU', async () => {
    const before = vies.asked.length;
    expect(await verdict('GB', '123456789')).toBe('unchecked');
    expect(vies.asked).toHaveLength(before);
  });

  it("compares the registered name with the buyer's company, as a person would (item 10)", () => {
    const registered = 'IMMOBILIER LUMIERE SAS';
    for (const same of ['Immobilier Lumière', 'immobilier-lumière s.a.s.', 'Lumière'])
      expect(namesMatch(same, registered), same).toBe(true);
    for (const other of ['Analytical Homes', 'Lumière Auto', 'SAS', ''])
      expect(namesMatch(other, registered), other).toBe(false);
  });
});

describe('the seller settings', () => {
  it('come from SELLER_*, or are the marked sample outside production', () => {
    const seller = loadConfig({
      DATA_DIR: '/tmp',
      JWT_SECRET: 'x'.repeat(0),
      ...SELLER_ENV,
    }).seller;
    expect(seller).toEqual({
      name: 'Maison Vidéo GmbH',
      address: ['Friedrichstraße 68', '10117 Berlin', 'Deutschland'],
      country: 'DE',
      taxIds: 'USt-IdNr. DE123456789 · HRB 123456 B',
      email: 'rechnung@maison-video.example',
      sample: false,
    });
    const sample = loadConfig({ DATA_DIR: '/tmp' }).seller;
    expect(sample).toMatchObject({ name: 'Sample seller — set SELLER_*', sample: true });
    expect(JSON.stringify(sample)).not.toContain('GB123456789');
  });

  it('are required in production: one line per missing setting, with an example', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp', SELLER_NAME: 'Maison Vidéo GmbH' });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    for (const name of ['SELLER_ADDRESS', 'SELLER_COUNTRY', 'SELLER_TAX_IDS', 'SELLER_EMAIL'])
      expect(lines.filter((line) => line.startsWith(`${name}: `))).toEqual([
        expect.stringMatching(/invoices.*\(e\.g\. SELLER_\w+=.+\)$/),
      ]);
    expect(message).not.toMatch(/^SELLER_NAME: /m);
  });
});

describeEachDb('VAT at the checkout, on invoices and renewals', (ctx) => {
  let vies: Awaited<ReturnType<typeof viesStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: Awaited<ReturnType<typeof ctx.buildTestApp>>;
  beforeAll(async () => {
    vies = await viesStandIn();
    smtp = await startSmtpServer();
    const { seller } = loadConfig({ DATA_DIR: '/tmp', ...SELLER_ENV });
    app = await ctx.buildTestApp({
      seller,
      vatCheck: { kind: 'vies', url: vies.url, timeoutMs: 300 },
      mail: { smtpUrl: smtp.url, from: 'Property Video <billing@propertyvideo.test>' },
    });
  });
  afterAll(() => {
    vies.close();
    smtp.close();
  });

  /** The receipt goes out after the answer: its text as the buyer reads it. */
  async function receiptTo(email: string) {
    for (let i = 0; i < 200; i++) {
      const found = smtp.received.find((m) => m.envelopeTo.includes(email));
      if (found) return (found.text ?? '').replace(/\s+/g, ' ');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no receipt to ${email}`);
  }

  /** A French buyer; its company is the name VIES has for the stand-in's numbers. */
  const buyer = (company = 'Immobilier Lumière') => ({
    firstName: 'Camille',
    lastName: 'Martin',
    company,
    email: uniqueEmail('camille'),
    phone: '+33 1 23 45 67 89',
  });
  const french = (overrides: Record<string, unknown> = {}) => ({
    country: 'FR',
    currency: 'EUR',
    customer: buyer(),
    address: { line1: '3 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
    ...overrides,
  });
  // As the PDF's text reads back: its no-break spaces are spaces.
  const eur = (minor: number) => formatAmount(minor, 'EUR', 'en-US').replace(/\s+/g, ' ');

  async function pdfOf(headers: Record<string, string>, id: string) {
    const res = await app.inject({ method: 'GET', url: `/v2/invoices/${id}/pdf`, headers });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    if (process.env.SHOW_PDF) console.log(text);
    return text;
  }

  it('quotes a French company 20 % VAT on top of the net price', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/quote',
      payload: { country: 'FR', currency: 'EUR', interval: 'month', users: 3, edition: 'realty' },
    });
    expect(res.json()).toMatchObject({
      subtotal: 10500,
      tax: 2100,
      taxRateBps: 2000,
      taxTreatment: 'standard',
      total: 12600,
    });
  });

  it('charges a French company without a VAT number 20 % on top, and prints it', async () => {
    const customer = await paidCustomer(app, CARDS.success, french());
    const [invoice] = await invoices(app, customer.headers);
    expect(invoice!.total).toBe(12600);
    const text = await pdfOf(customer.headers, invoice!.id);
    for (const expected of [
      'Maison Vidéo GmbH',
      'Friedrichstraße 68',
      '10117 Berlin',
      'USt-IdNr. DE123456789 · HRB 123456 B',
      'rechnung@maison-video.example',
      `VAT (20%) ${eur(2100)}`,
      `Total ${eur(12600)}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Reverse charge');
    expect(text).not.toContain('Sample seller');
    expect(await receiptTo(customer.email)).toContain(
      `We received your payment of ${eur(12600)} on`,
    );
    expect(await receiptTo(customer.email)).toContain(
      `This includes ${eur(2100)} VAT (20%) on ${eur(10500)}.`,
    );
  });

  it('prints a customer’s name and address as typed, from the checkout to the PDF', async () => {
    const customer = await paidCustomer(app, CARDS.success, {
      country: 'CH',
      currency: 'CHF',
      customer: {
        firstName: 'Łukasz',
        lastName: 'Wiśniewski',
        company: 'Żółć Nieruchomości',
        email: uniqueEmail('lukasz'),
        phone: '+41 44 668 18 00',
        website: 'www.example.com',
      },
      address: { line1: 'Rua São Paulo 1', city: 'Zürich', postalCode: '8001', country: 'CH' },
    });
    const [invoice] = await invoices(app, customer.headers);
    const text = await pdfOf(customer.headers, invoice!.id);
    for (const expected of [
      'Łukasz Wiśniewski',
      'Żółć Nieruchomości',
      'Rua São Paulo 1',
      '8001 Zürich',
    ])
      expect(text).toContain(expected);
  });

  it('reverse-charges a French company whose number VIES confirms, and says so', async () => {
    const customer = await paidCustomer(app, CARDS.success, french({ vatNumber: '12345678901' }));
    const [invoice] = await invoices(app, customer.headers);
    expect(invoice!.total).toBe(10500);
    const text = await pdfOf(customer.headers, invoice!.id);
    expect(text).toContain('VAT number: FR12345678901');
    expect(text).toContain(`VAT (reverse charge) ${eur(0)}`);
    expect(text).toContain(
      'Reverse charge — VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC.',
    );
    expect(await receiptTo(customer.email)).toContain(
      'No VAT was charged: reverse charge — VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC.',
    );
    const stored = await ctx.db().one<Record<string, unknown>>(
      `SELECT c.tax_country, c.tax_rate_bps, c.reverse_charge, c.vat_status
       FROM checkouts c JOIN billing_subscriptions s ON s.id = c.subscription_id
       JOIN billing_customers bc ON bc.id = s.customer_id WHERE bc.email = $1`,
      [customer.email],
    );
    expect(stored).toEqual({
      tax_country: 'FR',
      tax_rate_bps: 0,
      reverse_charge: true,
      vat_status: 'valid',
    });
  });

  it('refuses a number VIES does not know, before any charge', async () => {
    const paymentMethodId = await tokenise(app);
    const res = await postCheckout(
      app,
      checkoutBody({ ...french({ vatNumber: '02345678901' }), paymentMethodId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ vatNumber: expect.any(String) });
  });

  it('takes the payment when VIES is down: VAT charged, the number recorded unverified', async () => {
    const customer = await paidCustomer(app, CARDS.success, french({ vatNumber: '92345678901' }));
    const [invoice] = await invoices(app, customer.headers);
    expect(invoice!.total).toBe(12600);
    const stored = await ctx.db().one<Record<string, unknown>>(
      `SELECT s.vat_status, s.tax_treatment, s.tax_rate_bps FROM billing_subscriptions s
       JOIN billing_customers bc ON bc.id = s.customer_id WHERE bc.email = $1`,
      [customer.email],
    );
    expect(stored).toEqual({
      vat_status: 'unverified',
      tax_treatment: 'standard',
      tax_rate_bps: 2000,
    });
  });

  it('asks VIES again about an unverified number: once confirmed, renewals are reverse-charged', async () => {
    vies.down.add('71234567890');
    const customer = await paidCustomer(app, CARDS.success, french({ vatNumber: '71234567890' }));
    vies.down.delete('71234567890');
    const job = () =>
      runBillingJob({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        provider: app.billing.provider,
        publicUrl: app.config.publicUrl,
        seller: app.config.seller,
        taxIds: app.billing.taxIds,
      });
    const status = async () =>
      (await ctx.db().one<Record<string, unknown>>(
        `SELECT s.vat_status, s.tax_treatment, s.tax_rate_bps FROM billing_subscriptions s
         JOIN billing_customers bc ON bc.id = s.customer_id WHERE bc.email = $1`,
        [customer.email],
      ))!;
    // Asked at the checkout a moment ago: not again before an hour has passed.
    await job();
    expect(await status()).toMatchObject({ vat_status: 'unverified' });
    await ctx.db().query(
      `UPDATE billing_subscriptions SET vat_checked_at = now() - interval '2 hours'
       WHERE customer_id = (SELECT id FROM billing_customers WHERE email = $1)`,
      [customer.email],
    );
    await advanceClock(ctx.db(), 32 * DAY);
    await job();
    expect(await status()).toEqual({
      vat_status: 'valid',
      tax_treatment: 'reverse_charge',
      tax_rate_bps: 0,
    });
    // The first month was charged with VAT; the renewal without.
    const list = await invoices(app, customer.headers);
    expect(list.map((invoice) => invoice.total)).toEqual([10500, 12600]);
  });

  it('charges the same VAT on every renewal', async () => {
    const customer = await paidCustomer(app, CARDS.success, french({ users: 2 }));
    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const list = await invoices(app, customer.headers);
    expect(list.map((invoice) => invoice.total)).toEqual([8400, 8400]);
    const text = await pdfOf(customer.headers, list[0]!.id);
    expect(text).toContain(`VAT (20%) ${eur(1400)}`);
  });

  it('keeps the US at 0 %, saying no tax is collected there', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const [invoice] = await invoices(app, customer.headers);
    expect(invoice!.total).toBe(11700);
    const text = await pdfOf(customer.headers, invoice!.id);
    expect(text).toContain('Tax (not collected, 0%)');
    expect(text).toMatch(/the seller does not collect tax in United States/);
  });

  /** A quote of three monthly users for a French company, from `ip`. */
  const quoteFrom = (ip: string, vatNumber: string, company = 'Immobilier Lumière') =>
    app.inject({
      method: 'POST',
      url: '/payments/quote',
      remoteAddress: ip,
      payload: {
        country: 'FR',
        currency: 'EUR',
        interval: 'month',
        users: 3,
        edition: 'realty',
        vatNumber,
        company,
      },
    });

  it("keeps the registry's answers: a number quoted again is not asked again (item 10)", async () => {
    const number = '31234567890';
    for (let i = 0; i < 5; i++) {
      const res = await quoteFrom(`10.31.0.${i + 1}`, number);
      expect(res.json()).toMatchObject({ taxTreatment: 'reverse_charge', tax: 0, total: 10500 });
    }
    // Nor by the checkout that follows.
    const customer = await paidCustomer(app, CARDS.success, french({ vatNumber: number }));
    expect((await invoices(app, customer.headers))[0]!.total).toBe(10500);
    expect(vies.asks(number)).toBe(1);
  });

  it('limits the registry look-ups one address causes (item 10)', async () => {
    const ip = '10.32.0.1';
    const number = (i: number) => `4${String(i).padStart(10, '0')}`;
    for (let i = 0; i < VAT_LOOKUPS_PER_ADDRESS_HOUR; i++)
      expect((await quoteFrom(ip, number(i))).statusCode).toBe(200);
    const refused = await quoteFrom(ip, number(VAT_LOOKUPS_PER_ADDRESS_HOUR));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(deliveryEn['delivery.error.tooManyVatChecks']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(vies.asks(number(VAT_LOOKUPS_PER_ADDRESS_HOUR))).toBe(0);
    // An answer already kept is still given; another address still gets its own look-ups.
    expect((await quoteFrom(ip, number(0))).statusCode).toBe(200);
    expect((await quoteFrom('10.32.0.2', number(VAT_LOOKUPS_PER_ADDRESS_HOUR))).statusCode).toBe(
      200,
    );
  });

  it("charges VAT on a number registered under another name, until the seller's review (item 10)", async () => {
    const number = '51234567890';
    const mismatched = await quoteFrom('10.33.0.1', number, 'Analytical Homes');
    expect(mismatched.json()).toMatchObject({
      taxTreatment: 'standard',
      tax: 2100,
      total: 12600,
      vatNameMismatch: true,
    });
    const matched = await quoteFrom('10.33.0.1', number, 'IMMOBILIER LUMIERE');
    expect(matched.json()).toMatchObject({ taxTreatment: 'reverse_charge', total: 10500 });
    expect(matched.json().vatNameMismatch).toBeUndefined();

    const customer = await paidCustomer(
      app,
      CARDS.success,
      french({ vatNumber: number, customer: buyer('Analytical Homes') }),
    );
    expect((await invoices(app, customer.headers))[0]!.total).toBe(12600);
    const subscription = async () =>
      (await ctx.db().one<Record<string, unknown>>(
        `SELECT s.id, s.vat_status, s.tax_treatment, s.tax_rate_bps, s.vat_registered_name
         FROM billing_subscriptions s JOIN billing_customers bc ON bc.id = s.customer_id
         WHERE bc.email = $1`,
        [customer.email],
      ))!;
    const flagged = await subscription();
    expect(flagged).toMatchObject({
      vat_status: 'name_mismatch',
      tax_treatment: 'standard',
      tax_rate_bps: 2000,
      vat_registered_name: 'Immobilier Lumière SAS',
    });

    // The seller's review lists it, and confirming it reverse-charges the next renewal.
    const id = flagged.id as string;
    expect(await vatReviews(ctx.db())).toContainEqual(
      expect.objectContaining({
        subscriptionId: id,
        company: 'Analytical Homes',
        vatId: `FR${number}`,
        registeredName: 'Immobilier Lumière SAS',
      }),
    );
    expect(await decideVatReview(ctx.db(), 'DE', id, 'confirm')).toBe(true);
    expect(await decideVatReview(ctx.db(), 'DE', id, 'confirm')).toBe(false);
    // The customer's activity log says support staff changed the tax they are charged, once.
    const log = await app.inject({
      url: '/v2/activity?action=billing.taxReviewed',
      headers: customer.headers,
    });
    expect(log.json().events).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ kind: 'support', memberId: null }),
        target: { type: 'subscription', id, label: `FR${number}` },
        changes: { taxTreatment: { before: 'standard', after: 'reverse_charge' } },
      }),
    ]);
    expect(await subscription()).toMatchObject({
      vat_status: 'valid',
      tax_treatment: 'reverse_charge',
      tax_rate_bps: 0,
    });
    expect((await vatReviews(ctx.db())).map((row) => row.subscriptionId)).not.toContain(id);
    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    expect((await invoices(app, customer.headers)).map((invoice) => invoice.total)).toEqual([
      10500, 12600,
    ]);
  });

  it.skipIf(!REDIS_AVAILABLE)(
    'shares the kept answers between replicas through Redis',
    async () => {
      const options = {
        seller: app.config.seller,
        vatCheck: { kind: 'vies' as const, url: vies.url, timeoutMs: 300 },
        redisUrl: TEST_REDIS_URL,
        redisKeyPrefix: `vat-test-${ctx.kind}-${process.pid}-${Date.now()}:`,
      };
      const [a, b] = [await ctx.buildTestApp(options), await ctx.buildTestApp(options)];
      const number = '61234567890';
      for (const replica of [a, b]) {
        const res = await replica.inject({
          method: 'POST',
          url: '/payments/quote',
          remoteAddress: '10.34.0.1',
          payload: {
            country: 'FR',
            currency: 'EUR',
            interval: 'month',
            users: 1,
            edition: 'realty',
            vatNumber: number,
          },
        });
        expect(res.json()).toMatchObject({ taxTreatment: 'reverse_charge' });
      }
      expect(vies.asks(number)).toBe(1);
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${options.redisKeyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  );
});
