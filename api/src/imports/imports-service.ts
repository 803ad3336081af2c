import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {
  TImport,
  TImportRow,
  TImportRowsPage,
  TImportSettings,
} from '@portal/shared/api/imports';
import type { Locale } from '@portal/shared/i18n/locales';
import type { TemplateLanguage } from '@portal/shared/validation/profile';
import type { Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import { failedCsv, TEMPLATE_LANGUAGE_OF, templateCsv } from './csv-files';
import { IMPORT_JOB_KIND, importJob } from './import-job';
import {
  createImportsRepository,
  type ImportPreview,
  type ImportRecord,
  type StoredRow,
} from './imports-repository';
import { matchHeaders, parseCsv, parseUpload, storable, type ParsedFile } from './parse';
import { existingByPhone, preview } from './preview';

/** What POST /v2/imports received: a file's bytes, or a pasted list. */
export type ImportSource =
  { kind: 'file'; fileName: string; bytes: Buffer } | { kind: 'paste'; text: string };

/**
 * Importing agents from a spreadsheet or a pasted list (issue 36 §2, shared/src/api/imports.ts):
 * the file read and previewed (nothing written to the profiles), re-mapped, applied by one
 * durable job (import-job.ts), its failed rows and the template as CSV files.
 */
function createService(fastify: FastifyInstance) {
  const { db } = fastify;
  const repo = createImportsRepository(db);

  async function origin(accountId: string) {
    const account = await fastify.accountsRepository.findById(accountId);
    if (!account) throw new AppError('UNAUTHORIZED');
    return account.origin;
  }

  /** The account's seats as the profiles service counts them (lockSeats, without the lock). */
  async function seatsOf(accountId: string, q: Queryable) {
    const row = await q.one<{ total: number | null; used: number }>(
      `SELECT (SELECT available_users FROM subscriptions WHERE account_id = $1) AS total,
              (SELECT count(*)::int FROM profiles WHERE account_id = $1) AS used`,
      [accountId],
    );
    return { total: row?.total ?? 0, used: row?.used ?? 0 };
  }

  /** A preview of the rows against the account as it is now: the kit, its profiles, its seats. */
  async function evaluate(
    accountId: string,
    input: {
      language: string;
      mapping: ImportRecord['mapping'];
      duplicates: ImportRecord['duplicates'];
      raw: string[][];
    },
    q: Queryable = db,
  ): Promise<{ rows: StoredRow[]; preview: ImportPreview }> {
    const kit = await fastify.brandKitService.forAccount(accountId, q);
    const keysMapping = input.mapping.indexOf('loginPhoneNumber');
    const keys =
      keysMapping < 0
        ? []
        : [...new Set(input.raw.map((raw) => (raw[keysMapping] ?? '').replace(/[^\d+]/g, '')))];
    const [existing, seats, accountOrigin] = await Promise.all([
      existingByPhone(q, accountId, keys),
      seatsOf(accountId, q),
      origin(accountId),
    ]);
    const result = preview({
      kit,
      origin: accountOrigin,
      language: (kit.values.designLanguage ?? input.language) as TemplateLanguage,
      mapping: input.mapping,
      duplicates: input.duplicates,
      raw: input.raw,
      seats,
      existing,
    });
    return {
      rows: result.rows,
      preview: {
        mapping: input.mapping,
        duplicates: input.duplicates,
        locked: [...kit.locked],
        totals: result.totals,
        seats: result.seats,
      },
    };
  }

  async function owned(accountId: string, id: string, q: Queryable = db, lock = false) {
    const found = await repo.find(accountId, id, q, lock);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function toDto(record: ImportRecord): Promise<TImport> {
    let status = record.status;
    // A job that gave up marks its import failed (import-job.ts onFailed); an import whose job
    // failed before that hook existed still reads failed.
    if ((status === 'queued' || status === 'running') && record.job_id) {
      const job = await fastify.jobs.get(record.job_id);
      if (job?.status === 'failed') status = 'failed';
    }
    const running = status === 'queued' || status === 'running';
    return {
      id: record.id,
      fileName: record.file_name,
      status,
      createdAt: new Date(record.created_at).toISOString(),
      headers: record.headers,
      mapping: record.mapping,
      duplicates: record.duplicates,
      locked: record.locked,
      totals: record.totals,
      seats: record.seats,
      progress: running ? await repo.progress(record.id) : null,
      summary: record.status === 'done' ? record.summary : null,
    };
  }

  const rowDto = (row: StoredRow): TImportRow => ({
    line: row.line,
    cells: row.cells,
    outcome: row.outcome,
    errors: row.errors,
    ...(row.duplicate_of !== null && { duplicateOf: row.duplicate_of }),
    ...(row.result && { result: row.result }),
    ...(row.reason && { reason: row.reason }),
  });

  return {
    /**
     * POST /v2/imports: reads the file (or pasted list), matches its headers, previews its rows
     * and stores the import. The same file already imported by the account (in preview, under
     * way or done) answers that import instead: a re-upload creates nothing new.
     */
    async create(accountId: string, locale: Locale, source: ImportSource): Promise<TImport> {
      const bytes = source.kind === 'file' ? source.bytes : Buffer.from(source.text);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const known = await repo.findByFile(accountId, sha256);
      if (known) return toDto(await owned(accountId, known));
      const file: ParsedFile =
        source.kind === 'file' ? await parseUpload(bytes) : parseCsv(source.text);
      const language = TEMPLATE_LANGUAGE_OF[locale];
      const { rows, preview: made } = await evaluate(accountId, {
        language,
        mapping: matchHeaders(file.headers),
        duplicates: 'update',
        raw: file.rows,
      });
      const id = await db.transaction(async (tx) => {
        // The same file sent twice at once: the second waits here, then answers the first's.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `import:${accountId}:${sha256}`,
        ]);
        const raced = await repo.findByFile(accountId, sha256, tx);
        if (raced) return raced;
        const id = await repo.insert(
          {
            account_id: accountId,
            file_name: source.kind === 'file' ? storable(source.fileName).slice(0, 255) : '',
            file_sha256: sha256,
            language,
            headers: file.headers,
            ...made,
          },
          tx,
        );
        await repo.replaceRows(id, rows, tx);
        return id;
      });
      return toDto(await owned(accountId, id));
    },

    async get(accountId: string, id: string): Promise<TImport> {
      return toDto(await owned(accountId, id));
    },

    /** PUT /v2/imports/{id}: another mapping or duplicate choice, the preview made again. */
    async update(accountId: string, id: string, settings: TImportSettings): Promise<TImport> {
      const current = await owned(accountId, id);
      if (current.status !== 'preview') throw new AppError('IMPORT_APPLIED');
      const mapping = settings.mapping ?? current.mapping;
      if (mapping.length !== current.headers.length)
        throw new AppError('VALIDATION', { fields: { mapping: 'errors.formInvalid' } });
      // One column per field: a field mapped twice keeps its first column.
      const seen = new Set<string>();
      const unique = mapping.map((column) => {
        if (!column || seen.has(column)) return null;
        seen.add(column);
        return column;
      });
      const raw = await repo.rawRows(id);
      const { rows, preview: made } = await evaluate(accountId, {
        language: current.language,
        mapping: unique,
        duplicates: settings.duplicates ?? current.duplicates,
        raw,
      });
      await db.transaction(async (tx) => {
        const locked = await owned(accountId, id, tx, true);
        if (locked.status !== 'preview') throw new AppError('IMPORT_APPLIED');
        await repo.updatePreview(id, made, tx);
        await repo.replaceRows(id, rows, tx);
      });
      return toDto(await owned(accountId, id));
    },

    /** GET /v2/imports/{id}/rows */
    async rows(
      accountId: string,
      id: string,
      query: { offset: number; limit: number; only: 'problems' | 'all' },
    ): Promise<TImportRowsPage> {
      await owned(accountId, id);
      const page = await repo.page(id, query);
      return { rows: page.rows.map(rowDto), total: page.total };
    },

    /**
     * POST /v2/imports/{id}/apply: the preview made again against the account as it is now
     * (stored, so the client sees it); 409 SELECTION_CHANGED when it no longer writes `count`
     * rows, 409 SEATS_EXCEEDED when new rows do not fit the free seats; else the import is
     * queued as one durable job, in the same transaction as its status. Applying an import
     * already applied answers it as it is.
     */
    async apply(accountId: string, id: string, count: number): Promise<TImport> {
      const current = await owned(accountId, id);
      if (current.status !== 'preview') return toDto(current);
      const raw = await repo.rawRows(id);
      const { rows, preview: made } = await evaluate(accountId, {
        language: current.language,
        mapping: current.mapping,
        duplicates: current.duplicates,
        raw,
      });
      const queued = await db.transaction(async (tx) => {
        const locked = await owned(accountId, id, tx, true);
        if (locked.status !== 'preview') return false;
        await repo.updatePreview(id, made, tx);
        await repo.replaceRows(id, rows, tx);
        return true;
      });
      if (!queued) return toDto(await owned(accountId, id));
      const { totals, seats } = made;
      const found = totals.toAdd + totals.toUpdate;
      if (found !== count)
        throw new AppError('SELECTION_CHANGED', {
          values: { count: String(count), found: String(found) },
        });
      if (totals.noSeat > 0)
        throw new AppError('SEATS_EXCEEDED', {
          values: { count: String(totals.toAdd + totals.noSeat), free: String(seats.free) },
        });
      await db.transaction(async (tx) => {
        const locked = await owned(accountId, id, tx, true);
        if (locked.status !== 'preview') return;
        const jobId = await fastify.jobs.enqueue(
          { kind: IMPORT_JOB_KIND, accountId, payload: { importId: id }, key: id },
          tx,
        );
        await repo.setStatus(id, 'queued', tx, { jobId });
      });
      fastify.jobs.wake();
      return toDto(await owned(accountId, id));
    },

    /** GET /v2/imports/{id}/failed.csv */
    async failedCsv(accountId: string, id: string, locale: Locale): Promise<string> {
      const current = await owned(accountId, id);
      const applied = current.status !== 'preview';
      return failedCsv(locale, await repo.failedRows(id, applied));
    },

    templateCsv,
  };
}

export type ImportsService = ReturnType<typeof createService>;

declare module 'fastify' {
  interface FastifyInstance {
    importsService: ImportsService;
  }
}

export default fp(
  async function importsService(fastify) {
    fastify.decorate('importsService', createService(fastify));
    // The writer of the rows: one durable job per import (import-job.ts).
    fastify.jobs.register(importJob(fastify));
  },
  {
    name: 'imports-service',
    dependencies: [
      'db',
      'jobs',
      'accounts-repository',
      'assets-repository',
      'brand-kit-service',
      'profiles-service',
    ],
  },
);
