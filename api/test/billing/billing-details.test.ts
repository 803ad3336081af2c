import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { advanceBilling, invoices, paidCustomer } from '../billing-helper';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { bearer } from '../profiles-helper';
import { member } from '../members/members-helper';
import { CARDS } from '../payments-helper';

/** A German business: VAT charged at the checkout (no number given). */
const GERMAN = {
  country: 'DE',
  currency: 'EUR',
  address: { line1: 'Hafenstraße 1', city: 'Hamburg', postalCode: '20457', country: 'DE' },
};

describeEachDb('business billing details (issue 39)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const put = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/v2/billing/details', headers, payload });
  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v2/billing/details', headers });

  const pdfText = (headers: Record<string, string>, id: string) => pdfTextOf(app, headers, id);
  const pdfTextOf = async (on: FastifyInstance, headers: Record<string, string>, id: string) => {
    const pdf = await on.inject({ url: `/v2/invoices/${id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    return text;
  };

  it('only the owner and Billing members change them; every role reads them', async () => {
    const paid = await paidCustomer(app, CARDS.success);
    const billing = await member(app, paid.headers, 'billing');
    const admin = await member(app, paid.headers, 'admin');
    const viewer = await member(app, paid.headers, 'viewer');
    const read = await get(viewer.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().details).toMatchObject({
      company: 'Analytical Homes',
      address: { line1: '1 Engine Street', city: 'London', postalCode: 'N1 9GU', country: 'GB' },
    });
    const body = {
      company: 'Analytical Homes Ltd',
      address: { line1: '2 Engine Street', city: 'London', postalCode: 'N1 9GU', country: 'GB' },
    };
    for (const refused of [admin, viewer]) {
      const res = await put(refused.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    expect((await get(paid.headers)).json().details.company).toBe('Analytical Homes');
    const changed = await put(billing.headers, body);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().details).toMatchObject(body);
    expect((await put(paid.headers, { ...body, poNumber: 'PO-1' })).statusCode).toBe(200);
  });

  it('refuses what the checkout refuses, field by field: 400 {message, fields}', async () => {
    const paid = await paidCustomer(app, CARDS.success);
    const noState = await put(paid.headers, {
      company: 'Harbour Homes',
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        postalCode: '94105',
        country: 'US',
      },
      billingEmail: 'not-an-email',
      poNumber: 'x'.repeat(65),
    });
    expect(noState.statusCode).toBe(400);
    const error = noState.json();
    expect(typeof error.message).toBe('string');
    expect(Object.keys(error.fields).sort()).toEqual(
      ['address.state', 'billingEmail', 'poNumber'].sort(),
    );
    const unknownState = await put(paid.headers, {
      company: 'Harbour Homes',
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        state: 'ZZ',
        postalCode: '94105',
        country: 'US',
      },
    });
    expect(unknownState.statusCode).toBe(400);
    expect(Object.keys(unknownState.json().fields)).toEqual(['address.state']);
    const notFound = await put(paid.headers, {
      company: 'Harbour Homes',
      address: GERMAN.address,
      vatNumber: '999111111111',
    });
    expect(notFound.statusCode).toBe(400);
    expect(notFound.json()).toMatchObject({
      code: 'VAT_NOT_FOUND',
      fields: { vatNumber: expect.any(String) },
    });
  });

  it('a VAT number the registry confirms reverse-charges the next charge, not the paid one', async () => {
    const paid = await paidCustomer(app, CARDS.success, GERMAN);
    const before = await get(paid.headers);
    expect(before.json()).toMatchObject({
      taxTreatment: 'standard',
      taxRateBps: 1900,
      vatStatus: 'none',
    });
    const [first] = await invoices(app, paid.headers);

    const accountant = uniqueEmail('accountant');
    const res = await put(paid.headers, {
      company: 'Analytical Homes',
      address: { ...GERMAN.address, line1: 'Elbchaussee 7' },
      vatNumber: '123456789',
      billingEmail: accountant,
      poNumber: 'PO-2026-17',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      taxTreatment: 'reverse_charge',
      taxRateBps: 0,
      vatStatus: 'valid',
    });

    await advanceBilling(app, '32d');
    const after = await invoices(app, paid.headers);
    const renewal = after.find((invoice) => invoice.id !== first!.id)!;
    // The renewal: no VAT, the new address and PO number; the checkout's invoice unchanged.
    const renewalText = await pdfText(paid.headers, renewal.id);
    expect(renewalText).toContain('Elbchaussee 7');
    expect(renewalText).toContain('DE123456789');
    expect(renewalText).toContain(accountant);
    const firstText = await pdfText(paid.headers, first!.id);
    expect(firstText).toContain('Hafenstraße 1');
    expect(firstText).not.toContain('Elbchaussee');
    expect(renewal.total).toBeLessThan(first!.total);
    // The billing e-mail gets the renewal's invoice e-mail too.
    const mails = await app.outbox.latest(5, accountant);
    expect(mails.some((mail) => mail.attachments?.length)).toBe(true);
  });

  it('removing the VAT number brings VAT back on the next charge', async () => {
    const paid = await paidCustomer(app, CARDS.success, { ...GERMAN, vatNumber: '123456789' });
    expect((await get(paid.headers)).json().taxTreatment).toBe('reverse_charge');
    const res = await put(paid.headers, { company: 'Analytical Homes', address: GERMAN.address });
    expect(res.json()).toMatchObject({
      taxTreatment: 'standard',
      taxRateBps: 1900,
      vatStatus: 'none',
    });
  });

  it('the demo account shows a realistic billing tab: a paid invoice, a card, the next renewal', async () => {
    const email = uniqueEmail('demo');
    const demoApp = await ctx.buildTestApp({
      demo: { enabled: true, email, password: 'demo-portal-1' },
    });
    const token = (await login(demoApp, email, 'demo-portal-1')).json().token as string;
    const headers = bearer(token);
    const summary = (await demoApp.inject({ url: '/v2/billing/summary', headers })).json().summary;
    expect(summary).toMatchObject({
      status: 'ACTIVE',
      users: 5,
      card: { brand: 'visa', last4: '4242' },
      next: { kind: 'renewal', amount: 5 * 3900 },
    });
    const [invoice, ...others] = await invoices(demoApp, headers);
    expect(others).toHaveLength(0);
    expect(invoice).toMatchObject({ status: 'paid', total: 5 * 3900 });
    const text = await pdfTextOf(demoApp, headers, invoice!.id);
    expect(text).toContain('Demo Realty');
    expect(text).toContain('San Francisco');
    expect(
      (await demoApp.inject({ url: '/v2/billing/details', headers })).json().details,
    ).toMatchObject({
      company: 'Demo Realty',
      address: { state: 'CA', country: 'US' },
    });
  });
});
