import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { issueInvoice } from '../src/billing/invoices';
import type { InvoiceDocument } from '../src/billing/invoice-document';
import { describeEachDb } from './helper';
import { customer } from './profiles-helper';

function document(total: number, issuedAt: string): Omit<InvoiceDocument, 'number'> {
  return {
    issuedAt,
    status: 'paid',
    locale: 'en-us',
    currency: 'USD',
    customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    lines: [
      {
        kind: 'plan',
        interval: 'month',
        users: total / 3900,
        unitAmount: 3900,
        amount: total,
        start: issuedAt,
        end: issuedAt,
      },
    ],
    subtotal: total,
    discount: 0,
    taxRateBps: 0,
    tax: 0,
    total,
  };
}

describeEachDb('billing: invoices and the invoice e-mail setting', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('stores the "receive invoices by e-mail" setting; another account’s id is 404', async () => {
    const owner = await customer(app, 5);
    const other = await customer(app, 5);
    const patch = (id: string, payload: unknown, headers = owner.headers) =>
      app.inject({ method: 'PATCH', url: `/v2/users/${id}/invoices`, headers, payload });

    const off = await patch(owner.id, { receiveInvoices: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ receiveInvoices: false });
    const me = await app.inject({ method: 'GET', url: '/v2/users/me', headers: owner.headers });
    expect(me.json().receiveInvoices).toBe(false);

    expect((await patch(other.id, { receiveInvoices: false })).statusCode).toBe(404);
    const untouched = await app.inject({
      method: 'GET',
      url: '/v2/users/me',
      headers: other.headers,
    });
    expect(untouched.json().receiveInvoices).toBe(true);

    const bad = await patch(owner.id, { receiveInvoices: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${owner.id}/invoices`,
      payload: { receiveInvoices: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the account’s numbered invoices, serves each as a PDF, and 404s across accounts', async () => {
    const owner = await customer(app, 5);
    const other = await customer(app, 5);
    const first = await issueInvoice(
      ctx.db(),
      owner.id,
      `ch_${owner.id}_1`,
      document(19500, '2026-10-01T00:00:00Z'),
    );
    const second = await issueInvoice(
      ctx.db(),
      owner.id,
      `ch_${owner.id}_2`,
      document(27300, '2026-11-01T00:00:00Z'),
    );
    // One invoice per charge: the same charge again is the same invoice.
    const again = await issueInvoice(
      ctx.db(),
      owner.id,
      `ch_${owner.id}_2`,
      document(27300, '2026-11-01T00:00:00Z'),
    );
    expect(again).toMatchObject({ id: second.id, created: false });
    expect(second.document.number).toMatch(/^PV-2026-\d{6}$/);
    expect(second.document.number).not.toBe(first.document.number);

    const list = await app.inject({ method: 'GET', url: '/v2/invoices', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().invoices).toEqual([
      expect.objectContaining({ id: second.id, total: 27300, currency: 'USD', status: 'paid' }),
      expect.objectContaining({ id: first.id, number: first.document.number, total: 19500 }),
    ]);
    const othersList = await app.inject({
      method: 'GET',
      url: '/v2/invoices',
      headers: other.headers,
    });
    expect(othersList.json().invoices).toEqual([]);

    const pdf = await app.inject({
      method: 'GET',
      url: `/v2/invoices/${second.id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(second.document.number);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(second.document.number);
    expect(text).toContain('$273.00');

    for (const url of [`/v2/invoices/${second.id}/pdf`, '/v2/invoices/not-a-uuid/pdf']) {
      const res = await app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode).toBe(404);
    }
    const anonymous = await app.inject({ method: 'GET', url: `/v2/invoices/${second.id}/pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
