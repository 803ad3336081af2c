import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as parseFont, type Font } from 'fontkit';
import {
  CustomFontSubsetEmbedder,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFFont,
  PDFRef,
  PDFStream,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

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
type PdfLibFont = ReturnType<Fontkit['create']>;
type SubsetStream = ReturnType<ReturnType<PdfLibFont['createSubset']>['encodeStream']>;

const parsed = new WeakMap<Uint8Array, PdfLibFont>();

/**
 * fontkit for pdf-lib: upstream fontkit (2.x) rather than pdf-lib's own fork, @pdf-lib/fontkit
 * 1.1.1, whose TrueType subsets drop glyphs: it writes the subset's `loca` in the short format
 * without padding odd-length glyphs, so every glyph after one of them is read from the wrong
 * place and most of an invoice's letters were blank on paper, though their text could be copied
 * (fixed upstream by foliojs/fontkit#191; Hopding/pdf-lib#1232 tells the story).
 *
 * Each font file is parsed once per process: pdf-lib would parse it again for every document,
 * and Noto Sans's layout tables cost a few hundred ms each time. A parsed font is only read from
 * (each document's subset is its own), so invoices can share it.
 *
 * Its text is mapped a character to a glyph through the font's cmap, without OpenType shaping:
 * the invoice asks for no kerning and no ligatures (pdf.ts), so shaping changed nothing on a page
 * of Latin, Greek or Cyrillic text in composed form (pdf.ts writes NFC), yet its lookups were most
 * of an invoice's CPU (about 30 of 35 ms), which 100,000 renewals a month pay each time.
 * pdf-lib reads only the glyphs of a layout.
 */
export const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    let font = postscriptName === undefined ? parsed.get(bytes) : undefined;
    if (!font) {
      const upstream = parseFont(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        postscriptName,
      ) as Font;
      const glyphsOf = upstream.glyphsForString.bind(upstream);
      const subsetOf = upstream.createSubset.bind(upstream);
      font = Object.assign(upstream, {
        layout: (text: string) => ({ glyphs: glyphsOf(text) }),
        // pdf-lib reads a subset as a stream (fontkit 1's API); fontkit 2 encodes it at once.
        createSubset: () => {
          const subset = subsetOf();
          return Object.assign(subset, { encodeStream: () => replay(subset.encode()) });
        },
      }) as unknown as PdfLibFont;
      if (postscriptName === undefined) parsed.set(bytes, font);
    }
    return font;
  },
};

/** The stream pdf-lib listens to: the bytes, then the end, once it has subscribed. */
function replay(bytes: Uint8Array): SubsetStream {
  type Listener = (data: Uint8Array) => unknown;
  const listeners: Record<'data' | 'end', Listener[]> = { data: [], end: [] };
  queueMicrotask(() => {
    for (const listener of listeners.data) listener(bytes);
    for (const listener of listeners.end) listener(bytes);
  });
  const stream: SubsetStream = {
    on(event, callback) {
      // pdf-lib also listens for 'error': encoding has already succeeded here.
      (listeners as Partial<Record<string, Listener[]>>)[event]?.push(callback);
      return stream;
    },
  };
  return stream;
}

/**
 * Letters as typed, each its own glyph (no "fi" ligature, so a reader's search and copy find the
 * text), spaced by their widths alone as Helvetica was; skipping kerning also makes each line
 * cheaper to lay out.
 */
export const LAYOUT = { kern: false, liga: false, clig: false, calt: false };

