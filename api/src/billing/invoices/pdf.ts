import { deflateSync } from 'node:zlib';
import { PDFDocument, rgb, type PDFFont, type PDFHexString, type PDFName, type RGB } from 'pdf-lib';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import { townLine } from '@portal/shared/billing/states';
import { fill } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { billingText, type BillingMessageId } from '../i18n/catalogue';
import type { InvoiceDocument, InvoiceLine } from './document';
import { ownFacesIn, sharedFacesIn, type InvoiceFaces } from './fonts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.16, 0.2);
const MUTED = rgb(0.38, 0.43, 0.48);
const BRAND = rgb(0.04, 0.36, 0.68);

/** Per face (its character list, shared by every document's copy of the face). */
const characterSets = new WeakMap<number[], Set<number>>();

/**
 * Noto Sans writes Latin, Greek and Cyrillic whole, Intl's narrow no-break space (fr and de
 * thousands separator) included. A thin or figure space it lacked would be a plain space; any other
 * character outside it (another script) becomes "?" rather than an empty box.
 */
function printable(font: PDFFont, text: string): string {
  const list = font.getCharacterSet();
  let known = characterSets.get(list);
  if (!known) characterSets.set(list, (known = new Set(list)));
  return Array.from(text.normalize('NFC'))
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (known.has(code)) return c;
      return /[\u202f\u2009\u2007]/.test(c) ? ' ' : '?';
    })
    .join('');
}

/** Most lines of an invoice are its language's labels and amounts: encoded once per face. */
const ENCODED_KEPT = 4096;
const encodings = new Map<string, { glyphs: PDFHexString; width: number }>();

/**
 * A line's glyphs and its width at size 1000, kept for the shared faces (fonts.ts): their glyph
 * ids never change. A face embedded for one invoice is asked each time (encoding a line is what
 * puts its glyphs in that invoice's subset).
 */
function encoded(faces: InvoiceFaces, font: PDFFont, line: string) {
  if (!faces.shared)
    return { glyphs: font.encodeText(line), width: font.widthOfTextAtSize(line, 1000) };
  const key = `${font.name}\u0000${line}`;
  let found = encodings.get(key);
  if (!found) {
    found = { glyphs: font.encodeText(line), width: font.widthOfTextAtSize(line, 1000) };
    encodings.set(key, found);
    if (encodings.size > ENCODED_KEPT) encodings.delete(encodings.keys().next().value!);
  }
  return found;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** A DateTimeFormat per language, made once: making one costs more than the dates it writes. */
function longDate(tag: string): Intl.DateTimeFormat {
  let format = longDates.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(tag, format);
  }
  return format;
}

/** An invoice writes a character the shared faces lack: it is rendered again with its own. */
class BeyondSharedFaces extends Error {}

/** The two blocks side by side under the header: who bills at the margin, the buyer here. */
const CUSTOMER_X = 300;
/** Space kept between the seller's block and the buyer's. */
const GUTTER = 16;

