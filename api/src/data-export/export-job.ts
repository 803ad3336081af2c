import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import ZipStream from 'zip-stream';
import type { Locale } from '@portal/shared/i18n/locales';
import {
  PROFILE_CSV_COLUMNS,
  PROFILE_CSV_HEADERS,
  safeCell,
} from '@portal/shared/profiles/csv-columns';
import { activityCsv } from '../activity/activity-csv';
import { issuedInvoiceDocuments, listInvoices } from '../billing/invoices/invoices';
import type { Queryable } from '../db/db';
import { translate, type ServerMessageId } from '../i18n/translate';
import type { JobHandler } from '../jobs/types';
import { cells, type ExportRow } from '../profiles/bulk-actions';
import { toProfileDto, type ProfileRow } from '../profiles/profile-dto';
import { CREATED_KEY } from '../profiles/profiles-repository';
import type { ExportStorage } from './export-storage';
import { creditNotesOf } from './credit-notes';

export const DATA_EXPORT_JOB_KIND = 'account.dataExport';

/** Profiles read per statement, pictures per statement, invoices rendered per batch. */
const PROFILE_PAGE = 500;
const IMAGE_PAGE = 50;
const INVOICE_PAGE = 20;
/** The ZIP's bytes queued for the storage beyond which the next entry waits. */
const DRAINED_BYTES = 4 * 1024 * 1024;
/** Progress is written to the job after this many items (and at the end). */
const PROGRESS_EVERY = 250;

interface Payload {
  exportId: string;
}
/** The job starts its ZIP over after a crash: what a half-written ZIP held is gone with it. */
interface Checkpoint {
  started: true;
}
interface Result {
  byteSize: number;
  entries: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
};
const extensionOf = (contentType: string | null) =>
  (contentType && EXTENSIONS[contentType]) ?? 'bin';
/** pg answers a bytea as a Buffer, PGlite as a Uint8Array: a Buffer over the same bytes. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
/** A picture's place in the ZIP; the profiles' JSON names it. */
const imagePath = (id: string, contentType: string | null) =>
  `profiles/images/${id}.${extensionOf(contentType)}`;

type PageRow = ProfileRow &
  ExportRow & {
    created_key: string;
    logo_type: string | null;
    photo_type: string | null;
    intro_type: string | null;
  };

