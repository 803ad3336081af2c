import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as parseFont, type Font } from 'fontkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { CURRENCIES, formatAmount } from '@portal/shared/payments/prices';
import { renderInvoicePdf } from '../../src/billing/invoices/pdf';
import { SHARED_CHARACTERS } from '../../src/billing/invoices/fonts';
import type { InvoiceDocument } from '../../src/billing/invoices/document';

/** Reads the PDF back as a reader would: its text, whitespace collapsed. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

const noto = createRequire(import.meta.url);
const originals = {
  regular: parseFont(
    readFileSync(noto.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
  ) as Font,
  bold: parseFont(
    readFileSync(noto.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  ) as Font,
};

/**
 * What would print wrong: for every glyph each embedded font maps to a character (its ToUnicode
 * map), the glyph the font file draws is compared with Noto Sans's own glyph for that character
 * (outline box and advance). Text extraction reads the ToUnicode map alone, so it passed while
 * most letters printed blank (a font subset with misplaced glyphs, fonts.ts).
 */
async function misdrawnGlyphs(bytes: Uint8Array): Promise<{ checked: number; wrong: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const wrong: string[] = [];
  let checked = 0;
  for (const [, font] of pdf.context.enumerateIndirectObjects()) {
    if (!(font instanceof PDFDict) || font.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) {
      continue;
    }
    const name = font.get(PDFName.of('BaseFont'))!.toString();
    const original = name.includes('Bold') ? originals.bold : originals.regular;
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const file = descendant
      .lookup(PDFName.of('FontDescriptor'), PDFDict)
      .lookup(PDFName.of('FontFile2')) as PDFRawStream;
    const embedded = parseFont(Buffer.from(decodePDFRawStream(file).decode())) as Font;
    const toUnicode = font.lookup(PDFName.of('ToUnicode')) as PDFRawStream;
    const map = Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1');
    for (const [, glyphId, hex] of map.matchAll(/^<([0-9a-f]{4})> <([0-9a-f]+)>$/gim)) {
      const character = String.fromCharCode(
        ...hex!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16)),
      );
      const expected = original.glyphForCodePoint(character.codePointAt(0)!);
      checked++;
      try {
        const drawn = embedded.getGlyph(Number.parseInt(glyphId!, 16));
        if (
          JSON.stringify(drawn.bbox) === JSON.stringify(expected.bbox) &&
          drawn.advanceWidth === expected.advanceWidth
        ) {
          continue;
        }
      } catch {
        // A glyph that cannot even be read is drawn wrong too.
      }
      wrong.push(`${name} ${character}`);
    }
  }
  return { checked, wrong };
}

const invoice: InvoiceDocument = {
  number: 'PV-2026-000042',
  issuedAt: '2026-11-01T09:00:00.000Z',
  status: 'paid',
  locale: 'en-us',
  currency: 'USD',
  seller: {
    name: 'Property Video Ltd',
    address: ['10 Finsbury Square', 'London EC2A 1AF', 'United Kingdom'],
    country: 'GB',
    taxIds: 'VAT GB 123 4567 89',
    email: 'billing@propertyvideo.example',
    sample: false,
  },
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
  taxTreatment: 'standard',
  taxCountry: 'US',
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
      'VAT GB 123 4567 89',
      'Net amount',
      '$156.00',
      'VAT (20%)',
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
    // fr writes 2 100,00 € (its narrow no-break space read back as a space).
    expect(text).toContain('2 100,00 €');
    expect(text).not.toContain('Remise');
    expect(text).toContain('TVA (20 %)');
  });
});