/**
 * Renders an invoice (or a credit note, `creditNoteFor`: the same look, its amounts printed as
 * credits) as a one-page A4 PDF, in the invoice's language and currency format. The seller's and
 * the buyer's blocks wrap inside their columns: a long name or street never overprints the other
 * block or runs off the page (billing-pdf-layout.test.ts).
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  try {
    return await render(invoice, sharedFacesIn);
  } catch (error) {
    if (!(error instanceof BeyondSharedFaces)) throw error;
    return render(invoice, ownFacesIn);
  }
}

async function render(
  invoice: InvoiceDocument,
  facesIn: (pdf: PDFDocument) => Promise<InvoiceFaces>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const t = (id: BillingMessageId, params?: Record<string, string>) =>
    billingText(invoice.locale, id, params);
  /** The corrections' texts (credit note, corrected invoice, PO number: issue 39). */
  const tc = (
    id: 'title' | 'number' | 'credits' | 'note' | 'replaces' | 'poNumber',
    params?: Record<string, string>,
  ) => fill(translate(invoice.locale, `delivery.corrections.pdf.${id}`), params);
  const creditNote = invoice.creditNoteFor !== undefined;
  const title = creditNote ? tc('title') : t('invoice.title');
  pdf.setTitle(`${title} ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setLanguage(LOCALE_TAGS[invoice.locale]);
  const faces = await facesIn(pdf);
  const { regular, bold, writes } = faces;
  const page = pdf.addPage(A4);
  const tag = LOCALE_TAGS[invoice.locale];
  // A credit note gives the credited invoice's amounts back: printed negative.
  const sign = creditNote ? -1 : 1;
  const money = (amount: number) => formatAmount(sign * amount, invoice.currency, tag);
  const date = (iso: string) => longDate(tag).format(new Date(iso));

  // The page's content is written here as PDF operators, its text one text object: each line
  // sets what changed (face, size, colour), its place, and shows its glyphs; Node's zlib
  // compresses it. pdf-lib's drawText wraps every line in a text object and graphics state of
  // its own, sets the font resource each time and compresses in JavaScript: that cost more than
  // the rest of the invoice.
  const text: string[] = [];
  const paths: string[] = [];
  const resources = new Map<PDFFont, PDFName>();
  let state = {
    font: undefined as PDFFont | undefined,
    size: 0,
    color: undefined as RGB | undefined,
  };
  let y = A4[1] - MARGIN;
  const write = (
    line: string,
    x: number,
    options: {
      font?: PDFFont;
      size?: number;
      color?: RGB;
      right?: boolean;
    } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const color = options.color ?? INK;
    const clean = printable(font, line);
    if (!writes(clean)) throw new BeyondSharedFaces();
    const { glyphs, width } = encoded(faces, font, clean);
    if (font !== state.font || size !== state.size) {
      let resource = resources.get(font);
      if (!resource)
        resources.set(font, (resource = page.node.newFontDictionary(font.name, font.ref)));
      text.push(`${resource.toString()} ${size} Tf`);
    }
    if (color !== state.color) text.push(`${colorOf(color)} rg`);
    state = { font, size, color };
    const left = options.right ? x - (width * size) / 1000 : x;
    text.push(`1 0 0 1 ${number(left)} ${number(y)} Tm ${glyphs.toString()} Tj`);
  };
  /** A thin line across the page, under a table's head and above its totals. */
  const rule = (at: number) =>
    paths.push(
      `q ${colorOf(MUTED)} RG 0.5 w ${MARGIN} ${number(at)} m ${number(A4[0] - MARGIN)} ${number(at)} l S Q`,
    );
  /**
   * Greedy word wrap to a width in points (glyph widths add up: no kerning). A word wider than
   * the width itself (an e-mail address, a long reference) is cut where it must.
   */
  const wrap = (line: string, font: PDFFont, size: number, width: number) => {
    // Measured with the shared faces only what they write (measuring encodes the glyphs).
    if (!writes(line)) throw new BeyondSharedFaces();
    const space = encoded(faces, font, ' ').width;
    const fits = (part: string) => (encoded(faces, font, part).width * size) / 1000 <= width;
    const words = line
      .split(' ')
      .filter(Boolean)
      .flatMap((word) => {
        if (fits(word)) return [word];
        const pieces: string[] = [];
        let piece = '';
        for (const character of Array.from(word)) {
          if (piece && !fits(piece + character)) {
            pieces.push(piece);
            piece = character;
          } else piece += character;
        }
        return piece ? [...pieces, piece] : pieces;
      });
    const lines: string[] = [];
    let current = '';
    let used = 0;
    for (const word of words) {
      const added = encoded(faces, font, word).width;
      if (current && ((used + space + added) * size) / 1000 > width) {
        lines.push(current);
        current = word;
        used = added;
      } else {
        current = current ? `${current} ${word}` : word;
        used = current === word ? added : used + space + added;
      }
    }
    if (current) lines.push(current);
    return lines;
  };
  const right = A4[0] - MARGIN;

  write('Property Video', MARGIN, { font: bold, size: 18, color: BRAND });
  write(title, right, { font: bold, size: 18, right: true });
  y -= 28;
  for (const [label, value] of [
    [creditNote ? tc('number') : t('invoice.number'), invoice.number],
    [t('invoice.date'), date(invoice.issuedAt)],
    creditNote
      ? [tc('credits'), invoice.creditNoteFor!]
      : [t('invoice.status'), t(`invoice.status.${invoice.status}`)],
  ] as const) {
    write(`${label}: ${value}`, right, { right: true });
    y -= 14;
  }

  // Seller and customer side by side.
  y -= 10;
  const top = y;
  const block = (x: number, width: number, heading: string, lines: string[]) => {
    y = top;
    write(heading, x, { font: bold, size: 9, color: MUTED });
    y -= 14;
    for (const line of lines) {
      for (const part of wrap(printable(regular, line), regular, 10, width)) {
        write(part, x);
        y -= 13;
      }
    }
    return y;
  };
  const { seller } = invoice;
  const sellerBottom = block(MARGIN, CUSTOMER_X - GUTTER - MARGIN, t('invoice.seller'), [
    seller.name,
    ...seller.address,
    ...(seller.taxIds ? [seller.taxIds] : []),
    seller.email,
  ]);
  const address = invoice.billingAddress;
  const regionName = (code: string) =>
    new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  const country = address ? regionName(address.country) : undefined;
  const customerBottom = block(CUSTOMER_X, right - CUSTOMER_X, t('invoice.customer'), [
    ...(invoice.customer.company ? [invoice.customer.company] : []),
    invoice.customer.name,
    invoice.customer.email,
    ...(address
      ? [
          `${t('invoice.billingAddress')}:`,
          address.line1,
          ...(address.line2 ? [address.line2] : []),
          // With a state or province (US, CA, AU, BR…) as those countries write it.
          townLine(address),
          country!,
        ]
      : []),
    ...(invoice.vatNumber ? [`${t('invoice.vatNumber')}: ${invoice.vatNumber}`] : []),
    ...(invoice.poNumber ? [`${tc('poNumber')}: ${invoice.poNumber}`] : []),
  ]);
  y = Math.min(sellerBottom, customerBottom) - 20;

  // The lines.
  const columns = { quantity: 360, unit: 450, amount: right };
  write(t('invoice.description'), MARGIN, { font: bold, size: 9, color: MUTED });
  write(t('invoice.quantity'), columns.quantity, {
    font: bold,
    size: 9,
    color: MUTED,
    right: true,
  });
  write(t('invoice.unitPrice'), columns.unit, { font: bold, size: 9, color: MUTED, right: true });
  write(t('invoice.amount'), columns.amount, { font: bold, size: 9, color: MUTED, right: true });
  y -= 6;
  rule(y);
  y -= 16;
  for (const line of invoice.lines) {
    const text = lineText(line, t, date);
    // Long descriptions wrap inside their column.
    const wrapped = wrap(printable(regular, text), regular, 10, columns.quantity - MARGIN - 50);
    write(String(line.users), columns.quantity, { right: true });
    write(money(line.unitAmount), columns.unit, { right: true });
    write(money(line.amount), columns.amount, { right: true });
    for (const part of wrapped) {
      write(part, MARGIN);
      y -= 13;
    }
    y -= 6;
  }
  rule(y + 8);
  y -= 10;

  const totalLine = (label: string, amount: string, font = regular) => {
    write(label, columns.unit, { font, right: true });
    write(amount, columns.amount, { font, right: true });
    y -= 15;
  };
  totalLine(t('invoice.subtotal'), money(invoice.subtotal));
  if (invoice.discount > 0) {
    totalLine(
      invoice.coupon
        ? t('invoice.discountCoupon', { coupon: invoice.coupon })
        : t('invoice.discount'),
      creditNote ? money(-invoice.discount) : `-${money(invoice.discount)}`,
    );
  }
  const rate = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
    invoice.taxRateBps / 10_000,
  );
  if (invoice.discount > 0) totalLine(t('invoice.net'), money(invoice.subtotal - invoice.discount));
  const taxLabel = {
    standard: t('invoice.tax.vat', { rate }),
    reverse_charge: t('invoice.tax.reverseCharge'),
    not_collected: t('invoice.tax.notCollected', { rate }),
  }[invoice.taxTreatment];
  totalLine(taxLabel, money(invoice.tax));
  totalLine(t('invoice.total'), money(invoice.total), bold);

  // The law's wording under the totals: who accounts for the VAT, or why there is none.
  const taxNote =
    invoice.taxTreatment === 'reverse_charge'
      ? t('invoice.note.reverseCharge')
      : invoice.taxTreatment === 'not_collected'
        ? t('invoice.note.notCollected', { country: regionName(invoice.taxCountry) })
        : null;
  // What a credit note cancels, what a corrected invoice replaces (issue 39).
  const notes = [
    ...(creditNote ? [tc('note', { invoice: invoice.creditNoteFor! })] : []),
    ...(invoice.correctionOf ? [tc('replaces', invoice.correctionOf)] : []),
    ...(taxNote ? [taxNote] : []),
  ];
  for (const note of notes) {
    y -= 6;
    for (const part of wrap(printable(regular, note), regular, 9, right - MARGIN)) {
      write(part, MARGIN, { size: 9 });
      y -= 12;
    }
  }
  if (seller.sample) {
    y -= 6;
    write(t('invoice.sample'), MARGIN, { font: bold, size: 11, color: rgb(0.7, 0.1, 0.1) });
  }

  // The footer's contact is the seller's (SELLER_EMAIL), wrapped upwards from the margin.
  const footer = wrap(
    printable(regular, t('invoice.footer', { support: seller.email })),
    regular,
    9,
    right - MARGIN,
  );
  y = MARGIN + (footer.length - 1) * 11;
  for (const part of footer) {
    write(part, MARGIN, { size: 9, color: MUTED });
    y -= 11;
  }
  const content = `BT\n${text.join('\n')}\nET\n${paths.join('\n')}\n`;
  const stream = pdf.context.stream(deflateSync(Buffer.from(content, 'latin1')), {
    Filter: 'FlateDecode',
  });
  page.node.addContentStream(pdf.context.register(stream));
  // Objects as they are rather than packed into a compressed object stream: a few KB more, and
  // one compression less per invoice (about 1 of 7 ms).
  return pdf.save({ useObjectStreams: false });
}

function lineText(
  line: InvoiceLine,
  t: (id: BillingMessageId, params?: Record<string, string>) => string,
  date: (iso: string) => string,
): string {
  const period = { start: date(line.start), end: date(line.end) };
  if (line.kind === 'plan') return t(`invoice.line.plan.${line.interval}`, period);
  if (line.kind === 'proration')
    return t('invoice.line.proration', { ...period, users: String(line.users) });
  return t('invoice.line.credit', period);
}

/** A coordinate to a hundredth of a point, as PDF writes numbers. */
const number = (value: number) => String(Math.round(value * 100) / 100);

const colorOf = (color: RGB) => `${number(color.red)} ${number(color.green)} ${number(color.blue)}`;
