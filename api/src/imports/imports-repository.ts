import type {
  ImportDuplicateChoice,
  ImportRowOutcome,
  ImportStatus,
  TImport,
  TImportRow,
} from '@portal/shared/api/imports';
import type { ProfileCsvColumn } from '@portal/shared/profiles/csv-columns';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import type { Queryable } from '../db/db';

/** Rows written per statement (one JSON parameter each). */
const INSERT_BATCH = 1000;

/** An import as stored (migration 032). */
export interface ImportRecord {
  id: string;
  account_id: string;
  file_name: string;
  file_sha256: string;
  status: ImportStatus;
  language: string;
  headers: string[];
  mapping: (ProfileCsvColumn | null)[];
  duplicates: ImportDuplicateChoice;
  locked: BrandKitField[];
  totals: TImport['totals'];
  seats: TImport['seats'];
  job_id: string | null;
  summary: TImport['summary'];
  created_at: Date;
}

/** One row of the file with the preview's verdict. */
export interface StoredRow {
  line: number;
  raw: string[];
  cells: Partial<Record<ProfileCsvColumn, string>>;
  outcome: ImportRowOutcome;
  errors: TImportRow['errors'];
  duplicate_of: number | null;
  phone_key: string | null;
  /** The existing profile an `update` or `skip` row is about (the job's profile, once written). */
  profile_id: string | null;
  /** Once applied: the job's result and, when failed, why. */
  result?: RowResult['result'] | null;
  reason?: string | null;
}

/** A row as the job leaves it: its result, and why when it failed. */
export interface RowResult {
  line: number;
  result: 'added' | 'updated' | 'skipped' | 'failed';
  reason: string | null;
  profile_id: string | null;
  /** A failure found by the job (an image, the kit as it is now): the refusals by column. */
  errors?: TImportRow['errors'];
}

export type ImportPreview = Pick<
  ImportRecord,
  'mapping' | 'duplicates' | 'locked' | 'totals' | 'seats'
>;

