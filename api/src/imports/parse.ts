import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@portal/shared/api/imports';
import { LOCALES } from '@portal/shared/i18n/locales';
import {
  PROFILE_CSV_COLUMNS,
  PROFILE_CSV_HEADERS,
  readCell,
  type ProfileCsvColumn,
} from '@portal/shared/profiles/csv-columns';
import { AppError } from '../errors/app-error';

/** A file read: its header row and its data rows, every cell a trimmed string. */
export interface ParsedFile {
  headers: string[];
  rows: string[][];
}

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of a pasted list or CSV: the one its header line holds most of (outside quotes). */
export function guessSeparator(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  let best: string = ',';
  let most = 0;
  for (const separator of SEPARATORS) {
    const count = firstLine.split(separator).length - 1;
    if (count > most) [best, most] = [separator, count];
  }
  return best;
}

const tooLarge = () => new AppError('IMPORT_TOO_LARGE');
const tooManyRows = () =>
  new AppError('IMPORT_TOO_MANY_ROWS', { values: { max: String(IMPORT_MAX_ROWS) } });

/** Text as the database stores it: no NUL, no lone surrogate (a broken file's bytes). */
export const storable = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- NUL is what it takes out
    /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );

/** Drops the empty rows and splits off the header row; refuses more than IMPORT_MAX_ROWS. */
function split(records: string[][]): ParsedFile {
  const nonEmpty = records
    .map((record) => record.map((cell) => readCell(storable(cell).trim())))
    .filter((record) => record.some((cell) => cell !== ''));
  const [headers = [], ...rows] = nonEmpty;
  if (headers.length === 0) throw new AppError('IMPORT_UNREADABLE');
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  return { headers, rows };
}

/** CSV or a pasted list: a UTF-8 BOM taken off, the separator guessed (, ; or tab). */
export function parseCsv(text: string): ParsedFile {
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) throw tooLarge();
  const body = text.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(body, {
      delimiter: guessSeparator(body),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // One row beyond the bound says "too many" without reading the rest.
      to_line: IMPORT_MAX_ROWS + 50,
    }) as string[][];
  } catch (error) {
    throw new AppError('IMPORT_UNREADABLE', { cause: error });
  }
  return split(records);
}

const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** XLSX's first sheet: each cell as the spreadsheet shows it. */
export async function parseXlsx(bytes: Buffer): Promise<ParsedFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('IMPORT_UNREADABLE', { cause: error });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_UNREADABLE');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  const records: string[][] = [];
  const width = sheet.actualColumnCount;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(row.getCell(column).text ?? '');
    records.push(cells);
  });
  return split(records);
}

/** An uploaded file: XLSX (a zip) or CSV text (UTF-8). */
export async function parseUpload(bytes: Buffer): Promise<ParsedFile> {
  if (bytes.length > IMPORT_MAX_BYTES) throw tooLarge();
  if (isZip(bytes)) return parseXlsx(bytes);
  return parseCsv(bytes.toString('utf8'));
}

/** A header as matched: trimmed, lower case, without accents, one kind of apostrophe. */
export const headerKey = (header: string) =>
  header
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Every header of every language, and the column keys themselves, to their column. */
const HEADER_COLUMNS = new Map<string, ProfileCsvColumn>();
for (const column of PROFILE_CSV_COLUMNS) HEADER_COLUMNS.set(headerKey(column), column);
for (const locale of LOCALES)
  for (const column of PROFILE_CSV_COLUMNS) {
    const key = headerKey(PROFILE_CSV_HEADERS[locale][column]);
    if (!HEADER_COLUMNS.has(key)) HEADER_COLUMNS.set(key, column);
  }

/** The field each column of the file fills (null: none, or one an earlier column fills). */
export function matchHeaders(headers: readonly string[]): (ProfileCsvColumn | null)[] {
  const taken = new Set<ProfileCsvColumn>();
  return headers.map((header) => {
    const column = HEADER_COLUMNS.get(headerKey(header));
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}
