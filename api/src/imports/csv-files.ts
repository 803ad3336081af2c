import { stringify } from 'csv-stringify/sync';
import type { Locale } from '@portal/shared/i18n/locales';
import {
  PROFILE_CSV_COLUMNS,
  PROFILE_CSV_HEADERS,
  safeCell,
  type ProfileCsvColumn,
} from '@portal/shared/profiles/csv-columns';
import { fill } from '../i18n/format';
import { isServerMessageId, translate } from '../i18n/translate';
import type { StoredRow } from './imports-repository';

/** The template language of each portal language (Brazil's is 'br', the US's 'en'). */
export const TEMPLATE_LANGUAGE_OF = {
  'en-us': 'en',
  fr: 'fr',
  pt: 'pt',
  es: 'es',
  it: 'it',
  de: 'de',
  br: 'br',
} as const satisfies Record<Locale, string>;

/** As the export writes: a BOM (Excel), RFC 4180 line ends, a cell with a line end quoted. */
const write = (records: string[][]) =>
  stringify(
    records.map((record) => record.map(safeCell)),
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );

const text = (locale: Locale, id: string, values?: Record<string, string>) =>
  isServerMessageId(id) ? fill(translate(locale, id), values) : id;

/** GET /v2/imports/template.csv: the header row in `locale` and one example row. */
export function templateCsv(locale: Locale): string {
  const example: Record<ProfileCsvColumn, string> = {
    loginPhoneNumber: '+15551234567',
    name: 'Harbour Homes',
    outroFullName: 'Jane Smith',
    outroPhoneNumber: '+15551234567',
    outroEmail: 'jane@harbour.example',
    outroWebsite: 'www.harbour.example',
    outroExtraInfo: 'Licence 0042',
    designFullName: 'Jane Smith',
    designPhoneNumber: '+15551234567',
    designLanguage: TEMPLATE_LANGUAGE_OF[locale],
    groupConfiguration: '',
    theme: 'dark',
    color_primary: '#112233',
    color_secondary: '#FFD200',
    logoUrl: '',
    photoUrl: '',
  };
  const headers = PROFILE_CSV_HEADERS[locale];
  return write([
    PROFILE_CSV_COLUMNS.map((column) => headers[column]),
    PROFILE_CSV_COLUMNS.map((column) => example[column]),
  ]);
}

/** Why a row was not written, in `locale`'s words. */
export function reasonText(
  locale: Locale,
  row: Pick<StoredRow, 'outcome' | 'errors' | 'duplicate_of'> & { reason?: string | null },
): string {
  const headers = PROFILE_CSV_HEADERS[locale];
  const reason = row.reason ?? row.outcome;
  if (reason === 'duplicate')
    return text(locale, 'delivery.import.duplicate', { line: String(row.duplicate_of ?? '') });
  if (reason === 'noSeat') return text(locale, 'delivery.import.noSeat');
  if (reason === 'invalid' || Object.keys(row.errors).length > 0)
    return Object.entries(row.errors)
      .map(([column, id]) => `${headers[column as ProfileCsvColumn]}: ${text(locale, id)}`)
      .join(' ');
  return text(locale, reason);
}

/**
 * GET /v2/imports/{id}/failed.csv: the rows not written, in the template's columns (headers in
 * `locale`) and a last column with the reason; every cell neutralised (safeCell).
 */
export function failedCsv(
  locale: Locale,
  rows: (Pick<StoredRow, 'cells' | 'outcome' | 'errors' | 'duplicate_of'> & {
    reason?: string | null;
  })[],
): string {
  const headers = PROFILE_CSV_HEADERS[locale];
  return write([
    [
      ...PROFILE_CSV_COLUMNS.map((column) => headers[column]),
      text(locale, 'delivery.import.reason'),
    ],
    ...rows.map((row) => [
      ...PROFILE_CSV_COLUMNS.map((column) => row.cells[column] ?? ''),
      reasonText(locale, row),
    ]),
  ]);
}