export function createImportsRepository(db: Queryable) {
  return {
    async insert(
      input: Pick<
        ImportRecord,
        'account_id' | 'file_name' | 'file_sha256' | 'language' | 'headers'
      > &
        ImportPreview,
      tx: Queryable,
    ): Promise<string> {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO imports (account_id, file_name, file_sha256, language, headers, mapping,
                              duplicates, locked, totals, seats)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9::jsonb, $10::jsonb)
         RETURNING id`,
        [
          input.account_id,
          input.file_name,
          input.file_sha256,
          input.language,
          JSON.stringify(input.headers),
          JSON.stringify(input.mapping),
          input.duplicates,
          JSON.stringify(input.locked),
          JSON.stringify(input.totals),
          JSON.stringify(input.seats),
        ],
      );
      return row!.id;
    },

    /** The account's import (null: unknown, or another account's); `lock`: FOR UPDATE. */
    async find(
      accountId: string,
      id: string,
      q: Queryable = db,
      lock = false,
    ): Promise<ImportRecord | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const row = await q.one<ImportRecord>(
        `SELECT * FROM imports WHERE id = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
        [id, accountId],
      );
      return row ?? null;
    },

    /** The import already made of this file by the account (any but a failed one, or its job's). */
    async findByFile(accountId: string, sha256: string, q: Queryable = db) {
      const row = await q.one<{ id: string }>(
        `SELECT id FROM imports i WHERE account_id = $1 AND file_sha256 = $2 AND status <> 'failed'
            AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = i.job_id AND j.status = 'failed')
          ORDER BY created_at LIMIT 1`,
        [accountId, sha256],
      );
      return row?.id ?? null;
    },

    async updatePreview(id: string, preview: ImportPreview, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE imports SET mapping = $2::jsonb, duplicates = $3, locked = $4::jsonb,
                totals = $5::jsonb, seats = $6::jsonb, updated_at = now()
          WHERE id = $1`,
        [
          id,
          JSON.stringify(preview.mapping),
          preview.duplicates,
          JSON.stringify(preview.locked),
          JSON.stringify(preview.totals),
          JSON.stringify(preview.seats),
        ],
      );
    },

    /** The import's rows, replaced by these (a new preview), INSERT_BATCH per statement. */
    async replaceRows(importId: string, rows: StoredRow[], tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM import_rows WHERE import_id = $1', [importId]);
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx.query(
          `INSERT INTO import_rows (import_id, line, raw, cells, outcome, errors, duplicate_of,
                                    phone_key, profile_id)
           SELECT $1, r.line, r.raw, r.cells, r.outcome, r.errors, r.duplicate_of, r.phone_key,
                  r.profile_id
             FROM jsonb_to_recordset($2::jsonb) AS r(line integer, raw jsonb, cells jsonb,
                  outcome text, errors jsonb, duplicate_of integer, phone_key text,
                  profile_id uuid)`,
          [importId, JSON.stringify(rows.slice(start, start + INSERT_BATCH))],
        );
      }
    },

    /** Every row's cells as read from the file, in file order (a new preview reads them). */
    async rawRows(importId: string, q: Queryable = db): Promise<string[][]> {
      const rows = await q.query<{ raw: string[] }>(
        'SELECT raw FROM import_rows WHERE import_id = $1 ORDER BY line',
        [importId],
      );
      return rows.map((row) => row.raw);
    },

    /** A page of rows; `problems`: only those that will not be (or were not) written. */
    async page(
      importId: string,
      { offset, limit, only }: { offset: number; limit: number; only: 'problems' | 'all' },
    ): Promise<{ rows: StoredRow[]; total: number }> {
      const where =
        only === 'problems' ? `AND (outcome NOT IN ('add', 'update') OR result = 'failed')` : '';
      const rows = await db.query<StoredRow & { total: number }>(
        `SELECT r.*, count(*) OVER ()::int AS total FROM import_rows r
          WHERE import_id = $1 ${where} ORDER BY line OFFSET $2 LIMIT $3`,
        [importId, offset, limit],
      );
      if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const count = await db.one<{ total: number }>(
        `SELECT count(*)::int AS total FROM import_rows WHERE import_id = $1 ${where}`,
        [importId],
      );
      return { rows, total: count?.total ?? 0 };
    },

    async setStatus(
      id: string,
      status: ImportStatus,
      tx: Queryable,
      extra: { jobId?: string; summary?: TImport['summary'] } = {},
    ): Promise<void> {
      await tx.query(
        `UPDATE imports SET status = $2, job_id = coalesce($3::uuid, job_id),
                summary = coalesce($4::jsonb, summary), updated_at = now()
          WHERE id = $1`,
        [id, status, extra.jobId ?? null, extra.summary ? JSON.stringify(extra.summary) : null],
      );
    },

    /** The import's job gave up (in the transaction that fails the job): failed, unless it ended. */
    async fail(id: string, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE imports SET status = 'failed', updated_at = now()
          WHERE id = $1 AND status IN ('queued', 'running')`,
        [id],
      );
    },

    /** The job's next rows: after `afterLine`, in file order, `limit` of them. */
    async batch(
      importId: string,
      afterLine: number,
      limit: number,
      q: Queryable,
    ): Promise<(StoredRow & { result: string | null })[]> {
      return q.query(
        `SELECT * FROM import_rows WHERE import_id = $1 AND line > $2 ORDER BY line LIMIT $3`,
        [importId, afterLine, limit],
      );
    },

    /** The job's results of a batch, in one statement (inside the batch's transaction). */
    async markRows(importId: string, results: RowResult[], tx: Queryable): Promise<void> {
      if (results.length === 0) return;
      await tx.query(
        `UPDATE import_rows r SET result = x.result, reason = x.reason,
                profile_id = coalesce(x.profile_id, r.profile_id),
                errors = coalesce(x.errors, r.errors)
           FROM jsonb_to_recordset($2::jsonb) AS x(line integer, result text, reason text,
                profile_id uuid, errors jsonb)
          WHERE r.import_id = $1 AND r.line = x.line`,
        [importId, JSON.stringify(results)],
      );
    },

    /** Rows handled so far, of all (the progress bar). */
    async progress(importId: string): Promise<{ done: number; total: number }> {
      const row = await db.one<{ done: number; total: number }>(
        `SELECT count(result)::int AS done, count(*)::int AS total
           FROM import_rows WHERE import_id = $1`,
        [importId],
      );
      return row ?? { done: 0, total: 0 };
    },

    /** What the job wrote, by result. */
    async summary(importId: string, q: Queryable): Promise<NonNullable<TImport['summary']>> {
      const row = await q.one<NonNullable<TImport['summary']>>(
        `SELECT count(*) FILTER (WHERE result = 'added')::int AS added,
                count(*) FILTER (WHERE result = 'updated')::int AS updated,
                count(*) FILTER (WHERE result = 'skipped')::int AS skipped,
                count(*) FILTER (WHERE result = 'failed')::int AS failed
           FROM import_rows WHERE import_id = $1`,
        [importId],
      );
      return row ?? { added: 0, updated: 0, skipped: 0, failed: 0 };
    },

    /**
     * The rows not written, in file order: failed ones once applied, else those the preview
     * says will not be (invalid, duplicate, no seat).
     */
    async failedRows(
      importId: string,
      applied: boolean,
    ): Promise<(StoredRow & { reason: string | null })[]> {
      return db.query(
        `SELECT * FROM import_rows WHERE import_id = $1 AND ${
          applied ? `result = 'failed'` : `outcome IN ('invalid', 'duplicate', 'noSeat')`
        } ORDER BY line`,
        [importId],
      );
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