/** The account's profiles, oldest first, PROFILE_PAGE at a time (keyset on created_at, id). */
async function* profilePages(db: Queryable, accountId: string): AsyncGenerator<PageRow[]> {
  let after: { createdAt: string; id: string } | null = null;
  do {
    const params: unknown[] = [accountId];
    let where = 'p.account_id = $1';
    if (after)
      where += ` AND (p.created_at, p.id) > ($${params.push(after.createdAt)}::timestamptz, $${params.push(after.id)}::uuid)`;
    const rows: PageRow[] = await db.query<PageRow>(
      `SELECT p.*, ${CREATED_KEY.replaceAll('created_at', 'p.created_at')} AS created_key,
              l.content_type AS logo_type, ph.content_type AS photo_type,
              i.content_type AS intro_type
       FROM profiles p
       LEFT JOIN assets l ON l.id = p.logo_id
       LEFT JOIN assets ph ON ph.id = p.photo_id
       LEFT JOIN assets i ON i.id = p.intro_id
       WHERE ${where} ORDER BY p.created_at, p.id LIMIT ${PROFILE_PAGE}`,
      params,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    after =
      rows.length === PROFILE_PAGE && last ? { createdAt: last.created_key, id: last.id } : null;
  } while (after);
}

/** A CSV stream of records (BOM, RFC 4180 line ends, as the portal's other exports). */
function csvOf(records: AsyncIterable<string[]> | Iterable<string[]>): Readable {
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  Readable.from(records).pipe(csv);
  return csv;
}

/**
 * The durable job behind "Export my data" (issue 39): ONE ZIP streamed into the export storage,
 * entry after entry, never the whole file nor all the pictures in memory:
 *
 *   account.json                     the account (the owner's details, the subscription)
 *   profiles/profiles.csv            the profiles in the import template's columns (re-importable)
 *   profiles/profiles.json           the profiles as the API shows them, with their pictures' paths
 *   profiles/images/<id>.<ext>       each picture a profile uses (logos, photos, intros), once
 *   brand-kit/brand-kit.json         the brand kit; brand-kit/logo.<ext>, brand-kit/intro.<ext>
 *   invoices/<number>.pdf            every issued invoice; credit-notes/<number>.pdf likewise
 *   team/members.csv, members.json   the team and their roles
 *   activity/activity.csv            the activity log, as its own export writes it
 *
 * Progress (done/total items) is written to the job as it goes. A job taken over after a crash
 * starts its ZIP over (the storage drops what the last attempt wrote). The last step marks the
 * export ready and queues the owner's e-mail in one transaction (`finish`).
 */
export function dataExportJob(
  fastify: FastifyInstance,
  deps: {
    storage: ExportStorage;
    /** In the last step's transaction: the export is ready (and its e-mail queued). */
    finish(
      exportId: string,
      stored: { key: string; byteSize: number },
      tx: Queryable,
    ): Promise<void>;
    failed(exportId: string, tx: Queryable): Promise<void>;
  },
): JobHandler<Payload, Checkpoint, Result> {
  const { db } = fastify;

  return {
    kind: DATA_EXPORT_JOB_KIND,

    async run(job) {
      const found = await db.one<{ account_id: string; locale: Locale; status: string }>(
        'SELECT account_id, locale, status FROM data_exports WHERE id = $1',
        [job.payload.exportId],
      );
      if (!found || found.status === 'ready') return { byteSize: 0, entries: 0 };
      const accountId = found.account_id;
      const locale = found.locale;
      const t = (id: ServerMessageId) => translate(locale, id);

      const totals = await db.one<{ profiles: number; images: number }>(
        `WITH used AS (
           SELECT logo_id AS id FROM profiles WHERE account_id = $1
           UNION SELECT photo_id FROM profiles WHERE account_id = $1
           UNION SELECT intro_id FROM profiles WHERE account_id = $1)
         SELECT (SELECT count(*)::int FROM profiles WHERE account_id = $1) AS profiles,
                (SELECT count(*)::int FROM used WHERE id IS NOT NULL) AS images`,
        [accountId],
      );
      const invoices = await listInvoices(db, accountId);
      const creditNotes = await creditNotesOf(fastify, accountId, locale);
      // The fixed files (account, profiles CSV, kit, team, activity), then one per item.
      const total =
        5 + (totals?.profiles ?? 0) + (totals?.images ?? 0) + invoices.length + creditNotes.length;
      let done = 0;
      let reported = 0;
      await job.step(async (tx) => {
        await tx.query(`UPDATE data_exports SET status = 'running' WHERE id = $1`, [
          job.payload.exportId,
        ]);
        return { checkpoint: { started: true }, progress: { done, total }, value: null };
      });
      const progress = async (items: number) => {
        done += items;
        if (done - reported < PROGRESS_EVERY) return;
        reported = done;
        await job.step(async () => ({
          checkpoint: { started: true },
          progress: { done, total },
          value: null,
        }));
      };

      const sink = await deps.storage.sink(accountId, job.payload.exportId);
      const zip = new ZipStream({ zlib: { level: 6 } });
      const written = pipeline(zip, sink.stream);
      // A failure of the storage ends the entries at once.
      let storageError: unknown = null;
      written.catch((error: unknown) => {
        storageError = error;
      });
      let entries = 0;
      const date = new Date();
      /** One entry, after the last one is written whole (zip-stream takes one at a time). */
      const add = (source: Buffer | Readable | string, name: string, store = false) =>
        new Promise<void>((resolve, reject) => {
          if (storageError) return reject(storageError as Error);
          if (source instanceof Readable) source.once('error', reject);
          zip.entry(source, { name, date, store }, (error) => {
            if (error) reject(error);
            else {
              entries += 1;
              resolve();
            }
          });
        }).then(async () => {
          // zip-stream takes a Buffer whole and answers at once: wait until the storage has taken
          // what is queued, or the pictures would pile up in memory faster than they are stored.
          while (zip.writableNeedDrain || zip.readableLength > DRAINED_BYTES) {
            if (storageError) throw storageError as Error;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        });

      try {
        const account = await fastify.accountsRepository.findById(accountId);
        await add(JSON.stringify(account, null, 2), 'account.json');
        await progress(1);

        // The profiles: the import template's CSV, then the JSON, then their pictures.
        const headers = PROFILE_CSV_HEADERS[locale];
        async function* csvRecords(): AsyncGenerator<string[]> {
          yield PROFILE_CSV_COLUMNS.map((column) => safeCell(headers[column]));
          for await (const rows of profilePages(db, accountId))
            for (const row of rows) {
              const values = cells(row);
              yield PROFILE_CSV_COLUMNS.map((column) => safeCell(values[column]));
            }
        }
        await add(csvOf(csvRecords()), 'profiles/profiles.csv');
        await progress(1);

        async function* jsonText(): AsyncGenerator<string> {
          yield '[';
          let first = true;
          for await (const rows of profilePages(db, accountId)) {
            for (const row of rows) {
              const profile = {
                ...toProfileDto(row),
                images: {
                  logo: row.logo_id ? imagePath(row.logo_id, row.logo_type) : null,
                  photo: row.photo_id ? imagePath(row.photo_id, row.photo_type) : null,
                  intro: row.intro_id ? imagePath(row.intro_id, row.intro_type) : null,
                },
              };
              yield `${first ? '\n' : ',\n'}${JSON.stringify(profile)}`;
              first = false;
            }
            await progress(rows.length);
          }
          yield '\n]\n';
        }
        await add(Readable.from(jsonText()), 'profiles/profiles.json');

        // Each picture once, IMAGE_PAGE at a time (in the database) or one object at a time.
        let afterId = '00000000-0000-0000-0000-000000000000';
        for (;;) {
          const images = await db.query<{
            id: string;
            content_type: string;
            object_key: string | null;
            content: Uint8Array | null;
          }>(
            `WITH used AS (
               SELECT logo_id AS id FROM profiles WHERE account_id = $1
               UNION SELECT photo_id FROM profiles WHERE account_id = $1
               UNION SELECT intro_id FROM profiles WHERE account_id = $1)
             SELECT a.id, a.content_type, a.object_key,
                    CASE WHEN a.object_key IS NULL THEN a.content END AS content
             FROM assets a JOIN used u ON u.id = a.id
             WHERE a.id > $2 ORDER BY a.id LIMIT ${IMAGE_PAGE}`,
            [accountId, afterId],
          );
          for (const image of images) {
            const source = image.content
              ? asBuffer(image.content)
              : deps.storage.read(image.object_key as string);
            // Pictures are compressed already: stored as they are.
            await add(source, imagePath(image.id, image.content_type), true);
          }
          await progress(images.length);
          if (images.length < IMAGE_PAGE) break;
          afterId = images.at(-1)!.id;
        }

        // The brand kit: its values, its logo and intro.
        const kit = await fastify.brandKitRepository.find(accountId);
        await add(JSON.stringify(kit, null, 2), 'brand-kit/brand-kit.json');
        for (const [name, id] of [
          ['logo', kit.values.logoId],
          ['intro', kit.values.introId],
        ] as const) {
          if (!id) continue;
          const image = await db.one<{
            content_type: string;
            object_key: string | null;
            content: Uint8Array | null;
          }>(
            `SELECT content_type, object_key,
                    CASE WHEN object_key IS NULL THEN content END AS content
             FROM assets WHERE id = $1`,
            [id],
          );
          if (!image) continue;
          await add(
            image.content ? asBuffer(image.content) : deps.storage.read(image.object_key as string),
            `brand-kit/${name}.${extensionOf(image.content_type)}`,
            true,
          );
        }
        await progress(1);

        // The invoices as their PDFs, in the invoice's language.
        for (let at = 0; at < invoices.length; at += INVOICE_PAGE) {
          const batch = invoices.slice(at, at + INVOICE_PAGE);
          const documents = await issuedInvoiceDocuments(
            db,
            batch.map((invoice) => invoice.id),
            locale,
            fastify.config.seller,
          );
          for (const invoice of batch) {
            const found = documents.get(invoice.id);
            if (!found) continue;
            const pdf = await fastify.invoicePdfs.render(found.document);
            await add(Buffer.from(pdf), `invoices/${invoice.number}.pdf`);
          }
          await progress(batch.length);
        }
        for (const note of creditNotes) {
          await add(Buffer.from(await note.pdf()), `credit-notes/${note.number}.pdf`);
          await progress(1);
        }

        // The team.
        const members = await fastify.membersRepository.list(accountId);
        const memberHeaders: ServerMessageId[] = [
          'delivery.dataExport.members.email',
          'delivery.dataExport.members.firstName',
          'delivery.dataExport.members.lastName',
          'delivery.dataExport.members.role',
          'delivery.dataExport.members.lastSignIn',
        ];
        await add(
          csvOf([
            memberHeaders.map((id) => safeCell(t(id))),
            ...members.map((m) =>
              [
                m.email,
                m.firstName,
                m.lastName,
                t(`delivery.members.role.${m.role}` as ServerMessageId),
                m.lastSignInAt ? new Date(m.lastSignInAt).toISOString() : '',
              ].map(safeCell),
            ),
          ]),
          'team/members.csv',
        );
        await add(JSON.stringify(members, null, 2), 'team/members.json');
        await progress(1);

        // The activity log, as GET /v2/activity/export.csv writes it.
        await add(activityCsv(fastify, accountId, {}, locale), 'activity/activity.csv');
        await progress(1);

        zip.finalize();
        await written;
      } catch (error) {
        zip.destroy();
        await written.catch(() => {});
        await sink.abort().catch((abortError: unknown) => {
          fastify.log.warn({ err: abortError }, 'data export: the partial file was not removed');
        });
        throw error;
      }

      const stored = await sink.done();
      await job.step(async (tx) => {
        await deps.finish(job.payload.exportId, stored, tx);
        return { checkpoint: { started: true }, progress: { done: total, total }, value: null };
      });
      return { byteSize: stored.byteSize, entries };
    },

    async onFailed(job, _error, tx) {
      await deps.failed(job.payload.exportId, tx);
    },
  };
}
