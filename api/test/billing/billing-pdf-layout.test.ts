import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/billing/invoices/pdf';
import type { InvoiceDocument } from '../../src/billing/invoices/document';

/** One run of text as a reader places it: its box in points (origin bottom left). */
interface Placed {
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

async function placedText(bytes: Uint8Array): Promise<Placed[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  expect(pdf.numPages).toBe(1);
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const placed: Placed[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , size, x, y] = item.transform as number[];
    // The glyphs' box: the descender below the baseline, the ascender above it.
    placed.push({
      text: item.str,
      left: x!,
      right: x! + item.width,
      bottom: y! - 0.25 * size!,
      top: y! + 0.8 * size!,
    });
  }
  return placed;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

const overlap = (a: Placed, b: Placed) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.bottom < b.top - 0.5 &&
  b.bottom < a.top - 0.5;

// A 63-character seller line and a 71-character street (issue 39), and long values around them.
const SELLER_LINE = 'Property Video International Holdings and Licensing Company Ltd';
const STREET = 'Building 7, Second Floor, Unit 12, 1500 North Technology Parkway Avenue';

const invoice: InvoiceDocument = {
  number: 'INV-000042',
  issuedAt: '2026-11-01T09:00:00.000Z',
  status: 'paid',
  locale: 'en-us',
  currency: 'USD',
  seller: {
    name: SELLER_LINE,
    address: [
      'Suite 4100, The Shard, 32 London Bridge Street, Southwark District',
      'London SE1 9SG',
      'United Kingdom',
    ],
    country: 'GB',
    taxIds: 'VAT GB123456789 · Company no. 01234567 · EORI GB123456789000',
    email: 'accounts-receivable.billing-department@propertyvideo.example',
    sample: false,
  },
  customer: {
    name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff',
    company: 'Analytical Homes Realty Partners of Greater Springfield LLC',
    email: 'accounts.payable.department@analytical-homes-realty.example',
  },
  billingAddress: {
    line1: STREET,
    line2: 'Attn: Accounts Payable, Mail Stop 42-B, Receiving Dock Entrance 3',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
  },
  poNumber: 'PO-2026-ACME-0000012345-REGIONAL-PURCHASING',
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
  discount: 0,
  taxRateBps: 0,
  taxTreatment: 'not_collected',
  taxCountry: 'US',
  tax: 0,
  total: 19500,
};

describe('invoice PDF layout (issue 39)', () => {
  it('wraps long seller and buyer values inside their columns: nothing runs off or overprints', async () => {
    const bytes = await renderInvoicePdf(invoice);
    const placed = await placedText(bytes);
    for (const run of placed) {
      expect(run.left, run.text).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(run.right, run.text).toBeLessThanOrEqual(A4.width - MARGIN + 0.5);
      expect(run.bottom, run.text).toBeGreaterThanOrEqual(MARGIN - 5);
      expect(run.top, run.text).toBeLessThanOrEqual(A4.height - MARGIN + 20);
    }
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        expect(overlap(a, b), `"${a.text}" overprints "${b.text}"`).toBe(false);
      }
    }
    // The seller's block stays left of the buyer's, which starts at its column.
    const sellerRuns = placed.filter((run) => /Shard|Holdings|Licensing|EORI/.test(run.text));
    const buyerRuns = placed.filter((run) =>
      /Technology|Parkway|Analytical|Receiving/.test(run.text),
    );
    expect(sellerRuns.length).toBeGreaterThan(0);
    expect(buyerRuns.length).toBeGreaterThan(0);
    const buyerLeft = Math.min(...buyerRuns.map((run) => run.left));
    for (const run of sellerRuns) expect(run.right, run.text).toBeLessThan(buyerLeft);

    // Every word is still there, the state and PO number included; the footer's contact is the
    // seller's e-mail from the settings.
    const text = await pdfText(bytes);
    for (const word of [...SELLER_LINE.split(' '), ...STREET.split(' ')]) {
      expect(text).toContain(word);
    }
    expect(text).toContain('Springfield, IL 62701');
    expect(text).toContain('PO number: PO-2026-ACME');
    expect(text).toContain(
      'Questions: accounts-receivable.billing-department@propertyvideo.example',
    );
  });

  it('a credit note: same look, titled Credit note, its amounts as credits, naming the invoice', async () => {
    const bytes = await renderInvoicePdf({
      ...invoice,
      number: 'CN-000007',
      creditNoteFor: 'INV-000042',
      discount: 1950,
      coupon: 'WELCOME10',
      total: 17550,
    });
    const text = await pdfText(bytes);
    for (const expected of [
      'Credit note',
      'Credit note number: CN-000007',
      'Credits invoice: INV-000042',
      '-$195.00',
      '$19.50',
      '-$175.50',
      'This credit note cancels invoice INV-000042 in full.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Invoice number');
    const placed = await placedText(bytes);
    for (const run of placed)
      expect(run.right, run.text).toBeLessThanOrEqual(A4.width - MARGIN + 0.5);
  });

  it('a corrected invoice says what it replaces', async () => {
    const text = await pdfText(
      await renderInvoicePdf({
        ...invoice,
        number: 'INV-000050',
        correctionOf: { invoice: 'INV-000042', creditNote: 'CN-000007' },
      }),
    );
    expect(text).toContain(
      'Corrected invoice: replaces invoice INV-000042, cancelled by credit note CN-000007.',
    );
  });
});
