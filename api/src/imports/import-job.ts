import type { FastifyInstance } from 'fastify';
import type { TImport } from '@portal/shared/api/imports';
import type { ProfileCsvColumn } from '@portal/shared/profiles/csv-columns';
import type { ImageKind } from '@portal/shared/profiles/images';
import type {
  TemplateLanguage,
  TProfileCreate,
  TProfileEdit,
} from '@portal/shared/validation/profile';
import {
  fetchRemoteImage,
  remoteImageMessageId,
  type RemoteImageOptions,
} from '../assets/remote-image';
import { ImageRejectedError, processImage } from '../assets/process-image';
import { KitChangedError } from '../brand-kit/apply';
import type { Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import type { JobHandler } from '../jobs/types';
import type { ProfileRow } from '../profiles/profile-dto';
import { lockSeats } from '../profiles/profiles-repository';
import { createImportsRepository, type RowResult, type StoredRow } from './imports-repository';
import { asExisting, existingByPhone } from './preview';
import { URL_IMAGE_PLACEHOLDER, checkRow, columnOf } from './rows';

export const IMPORT_JOB_KIND = 'profiles.import';

/**
 * Rows written per step (one transaction each). On PGlite a request waits for the step under way
 * (one connection, on the API's own thread): 200 rows took 130-600 ms there and held
 * `/v2/users/me`'s p99 at 217-623 ms during a 5,000-row import; 40 rows keep a step near 50 ms.
 */
export const IMPORT_BATCH_ROWS = { postgres: 200, pglite: 40 } as const;

/**
 * An import that added or updated at least this many profiles refreshes the table's planner
 * statistics (ANALYZE profiles) before it says done: the users tab's search plans on row counts
 * and value frequencies, and right after a large import they would otherwise describe the table
 * before it, until autovacuum's next analyze on PostgreSQL (a minute or more, later on a big
 * table) and never on the embedded database, which has no autovacuum. Smaller imports leave it
 * to autovacuum. ANALYZE reads a sample of the table, so its time does not grow with it (on
 * PostgreSQL under 1 s at 50,000 profiles, in the server, not the API; reads and writes go on).
 */
export const IMPORT_ANALYZE_ROWS = 1000;

interface Payload {
  importId: string;
}
/** The last line of the file handled (committed with its rows' results). */
interface Checkpoint {
  line: number;
}
type Summary = NonNullable<TImport['summary']>;

/** The rows a job writes: those the preview says add or update (or skip, per the choice). */
const WRITABLE = new Set(['add', 'update', 'skip']);

type FetchedImages = Map<
  number,
  { logo?: string; photo?: string; error?: { column: ProfileCsvColumn; id: string } }
>;

/**
 * The durable job that applies an import (issue 36 §2): IMPORT_BATCH_ROWS rows per `job.step`,
 * each step one transaction that holds the account's seats (lockSeats: two imports at once, or
 * an import and the wizard, count one after the other) and its brand kit, writes the rows'
 * profiles through the profiles service (createInTx / updateInTx: the wizard's own rules), marks
 * each row's result and moves the checkpoint to its last line. A job resumed after a crash starts
 * after the last committed step: no row is lost or written twice. Images given by URL are fetched
 * before the step (SSRF-safe, assets/remote-image.ts) and stored as uploads are.
 */
export function importJob(
  fastify: FastifyInstance,
  options: {
    batchRows?: number;
    /** TESTS ONLY: how images are fetched (e.g. from a server on 127.0.0.1). */
    remoteImage?: RemoteImageOptions;
  } = {},
): JobHandler<Payload, Checkpoint, Summary> {
  // On PGlite the job's own reads, like its steps, let the requests go first (db.ts).
  const db = fastify.db.background ?? fastify.db;
  const repo = createImportsRepository(db);
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS[fastify.db.kind];

  /** A URL's image as an asset of the account (pending until a profile uses it), or why not. */
  async function fetchImage(
    accountId: string,
    url: string,
    kind: ImageKind,
  ): Promise<{ id: string } | { error: string }> {
    const fetched = await fetchRemoteImage(url, options.remoteImage);
    if (!fetched.ok) return { error: remoteImageMessageId(fetched.reason) };
    try {
      const image = await processImage(fetched.bytes, kind);
      return { id: await fastify.assetsRepository.insert({ accountId, kind, ...image }) };
    } catch (error) {
      if (error instanceof ImageRejectedError) return { error: error.reason };
      throw error;
    }
  }

  async function fetchImages(accountId: string, rows: StoredRow[]): Promise<FetchedImages> {
    const images: FetchedImages = new Map();
    for (const row of rows) {
      if (!WRITABLE.has(row.outcome)) continue;
      const entry: NonNullable<ReturnType<FetchedImages['get']>> = {};
      for (const [column, kind, key] of [
        ['logoUrl', 'logo', 'logo'],
        ['photoUrl', 'photo', 'photo'],
      ] as const) {
        const url = (row.cells[column] ?? '').trim();
        if (url === '' || entry.error) continue;
        const got = await fetchImage(accountId, url, kind);
        if ('error' in got) entry.error = { column, id: got.error };
        else entry[key] = got.id;
      }
      if (Object.keys(entry).length > 0) images.set(row.line, entry);
    }
    return images;
  }

  /** The placeholders of rows.ts replaced by the images fetched. */
  function withImages<T extends TProfileCreate | TProfileEdit>(
    request: T,
    images: ReturnType<FetchedImages['get']>,
  ): T {
    const out = { ...request };
    if (out.outroLogoAssetId === URL_IMAGE_PLACEHOLDER) out.outroLogoAssetId = images?.logo;
    if (out.designLogoAssetId === URL_IMAGE_PLACEHOLDER) out.designLogoAssetId = images?.photo;
    return out;
  }

  /**
   * ANALYZE profiles. The embedded database runs in the API's own thread, so there it samples
   * 3,000 rows (statistics target 10) instead of 30,000: about 0.3 s of the API instead of
   * 2.5–5 s at 50,000 profiles, the search's plans the same (the trigram index, no scan of the
   * account's whole index).
   */
  async function analyzeProfiles(): Promise<void> {
    if (db.kind === 'postgres') return db.exec('ANALYZE profiles');
    await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL default_statistics_target = 10');
      await tx.exec('ANALYZE profiles');
    });
  }

  const failed = (line: number, reason: string, errors?: RowResult['errors']): RowResult => ({
    line,
    result: 'failed',
    reason,
    profile_id: null,
    errors,
  });

  /** Writes one batch inside the step's transaction; answers its results and deleted objects. */
  async function writeBatch(
    accountId: string,
    importRecord: { id: string; duplicates: 'update' | 'skip'; language: string },
    rows: (StoredRow & { result: string | null })[],
    images: FetchedImages,
    tx: Queryable,
  ) {
    const account = await fastify.accountsRepository.findById(accountId, tx);
    if (!account) throw new Error('the account of an import is gone');
    // The account's seat lock first, as every profile creation takes it (the same order of
    // locks as the wizard's: no deadlock between them).
    const seats = await lockSeats(tx, accountId);
    // Held to the end: a kit change waits for this batch, then writes its profiles too.
    const kit = await fastify.brandKitService.forAccount(accountId, tx);
    await fastify.brandKitService.hold(accountId, kit.version, tx);
    let free = seats ? seats.seats - seats.inUse : 0;
    const keys = rows.flatMap((row) => (row.phone_key ? [row.phone_key] : []));
    const existing = await existingByPhone(tx, accountId, keys, true);
    const context = {
      kit,
      origin: account.origin,
      language: (kit.values.designLanguage ?? importRecord.language) as TemplateLanguage,
    };
    const results: RowResult[] = [];
    const deleted: (string | null)[] = [];
    for (const row of rows) {
      if (row.result) continue;
      if (row.outcome === 'invalid') {
        results.push(failed(row.line, 'invalid'));
        continue;
      }
      if (row.outcome === 'duplicate' || row.outcome === 'noSeat') {
        results.push(failed(row.line, row.outcome));
        continue;
      }
      const fetched = images.get(row.line);
      if (fetched?.error) {
        results.push(failed(row.line, 'invalid', { [fetched.error.column]: fetched.error.id }));
        continue;
      }
      const current = row.phone_key ? existing.get(row.phone_key) : undefined;
      if (current && importRecord.duplicates === 'skip') {
        results.push({ line: row.line, result: 'skipped', reason: null, profile_id: current.id });
        continue;
      }
      // Checked again against the kit held now and the profile as it is now.
      const check = checkRow(row.cells, context, current && asExisting(current));
      if (Object.keys(check.errors).length > 0) {
        results.push(failed(row.line, 'invalid', check.errors));
        continue;
      }
      try {
        if (current && check.edit) {
          const profile = await fastify.profilesRepository.findById(current.id, tx);
          deleted.push(
            ...(await fastify.profilesService.updateInTx(
              account,
              profile as ProfileRow,
              withImages(check.edit, fetched),
              kit,
              check.sent,
              tx,
            )),
          );
          results.push({ line: row.line, result: 'updated', reason: null, profile_id: current.id });
        } else if (check.create) {
          if (free <= 0) {
            results.push(failed(row.line, 'noSeat'));
            continue;
          }
          const id = await fastify.profilesService.createInTx(
            account,
            withImages(check.create, fetched),
            kit,
            check.sent,
            tx,
            importRecord.id,
          );
          free -= 1;
          results.push({ line: row.line, result: 'added', reason: null, profile_id: id });
        }
      } catch (error) {
        // A refusal of the profiles service (checked before it writes anything): at its cell.
        if (!(error instanceof AppError)) throw error;
        const errors = Object.fromEntries(
          Object.entries(error.fields ?? {}).map(([field, id]) => [columnOf(field), id]),
        );
        results.push(
          failed(row.line, Object.keys(errors).length > 0 ? 'invalid' : error.messageId, errors),
        );
      }
    }
    return { results, deleted };
  }

  return {
    kind: IMPORT_JOB_KIND,
    async run(job) {
      const { importId } = job.payload;
      const accountId = job.accountId!;
      const record = await repo.find(accountId, importId);
      if (!record) return { added: 0, updated: 0, skipped: 0, failed: 0 };
      const total = (await repo.progress(importId)).total;
      if (record.status === 'queued') await repo.setStatus(importId, 'running', db);
      let after = job.checkpoint?.line ?? 0;
      for (;;) {
        const rows = await repo.batch(importId, after, batchRows, db);
        if (rows.length === 0) break;
        const last = rows[rows.length - 1]!.line;
        const images = await fetchImages(
          accountId,
          rows.filter((row) => !row.result),
        );
        const writeStep = () =>
          job.step(async (tx) => {
            const batch = await writeBatch(accountId, record, rows, images, tx);
            await repo.markRows(importId, batch.results, tx);
            const done = await tx.one<{ n: number }>(
              'SELECT count(result)::int AS n FROM import_rows WHERE import_id = $1',
              [importId],
            );
            return {
              checkpoint: { line: last },
              progress: { done: done?.n ?? 0, total },
              value: batch.deleted,
            };
          });
        let deleted: (string | null)[];
        for (let attempt = 1; ; attempt += 1) {
          try {
            deleted = await writeStep();
            break;
          } catch (error) {
            // The kit changed between reading it and holding it: the batch again, as it is now.
            if (!(error instanceof KitChangedError) || attempt >= 3) throw error;
          }
        }
        // Committed: the pictures the updates replaced stop serving now.
        await fastify.assetsRepository.removeDeletedObjects(deleted);
        after = last;
      }
      // Outside any transaction, before the import says done: a search made once it is done
      // plans on the table as the import left it. ANALYZE takes a lock that only other
      // ANALYZE, VACUUM and schema changes wait for: reads and writes of profiles go on.
      const written = await repo.summary(importId, db);
      if (written.added + written.updated >= IMPORT_ANALYZE_ROWS) await analyzeProfiles();
      return job.step(async (tx) => {
        const summary = await repo.summary(importId, tx);
        await repo.setStatus(importId, 'done', tx, { summary });
        return { checkpoint: { line: after }, progress: { done: total, total }, value: summary };
      });
    },
    // Its last attempt threw: the import is failed in the table too (a re-upload of the file, the
    // account's imports and the seat count read it), in the transaction that fails the job.
    async onFailed(job, _error, tx) {
      await repo.fail(job.payload.importId, tx);
    },
  };
}
