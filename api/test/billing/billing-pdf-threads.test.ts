import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../src/billing/invoices/document';
import { createPdfThreads, pdfThreadsFor } from '../../src/billing/invoices/pdf-renderer';

const invoice = (number: string, name: string): InvoiceDocument => ({
  number,
  issuedAt: '2026-11-01T09:00:00.000Z',
  status: 'paid',
  locale: 'pt',
  currency: 'EUR',
  seller: {
    name: 'Property Video Ltd',
    address: ['10 Finsbury Square', 'London EC2A 1AF', 'United Kingdom'],
    country: 'GB',
    taxIds: 'VAT GB 123 4567 89',
    email: 'billing@propertyvideo.example',
    sample: false,
  },
  customer: { name, email: 'owner@example.pt' },
  lines: [
    {
      kind: 'plan',
      interval: 'month',
      users: 3,
      unitAmount: 3900,
      amount: 11700,
      start: '2026-11-01T09:00:00.000Z',
      end: '2026-12-01T09:00:00.000Z',
    },
  ],
  subtotal: 11700,
  discount: 0,
  taxRateBps: 2300,
  taxTreatment: 'standard',
  taxCountry: 'PT',
  tax: 2691,
  total: 14391,
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('invoice PDFs on worker threads', () => {
  const threads = createPdfThreads(2);
  afterAll(() => threads.close());

  it('renders many at once, each with its own invoice', async () => {
    const names = ['Inês Gonçalves', 'Łucja Wiśniewska', 'Αλέξανδρος Παπαδόπουλος', 'Zoë Brontë'];
    const pdfs = await Promise.all(
      names.map((name, i) => threads.render(invoice(`PV-2026-00010${i}`, name))),
    );
    for (const [i, pdf] of pdfs.entries()) {
      const text = await pdfText(pdf);
      expect(text).toContain(`PV-2026-00010${i}`);
      expect(text).toContain(names[i]);
      expect(text).toContain('143,91 €');
    }
  });

  it('fails the invoice it cannot render, and renders the next', async () => {
    const broken = { ...invoice('PV-2026-000200', 'Ana Silva'), issuedAt: 'not a date' };
    await expect(threads.render(broken)).rejects.toThrow(/invoice PDF not rendered/);
    expect(await pdfText(await threads.render(invoice('PV-2026-000201', 'Ana Silva')))).toContain(
      'PV-2026-000201',
    );
  });

  it('uses the cores the API thread leaves, at least one', () => {
    expect(pdfThreadsFor(1)).toBe(1);
    expect(pdfThreadsFor(2)).toBe(1);
    expect(pdfThreadsFor(8)).toBe(4);
  });
});
