import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * The invoice's typeface: Noto Sans (regular and bold), full Latin, Greek and Cyrillic, so every
 * name a customer types prints as written ("Łukasz Wiśniewski", "Žluťoučký kůň", "São Paulo"), and
 * Intl's no-break spaces too. The TrueType files come from the npm package
 * @expo-google-fonts/noto-sans: the font is under the SIL Open Font License 1.1 (its LICENSE_FONT;
 * embedding it in a document is allowed), the package's code under MIT.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export interface InvoiceFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loading: Promise<InvoiceFonts> | undefined;

/** The font files, read once per process; a failed read is tried again by the next invoice. */
export function invoiceFonts(): Promise<InvoiceFonts> {
  loading ??= Promise.all([
    readFile(require.resolve(FILES.regular)),
    readFile(require.resolve(FILES.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();

/**
 * fontkit for pdf-lib that parses each font file once per process: pdf-lib parses the file again
 * for every document, and Noto Sans's layout tables cost a few hundred ms each time. A parsed font
 * is only read from (each document's subset is its own), so invoices can share it.
 *
 * Its text is mapped a character to a glyph through the font's cmap, without OpenType shaping:
 * the invoice asks for no kerning and no ligatures (pdf.ts), so shaping changed nothing on a page
 * of Latin, Greek or Cyrillic text in composed form (pdf.ts writes NFC), yet its lookups were most
 * of an invoice's CPU (about 30 of 35 ms), which 100,000 renewals a month pay each time.
 * pdf-lib reads only the glyphs of a layout.
 */
export const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      const glyphsOf = font.glyphsForString.bind(font);
      font.layout = ((text: string) => ({ glyphs: glyphsOf(text) })) as typeof font.layout;
      parsed.set(bytes, font);
    }
    return font;
  },
};
