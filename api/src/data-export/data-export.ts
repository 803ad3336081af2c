import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { DATA_EXPORT_LINK_DAYS, type TDataExport } from '@portal/shared/api/data-export';
import type { Locale } from '@portal/shared/i18n/locales';
import type { Queryable } from '../db/db';
import { layoutMail, mailFrame, type MailContent } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { fill } from '../i18n/format';
import { translate, type ServerMessageId } from '../i18n/translate';
import { isUuid } from '../members/members-repository';
import { DATA_EXPORT_JOB_KIND, dataExportJob } from './export-job';
import { exportStorage, type ExportStorage } from './export-storage';

interface ExportRow {
  id: string;
  account_id: string;
  job_id: string | null;
  status: TDataExport['status'];
  object_key: string | null;
  byte_size: string | number | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

/** The job that removes the files of expired exports, queued once an hour. */
const SWEEP_JOB_KIND = 'account.dataExportSweep';
const SWEEP_EVERY_MS = 10 * 60_000;

const COLUMNS = `id, account_id, job_id, status, object_key, byte_size, created_at, ready_at,
  expires_at`;
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * The e-mailed link's signature: an HMAC-SHA256 with the server's secret of the export, its
 * account and its expiry. Nothing of it is stored; a link of another export or account, or one
 * whose expiry was changed, does not verify.
 */
export function signExportLink(
  secret: string,
  row: Pick<ExportRow, 'id' | 'account_id'>,
  expiresAt: Date,
) {
  return createHmac('sha256', secret)
    .update(`data-export\n${row.id}\n${row.account_id}\n${new Date(expiresAt).getTime()}`)
    .digest('base64url');
}

/** The owner's e-mail: the export is ready, the link and its last day. */
export function dataExportReadyMail(
  locale: Locale,
  values: { name: string; link: string; expiresAt: Date },
): MailContent {
  const date = new Intl.DateTimeFormat(locale === 'br' ? 'pt-BR' : locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(values.expiresAt);
  const t = (id: ServerMessageId) => fill(translate(locale, id), { date });
  return layoutMail(locale, {
    ...mailFrame(locale, values.name),
    subject: t('delivery.dataExport.mail.subject'),
    paragraphs: [t('delivery.dataExport.mail.body')],
    action: { label: t('delivery.dataExport.mail.action'), url: values.link },
    after: [t('delivery.dataExport.mail.expires'), t('delivery.dataExport.mail.notYou')],
  });
}

function createService(fastify: FastifyInstance, storage: ExportStorage) {
  const { db } = fastify;
  const secret = fastify.config.jwtSecret;

  async function view(row: ExportRow): Promise<TDataExport> {
    let progress: TDataExport['progress'] = null;
    if ((row.status === 'queued' || row.status === 'running') && row.job_id) {
      const job = await fastify.jobs.get(row.job_id);
      progress = job?.progress ?? null;
    }
    return {
      id: row.id,
      status: row.status,
      progress,
      createdAt: new Date(row.created_at).toISOString(),
      readyAt: iso(row.ready_at),
      expiresAt: iso(row.expires_at),
      byteSize: row.byte_size === null ? null : Number(row.byte_size),
    };
  }

  /** Files past their link's days go (one account's, or all); their rows stay, `expired`. */
  async function sweep(accountId?: string) {
    const expired = await db.query<{ id: string; object_key: string }>(
      `UPDATE data_exports SET status = 'expired'
       WHERE status = 'ready' AND expires_at <= now() ${accountId ? 'AND account_id = $1' : ''}
       RETURNING id, object_key`,
      accountId ? [accountId] : [],
    );
    for (const row of expired) await storage.remove(row.object_key);
  }

  return {
    storage,

    /** POST /v2/exports: a new export, or the one under way. */
    async request(accountId: string, locale: Locale): Promise<TDataExport> {
      await sweep(accountId);
      const row = await db.transaction(async (tx) => {
        // One at a time per account (a unique index holds it too).
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
        const running = await tx.one<ExportRow>(
          `SELECT ${COLUMNS} FROM data_exports
           WHERE account_id = $1 AND status IN ('queued', 'running')`,
          [accountId],
        );
        if (running) return running;
        const created = await tx.one<ExportRow>(
          `INSERT INTO data_exports (account_id, locale) VALUES ($1, $2) RETURNING ${COLUMNS}`,
          [accountId, locale],
        );
        const jobId = await fastify.jobs.enqueue(
          {
            kind: DATA_EXPORT_JOB_KIND,
            accountId,
            payload: { exportId: created!.id },
            key: created!.id,
          },
          tx,
        );
        return (await tx.one<ExportRow>(
          `UPDATE data_exports SET job_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
          [created!.id, jobId],
        ))!;
      });
      fastify.jobs.wake();
      return view(row);
    },

    /** GET /v2/exports/latest */
    async latest(accountId: string): Promise<TDataExport | null> {
      await sweep(accountId);
      const row = await db.one<ExportRow>(
        `SELECT ${COLUMNS} FROM data_exports WHERE account_id = $1
         ORDER BY created_at DESC LIMIT 1`,
        [accountId],
      );
      return row ? view(row) : null;
    },

    /**
     * GET /v2/exports/{id}/download?token=: the ZIP as a stream, for the signed-in owner of its
     * account with the e-mailed link's token. Another account's export or a wrong token: 404
     * (nothing is said of it); past its days: 410.
     */
    async download(
      accountId: string,
      id: string,
      token: string,
    ): Promise<{ file: Readable; byteSize: number; createdAt: Date }> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const row = await db.one<ExportRow & { expired_now: boolean }>(
        `SELECT ${COLUMNS}, expires_at <= now() AS expired_now FROM data_exports
         WHERE id = $1 AND account_id = $2`,
        [id, accountId],
      );
      if (!row?.expires_at) throw new AppError('NOT_FOUND');
      const expected = Buffer.from(signExportLink(secret, row, row.expires_at));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('NOT_FOUND');
      if (row.expired_now || row.status === 'expired') throw new AppError('DATA_EXPORT_EXPIRED');
      if (row.status !== 'ready' || !row.object_key) throw new AppError('DATA_EXPORT_NOT_READY');
      await db.query('UPDATE data_exports SET downloaded_at = now() WHERE id = $1', [id]);
      return {
        file: storage.read(row.object_key),
        byteSize: Number(row.byte_size),
        createdAt: new Date(row.created_at),
      };
    },

    sweep,
  };
}

export type DataExportService = ReturnType<typeof createService>;

declare module 'fastify' {
  interface FastifyInstance {
    dataExport: DataExportService;
  }
}

/**
 * "Export my data" (issue 39): the owner asks, a durable job (export-job.ts) builds one ZIP into
 * the export storage (where the pictures live: a bucket, or the database), then the owner gets an
 * e-mail with a link to the portal valid DATA_EXPORT_LINK_DAYS days; the portal downloads it with
 * the owner's session and the link's signature.
 */
export default fp(
  async function dataExport(fastify) {
    const storage = exportStorage(fastify.config, fastify.db);
    const service = createService(fastify, storage);
    fastify.decorate('dataExport', service);
    fastify.jobs.register(
      dataExportJob(fastify, {
        storage,
        async finish(exportId, stored, tx: Queryable) {
          const row = await tx.one<
            ExportRow & { email: string; first_name: string; locale: Locale }
          >(
            `UPDATE data_exports d SET status = 'ready', object_key = $2, byte_size = $3,
                    ready_at = now(), expires_at = now() + make_interval(days => $4)
             FROM accounts a WHERE d.id = $1 AND a.id = d.account_id
             RETURNING d.id, d.account_id, d.job_id, d.status, d.object_key, d.byte_size,
                       d.created_at, d.ready_at, d.expires_at, d.locale, a.email, a.first_name`,
            [exportId, stored.key, stored.byteSize, DATA_EXPORT_LINK_DAYS],
          );
          if (!row?.expires_at) throw new Error(`data export ${exportId} is gone`);
          const token = signExportLink(fastify.config.jwtSecret, row, row.expires_at);
          const link = `${fastify.config.publicUrl}/#/additional-info?tab=settings&export=${row.id}&token=${token}`;
          // The link and the export's readiness commit together.
          await fastify.mailer.send(
            row.email,
            dataExportReadyMail(row.locale, {
              name: row.first_name,
              link,
              expiresAt: new Date(row.expires_at),
            }),
            tx,
          );
        },
        async failed(exportId, tx) {
          await tx.query(`UPDATE data_exports SET status = 'failed' WHERE id = $1`, [exportId]);
        },
      }),
    );

    // Files past their days go within the hour, whichever replica looks first (the job's key is
    // the hour), also for owners who never come back; tests call sweep() themselves.
    fastify.jobs.register<null, null, null>({
      kind: SWEEP_JOB_KIND,
      async run() {
        await service.sweep();
        return null;
      },
    });
    if (fastify.config.nodeEnv !== 'test') {
      const tick = () => {
        const hour = new Date().toISOString().slice(0, 13);
        fastify.jobs
          .enqueue({ kind: SWEEP_JOB_KIND, payload: null, key: `${SWEEP_JOB_KIND}:${hour}` })
          .then(() => fastify.jobs.wake())
          .catch((error: unknown) =>
            fastify.log.error({ err: error }, 'expired data exports not swept'),
          );
      };
      const timer = setInterval(tick, SWEEP_EVERY_MS);
      timer.unref();
      fastify.addHook('onReady', async () => tick());
      fastify.addHook('onClose', async () => clearInterval(timer));
    }
  },
  {
    name: 'data-export',
    dependencies: [
      'db',
      'jobs',
      'mailer',
      'accounts-repository',
      'members-repository',
      'brand-kit-repository',
      'invoice-pdfs',
    ],
  },
);