describe('invoice PDF in any customer’s script', () => {
  /**
   * The characters the PDF's text stands for: its fonts' ToUnicode maps, where a reader's copy and
   * search come from. (Text extraction writes every kind of space as " ", so the narrow no-break
   * space of 1 234,56 € is looked for here.)
   */
  async function writtenCharacters(bytes: Uint8Array): Promise<Set<string>> {
    const pdf = await PDFDocument.load(bytes);
    const characters = new Set<string>();
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream)) continue;
      const stream = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
      for (const map of stream.matchAll(/beginbfchar\n([\s\S]*?)\nendbfchar/g)) {
        for (const [, hex] of map[1]!.matchAll(/^<[0-9a-f]+> <([0-9a-f]+)>$/gim)) {
          const units = hex!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16));
          characters.add(String.fromCharCode(...units));
        }
      }
    }
    return characters;
  }

  const names = {
    customer: {
      name: 'Łukasz Wiśniewski',
      company: 'Žluťoučký kůň s.r.o.',
      email: 'lw@example.pl',
    },
    billingAddress: {
      line1: 'Bahnhofstrasse 1',
      line2: 'São Paulo',
      city: 'Zürich',
      postalCode: '8001',
      country: 'CH',
    },
  } satisfies Partial<InvoiceDocument>;

  // Every currency of the price table, each in one of the seven languages in turn: 1 234,56 is
  // written with Intl's narrow no-break space in fr, 1.234,56 € with a no-break space in de.
  const cases = CURRENCIES.map((currency, i) => ({
    currency,
    locale: LOCALES[i % LOCALES.length]!,
  }));

  it.each(cases)(
    'prints names and $currency amounts in $locale intact',
    async ({ currency, locale }) => {
      const started = performance.now();
      const bytes = await renderInvoicePdf({
        ...invoice,
        ...names,
        locale,
        currency,
        lines: [{ ...invoice.lines[0]!, users: 1, unitAmount: 123456, amount: 123456 }],
        subtotal: 123456,
        discount: 0,
        coupon: undefined,
        taxRateBps: 2000,
        tax: 24691,
        total: 148147,
      });
      const ms = performance.now() - started;
      console.log(
        `invoice ${currency}/${locale}: rendered in ${ms.toFixed(1)} ms, ${(bytes.length / 1024).toFixed(1)} KB`,
      );
      const text = await pdfText(bytes);
      const written = await writtenCharacters(bytes);
      const tag = LOCALE_TAGS[locale];
      for (const expected of [
        'Łukasz Wiśniewski',
        'Žluťoučký kůň s.r.o.',
        'São Paulo',
        '8001 Zürich',
        formatAmount(123456, currency, tag),
        formatAmount(24691, currency, tag),
        formatAmount(148147, currency, tag),
      ]) {
        expect(text).toContain(expected.replace(/\s/g, ' '));
        for (const character of expected) expect(written).toContain(character);
      }
      expect(text).not.toContain('?');
      // The fonts are subset: a one-page invoice stays small.
      expect(bytes.length).toBeLessThan(150 * 1024);
    },
  );

  // Some keyboards and file names send "ü" as "u" and a combining diaeresis: it prints as one
  // letter, the same as the composed form (the invoice maps characters to glyphs, unshaped).
  it('prints a name typed with combining accents as its composed letters', async () => {
    const bytes = await renderInvoicePdf({
      ...invoice,
      ...names,
      customer: { ...names.customer, name: 'Łukasz Wis\u0301niewski' },
      billingAddress: { ...names.billingAddress, city: 'Zu\u0308rich' },
    });
    const text = await pdfText(bytes);
    expect(text).toContain('Łukasz Wiśniewski');
    expect(text).toContain('8001 Zürich');
    expect(text).not.toContain('?');
  });

  // Most invoices are written with faces subset and embedded once per process (fonts.ts); a name
  // in another script gets faces of its own, and the next invoice is written as before.
  it('prints Greek and Cyrillic names, and the invoices after them, intact', async () => {
    const greek = await renderInvoicePdf({
      ...invoice,
      customer: {
        name: 'Αλέξανδρος Παπαδόπουλος',
        company: 'Иван Петров и сыновья',
        email: 'a@example.gr',
      },
    });
    const latin = await renderInvoicePdf({ ...invoice, ...names });
    const greekText = await pdfText(greek);
    expect(greekText).toContain('Αλέξανδρος Παπαδόπουλος');
    expect(greekText).toContain('Иван Петров и сыновья');
    expect(greekText).toContain('$187.20');
    for (const pdf of [greek, latin]) {
      const { checked, wrong } = await misdrawnGlyphs(pdf);
      expect(checked).toBeGreaterThan(50);
      expect(wrong).toEqual([]);
    }
    const latinText = await pdfText(latin);
    expect(latinText).toContain('Łukasz Wiśniewski');
    expect(latinText).toContain('Žluťoučký kůň s.r.o.');
    expect(latinText).not.toContain('?');
  });

  it('prints every letter with its own glyph, not only the text a reader copies', async () => {
    const { checked, wrong } = await misdrawnGlyphs(
      await renderInvoicePdf({ ...invoice, ...names, locale: 'de', currency: 'CHF' }),
    );
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('reads plain amounts back as written', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const amount of ['$39.00', '$195.00', '-$39.00', '$31.20', '$187.20']) {
      expect(text).toContain(amount);
    }
  });
});

describe('the faces every invoice shares', () => {
  it('write every label of the seven languages and every currency', async () => {
    const shared = new Set(SHARED_CHARACTERS);
    for (const locale of LOCALES) {
      const { default: texts } = (await import(
        `../../../shared/src/i18n/delivery/billing/${locale}.ts`
      )) as { default: Record<string, string> };
      const invoiceTexts = Object.entries(texts).filter(([id]) =>
        id.startsWith('billing.invoice.'),
      );
      for (const [id, text] of invoiceTexts) {
        const outside = [...text].filter((c) => !shared.has(c));
        expect(outside, `${locale} ${id}`).toEqual([]);
      }
      for (const currency of CURRENCIES) {
        const amount = formatAmount(-123456789, currency, LOCALE_TAGS[locale]);
        expect(
          [...amount].filter((c) => !shared.has(c)),
          amount,
        ).toEqual([]);
      }
    }
  });
});
