import { z } from 'zod';
import { PROFILE_CSV_COLUMNS } from '../profiles/csv-columns';
import { BRAND_KIT_FIELDS } from '../validation/brand-kit';

/**
 * Importing agents from a spreadsheet or a pasted list (issue 36 §2). The flow, and its API:
 *
 * 1. POST /v2/imports: the file (multipart field `file`: CSV, or XLSX's first sheet) or a pasted
 *    list (JSON `{ text }`, read as CSV with the separator guessed). The server parses it, matches
 *    the header row to PROFILE_CSV_COLUMNS by the headers of any of the seven languages (and the
 *    column keys themselves), validates every row and answers 201 with the preview. Nothing is
 *    written to the profiles. The same file uploaded again by the same account answers the import
 *    already made of it (same `id`): a re-upload creates nothing new.
 * 2. PUT /v2/imports/{id}: re-map columns by hand, choose what duplicates do; the answer is the
 *    preview made again. Only while `status` is 'preview'.
 * 3. GET /v2/imports/{id}/rows?offset&limit&only=problems|all: the rows, a page at a time.
 * 4. POST /v2/imports/{id}/apply `{ count }`: `count` = the rows the preview said it would write
 *    (`totals.toAdd + totals.toUpdate`); 409 SELECTION_CHANGED when the file's rows no longer
 *    count that many against the account (a colleague imported or deleted meanwhile), 402-style
 *    409 SEATS_EXCEEDED when the new rows do not fit the free seats. Else 202: a durable job writes
 *    the rows; GET /v2/imports/{id} shows `status`, `progress` and, at the end, `summary`.
 * 5. GET /v2/imports/{id}/failed.csv?locale=: the rows not written, each with its reason in the
 *    locale's language, in the template's columns (safeCell'd).
 * 6. GET /v2/imports/template.csv?locale=: the template: the header row in that language and one
 *    example row.
 * 7. After it: POST /v2/users/me/users/app-link with `selection: { importId }` texts the app link
 *    to the agents the import added.
 */

export const IMPORT_MAX_ROWS = 5000;
/** A file larger than this is refused before it is parsed (5,000 rows of every column fit). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_STATUSES = ['preview', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a row of the file that matches an existing profile (by login phone) does. */
export const IMPORT_DUPLICATE_CHOICES = ['update', 'skip'] as const;
export type ImportDuplicateChoice = (typeof IMPORT_DUPLICATE_CHOICES)[number];

/**
 * What a row will do, as the preview says: `add` a new profile; `update` the existing profile of
 * its login phone; `skip` (an existing profile, with the choice 'skip'); `invalid` (a cell is
 * refused: `errors`); `duplicate` (its login phone is on an earlier row of the file: only the
 * first is written); `noSeat` (a valid new row beyond the free seats).
 */
export const IMPORT_ROW_OUTCOMES = [
  'add',
  'update',
  'skip',
  'invalid',
  'duplicate',
  'noSeat',
] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

const ZColumn = z.enum(PROFILE_CSV_COLUMNS);

/** PUT /v2/imports/{id} */
export const ZImportSettings = z.object({
  /** One entry per column of the file, in its order: the field it fills, or null (ignored). */
  mapping: z.array(ZColumn.nullable()).max(100).optional(),
  duplicates: z.enum(IMPORT_DUPLICATE_CHOICES).optional(),
});
export type TImportSettings = z.input<typeof ZImportSettings>;

/** POST /v2/imports with JSON: a pasted list. */
export const ZImportPaste = z.object({
  text: z.string().min(1, 'validation.import.empty').max(IMPORT_MAX_BYTES),
});
export type TImportPaste = z.input<typeof ZImportPaste>;

/** POST /v2/imports/{id}/apply */
export const ZImportApply = z.object({ count: z.number().int().min(1) });
export type TImportApply = z.input<typeof ZImportApply>;

export const ZImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  /** The row's cells by field, as read (after mapping; the brand kit not yet applied). */
  cells: z.partialRecord(ZColumn, z.string()),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** The refusals, by field: a message id of the validation catalogue (as at a wizard's field). */
  errors: z.partialRecord(ZColumn, z.string()),
  /** For `duplicate`: the line of the file's first row with the same login phone. */
  duplicateOf: z.number().int().optional(),
  /**
   * Once applied: what the job did with the row; for `failed`, `reason` says why when no cell
   * does (`errors`): 'invalid', 'duplicate', 'noSeat' or a message id of the server's catalogue.
   */
  result: z.enum(['added', 'updated', 'skipped', 'failed']).optional(),
  reason: z.string().optional(),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/** A query string's number (a preprocess: the browsers' shared zod carries no coercion). */
const queryNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

export const ZImportRowsQuery = z.object({
  offset: z.preprocess(queryNumber, z.number().int().min(0)).default(0),
  limit: z.preprocess(queryNumber, z.number().int().min(1).max(500)).default(100),
  only: z.enum(['problems', 'all']).default('problems'),
});
export type TImportRowsQuery = z.input<typeof ZImportRowsQuery>;

export const ZImportRowsPage = z.object({
  rows: z.array(ZImportRow),
  total: z.number().int(),
});
export type TImportRowsPage = z.infer<typeof ZImportRowsPage>;

export const ZImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  /** The file's header row as read, and the field each of its columns fills (null: ignored). */
  headers: z.array(z.string()),
  mapping: z.array(ZColumn.nullable()),
  duplicates: z.enum(IMPORT_DUPLICATE_CHOICES),
  /** Fields the brand kit locks: their columns are ignored unless equal to the kit's value. */
  locked: z.array(z.enum(BRAND_KIT_FIELDS)),
  /** Rows by what they will do (preview) or did (done); `rows` = data rows of the file. */
  totals: z.object({
    rows: z.number().int(),
    toAdd: z.number().int(),
    toUpdate: z.number().int(),
    toSkip: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
    noSeat: z.number().int(),
  }),
  /** The account's seats when the preview was made: new rows beyond `free` are `noSeat`. */
  seats: z.object({ total: z.number().int(), used: z.number().int(), free: z.number().int() }),
  /** While queued or running: rows handled so far, of `total`. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** When done: what was written. `failed` rows are in failed.csv with their reasons. */
  summary: z
    .object({
      added: z.number().int(),
      updated: z.number().int(),
      skipped: z.number().int(),
      failed: z.number().int(),
    })
    .nullable(),
});
export type TImport = z.infer<typeof ZImport>;
