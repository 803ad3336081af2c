import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  IMPORT_MAX_BYTES,
  ZImport,
  ZImportApply,
  ZImportPaste,
  ZImportRowsPage,
  ZImportRowsQuery,
  ZImportSettings,
} from '@portal/shared/api/imports';
import { LOCALES, type Locale } from '@portal/shared/i18n/locales';
import { AppError } from '../../../errors/app-error';
import { localeFromHeader, type ServerMessageId } from '../../../i18n/translate';
import type { ImportSource } from '../../../imports/imports-service';

const ZId = z.object({ id: z.string() });

/** The CSV files' language: `locale`, else the Accept-Language header's. */
const ZLocaleQuery = z.object({ locale: z.enum(LOCALES).optional() });
const localeOf = (request: FastifyRequest, query: { locale?: Locale }): Locale =>
  query.locale ?? localeFromHeader(request.headers['accept-language']);

const ZCsvText = z.string().meta({ type: 'string', format: 'binary' });

/** A JSON body of a pasted list may carry the bound's worth of text, and its quoting. */
const PASTE_BODY_LIMIT = IMPORT_MAX_BYTES * 2 + 64 * 1024;

/**
 * Importing agents from a spreadsheet or a pasted list (issue 36 §2): the flow and the shapes are
 * shared/src/api/imports.ts's; the work is the imports domain's (src/imports/).
 */
const importRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The file: one part, cut at IMPORT_MAX_BYTES (no more is ever held in memory).
  await fastify.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const imports = fastify.importsService;

  /** The file of a multipart request, or the pasted list of a JSON one. */
  async function sourceOf(request: FastifyRequest): Promise<ImportSource> {
    if (request.isMultipart()) {
      const file = await request.file();
      if (!file) throw new AppError('IMPORT_UNREADABLE');
      try {
        return { kind: 'file', fileName: file.filename ?? '', bytes: await file.toBuffer() };
      } catch (error) {
        if (error instanceof fastify.multipartErrors.RequestFileTooLargeError)
          throw new AppError('IMPORT_TOO_LARGE');
        throw error;
      }
    }
    const parsed = ZImportPaste.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.code === 'too_big') throw new AppError('IMPORT_TOO_LARGE');
      throw new AppError('VALIDATION', {
        fields: { text: (issue?.message ?? 'validation.import.empty') as ServerMessageId },
      });
    }
    return { kind: 'paste', text: parsed.data.text };
  }

  fastify.post(
    '',
    {
      bodyLimit: PASTE_BODY_LIMIT,
      schema: {
        operationId: 'createImport',
        tags: ['imports'],
        summary: 'Upload a spreadsheet (or paste a list) of agents: its preview',
        description:
          'Multipart with the field `file` (CSV, or the first sheet of an XLSX), or JSON ' +
          '`{ text }` (a pasted list: CSV with the separator guessed among , ; and tab). Its ' +
          'header row is matched to the template’s columns in any of the seven languages; every ' +
          'row is validated as the wizard’s profile (after the brand kit). Nothing is written to ' +
          'the profiles. The same file uploaded again answers the import already made of it. ' +
          '413 IMPORT_TOO_LARGE / IMPORT_TOO_MANY_ROWS past 5 MB or 5,000 rows, 400 ' +
          'IMPORT_UNREADABLE.',
        response: {
          201: ZImport,
          400: ZErrorResponse,
          401: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const created = await imports.create(request.accountId, locale, await sourceOf(request));
      return reply.code(201).send(created);
    },
  );

  fastify.get(
    '/template.csv',
    {
      schema: {
        operationId: 'getImportTemplate',
        tags: ['imports'],
        summary: 'The import template: the header row in the language and one example row',
        querystring: ZLocaleQuery,
        response: {
          200: {
            description: 'The CSV file (an attachment: agents-template.csv)',
            content: { 'text/csv': { schema: ZCsvText } },
          },
          401: ZErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="agents-template.csv"')
        .send(imports.templateCsv(localeOf(request, request.query))),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        operationId: 'getImport',
        tags: ['imports'],
        summary: 'An import: its preview, or its progress, or its summary',
        params: ZId,
        response: { 200: ZImport, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => imports.get(request.accountId, request.params.id),
  );

  fastify.put(
    '/:id',
    {
      schema: {
        operationId: 'updateImport',
        tags: ['imports'],
        summary: 'Re-map the columns or choose what duplicates do: the preview made again',
        description:
          '`mapping` has one entry per column of the file. 409 IMPORT_APPLIED once applied.',
        params: ZId,
        body: ZImportSettings,
        response: {
          200: ZImport,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => imports.update(request.accountId, request.params.id, request.body),
  );

  fastify.get(
    '/:id/rows',
    {
      schema: {
        operationId: 'getImportRows',
        tags: ['imports'],
        summary: 'The rows of an import, a page at a time (by default only the problems)',
        params: ZId,
        querystring: ZImportRowsQuery,
        response: { 200: ZImportRowsPage, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => imports.rows(request.accountId, request.params.id, request.query),
  );

  fastify.post(
    '/:id/apply',
    {
      schema: {
        operationId: 'applyImport',
        tags: ['imports'],
        summary: 'Write the rows: one durable background job',
        description:
          '`count` = the rows the preview said it would write (toAdd + toUpdate). The preview ' +
          'is made again first (and stored): 409 SELECTION_CHANGED when it no longer writes ' +
          '`count` rows, 409 SEATS_EXCEEDED when new rows do not fit the free seats; nothing is ' +
          'written then. Otherwise 202 and a job writes them; GET /v2/imports/{id} follows it.',
        params: ZId,
        body: ZImportApply,
        response: {
          202: ZImport,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const applied = await imports.apply(request.accountId, request.params.id, request.body.count);
      return reply.code(202).send(applied);
    },
  );

  fastify.get(
    '/:id/failed.csv',
    {
      schema: {
        operationId: 'getImportFailedRows',
        tags: ['imports'],
        summary: 'The rows not written, with the reason, as a CSV file',
        description:
          'The template’s columns and a last column with the reason, in the language. A cell ' +
          "starting with = + - @, a tab or a carriage return is prefixed with ' (never run as a " +
          'formula).',
        params: ZId,
        querystring: ZLocaleQuery,
        response: {
          200: {
            description: 'The CSV file (an attachment: agents-not-imported.csv)',
            content: { 'text/csv': { schema: ZCsvText } },
          },
          401: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const csv = await imports.failedCsv(
        request.accountId,
        request.params.id,
        localeOf(request, request.query),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="agents-not-imported.csv"')
        .send(csv);
    },
  );
};

export default importRoutes;