const span = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * What nearly every invoice writes, in any of the portal's languages and currencies: Latin-1 and
 * Latin Extended-A (the names and addresses of Western and Central Europe and the Americas, the
 * seven catalogues' labels), Romanian's comma letters, typographic punctuation, the no-break
 * spaces Intl puts in amounts, and the currency signs beyond Latin-1 (€, ₹).
 */
export const SHARED_CHARACTERS =
  span(0x20, 0x7e) +
  span(0xa0, 0xff) +
  span(0x100, 0x17f) +
  span(0x218, 0x21b) +
  '\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u202f\u20ac\u20b9';

interface SharedFace {
  embedder: CustomFontSubsetEmbedder;
  /** The face's embedded objects (font, widths, font file, ToUnicode map), made once. */
  context: PDFContext;
  ref: PDFRef;
  /** Code points the embedded subset writes. */
  writes: Set<number>;
}

async function shareFace(bytes: Uint8Array): Promise<SharedFace> {
  const embedder = await CustomFontSubsetEmbedder.for(sharedFontkit, bytes, undefined, LAYOUT);
  const font = embedder.font;
  const inFont = Array.from(SHARED_CHARACTERS).filter((c) =>
    font.hasGlyphForCodePoint(c.codePointAt(0)!),
  );
  // The subset's glyph ids are fixed here, in this order; text within it never adds one.
  embedder.encodeText(inFont.join(''));
  const context = PDFContext.create();
  const ref = context.nextRef();
  await embedder.embedIntoContext(context, ref);
  return { embedder, context, ref, writes: new Set(inFont.map((c) => c.codePointAt(0)!)) };
}

export interface InvoiceFaces {
  regular: PDFFont;
  bold: PDFFont;
  /** The faces every invoice shares (their glyph ids never change), or this invoice's own. */
  shared: boolean;
  /** Whether every character of `text` can be written with these faces. */
  writes(text: string): boolean;
}

let sharing: Promise<{ regular: SharedFace; bold: SharedFace }> | undefined;

/**
 * The two faces subset to SHARED_CHARACTERS and embedded once per process. Subsetting a face and
 * compressing its font file and ToUnicode map was most of an invoice's CPU (about 8 of 12 ms, for
 * two faces, on every renewal that e-mails its invoice); an invoice now refers to those objects
 * (shareInto), their compressed streams written as they are. The subset holds about 340 glyphs instead of the 60 an
 * invoice uses: a PDF of about 37 KB instead of 12 KB.
 */
export function sharedInvoiceFaces(): Promise<{ regular: SharedFace; bold: SharedFace }> {
  sharing ??= invoiceFonts()
    .then(async (fonts) => ({
      regular: await shareFace(fonts.regular),
      bold: await shareFace(fonts.bold),
    }))
    .catch((error: unknown) => {
      sharing = undefined;
      throw error;
    });
  return sharing;
}

/** The shared faces in `pdf`: their objects put in it, text encoded by the shared subsets. */
export async function sharedFacesIn(pdf: PDFDocument): Promise<InvoiceFaces> {
  const { regular, bold } = await sharedInvoiceFaces();
  const faceIn = (face: SharedFace) =>
    PDFFont.of(shareInto(pdf.context, face.context, face.ref), pdf, face.embedder);
  return {
    regular: faceIn(regular),
    bold: faceIn(bold),
    shared: true,
    writes: (text) => {
      for (const c of text) {
        const code = c.codePointAt(0)!;
        if (!regular.writes.has(code) || !bold.writes.has(code)) return false;
      }
      return true;
    },
  };
}

const holdsReferences = new WeakMap<PDFObject, boolean>();

function referencesIn(object: PDFObject): boolean {
  let holds = holdsReferences.get(object);
  if (holds === undefined) {
    const values =
      object instanceof PDFDict
        ? object.values()
        : object instanceof PDFArray
          ? object.asArray()
          : object instanceof PDFStream
            ? object.dict.values()
            : [];
    holds = object instanceof PDFRef || values.some(referencesIn);
    holdsReferences.set(object, holds);
  }
  return holds;
}

/**
 * `ref`'s object and those it refers to, from `from` into `to` under references of `to`. Only
 * the dictionaries and arrays that hold references are made again; the rest (the font file and
 * ToUnicode streams, the widths) are the same objects in every document, written as they are:
 * nothing writes to them once embedded.
 */
function shareInto(
  to: PDFContext,
  from: PDFContext,
  ref: PDFRef,
  refs = new Map<PDFRef, PDFRef>(),
): PDFRef {
  const share = (object: PDFObject): PDFObject => {
    if (object instanceof PDFRef) return shareInto(to, from, object, refs);
    if (!referencesIn(object)) return object;
    if (object instanceof PDFDict) {
      const copy = PDFDict.withContext(to);
      for (const [key, value] of object.entries()) copy.set(key, share(value));
      return copy;
    }
    if (object instanceof PDFArray) {
      const copy = PDFArray.withContext(to);
      for (const value of object.asArray()) copy.push(share(value));
      return copy;
    }
    throw new Error('a shared font stream refers to another object');
  };
  let shared = refs.get(ref);
  if (!shared) {
    shared = to.nextRef();
    refs.set(ref, shared);
    to.assign(shared, share(from.lookup(ref)!));
  }
  return shared;
}

/** Faces subset to this invoice's own characters (any script Noto Sans writes): slower, rare. */
export async function ownFacesIn(pdf: PDFDocument): Promise<InvoiceFaces> {
  pdf.registerFontkit(sharedFontkit);
  const fonts = await invoiceFonts();
  return {
    regular: await pdf.embedFont(fonts.regular, { subset: true, features: LAYOUT }),
    bold: await pdf.embedFont(fonts.bold, { subset: true, features: LAYOUT }),
    shared: false,
    writes: () => true,
  };
}
