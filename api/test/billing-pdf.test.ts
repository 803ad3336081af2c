import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../src/billing/invoices/pdf';
import type { InvoiceDocument } from '../src/billing/invoices/document';

/** Reads the PDF back as a reader would: its text, whitespace collapsed. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

const invoice: InvoiceDocument = {
  number: 'PV-2026-000042',
  issuedAt: '2026-11-01T09:00:00.000Z',
  status: 'paid',
  locale: 'en-us',
  currency: 'USD',
  customer: { name: 'Ada Lovelace', company: 'Analytical Homes', email: 'ada@example.com' },
  billingAddress: {
    line1: '12 Market Street',
    city: 'Springfield',
    postalCode: '62701',
    country: 'US',
  },
  vatNumber: '123456789',
  lines: [
    {
      kind: 'plan',
      interval: 'month',
      users: 5,
      unitAmount: 3900,
      amount: 19500,
      start: '2026-11-01T09:00:00.000Z',
      end: '2026-12-01T09:00:00.000Z',
    },
  ],
  subtotal: 19500,
  discount: 3900,
  coupon: 'WELCOME20',
  taxRateBps: 2000,
  tax: 3120,
  total: 18720,
};

describe('invoice PDF', () => {
  it('holds seller, customer, address, VAT number, lines, discount, tax and total', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Invoice',
      'PV-2026-000042',
      'November 1, 2026',
      'Property Video Ltd',
      'Analytical Homes',
      'Ada Lovelace',
      '12 Market Street',
      '62701 Springfield',
      'United States',
      'VAT number: 123456789',
      'monthly plan',
      '$39.00',
      '$195.00',
      'Discount (WELCOME20)',
      '-$39.00',
      'Tax (20%)',
      '$31.20',
      'Total',
      '$187.20',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is written in the account’s language with the currency’s decimal comma', async () => {
    const text = await pdfText(
      await renderInvoicePdf({
        ...invoice,
        locale: 'fr',
        currency: 'EUR',
        lines: [{ ...invoice.lines[0]!, users: 50, unitAmount: 3500, amount: 175000 }],
        subtotal: 175000,
        discount: 0,
        coupon: undefined,
        taxRateBps: 2000,
        tax: 35000,
        total: 210000,
      }),
    );
    expect(text).toContain('Facture');
    expect(text).toContain('Numéro de facture: PV-2026-000042');
    expect(text).toContain('1 novembre 2026');
    expect(text).toContain('Adresse de facturation');
    expect(text).toContain('États-Unis');
    expect(text).toContain('formule mensuelle');
    // fr writes 2 100,00 € (its narrow no-break space printed as a space).
    expect(text).toContain('2 100,00 €');
    expect(text).not.toContain('Remise');
    expect(text).toContain('Taxe (20 %)');
  });
});
