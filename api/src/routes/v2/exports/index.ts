import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZDataExport,
  ZDataExportDownloadQuery,
  ZLatestDataExport,
} from '@portal/shared/api/data-export';
import { localeFromHeader } from '../../../i18n/translate';

/** The file streamed (`format: binary`); the handler sends a stream, never serialized. */
const ZZipFile = z.any().meta({ type: 'string', format: 'binary' });

/** "Export my data" (issue 39), the owner's only: the work is src/data-export's. */
const exportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '',
    {
      schema: {
        operationId: 'requestDataExport',
        tags: ['account'],
        summary: 'Builds one ZIP of the account’s data in the background',
        description:
          'Profiles (CSV and JSON) and their pictures, the brand kit, invoices and credit notes ' +
          '(PDF), the team, the activity log. 202 with the export; while one is under way, that ' +
          'one is answered. When it is ready the owner gets an e-mail with a link valid 7 days.',
        response: { 202: ZDataExport, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const answer = await fastify.dataExport.request(request.accountId, locale);
      request.activityTarget = { type: 'export', id: answer.id };
      return reply.code(202).send(answer);
    },
  );

  fastify.get(
    '/latest',
    {
      schema: {
        operationId: 'getLatestDataExport',
        tags: ['account'],
        summary: 'The account’s last export, with its progress while it is built',
        response: { 200: ZLatestDataExport, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => ({ export: await fastify.dataExport.latest(request.accountId) }),
  );

  fastify.get(
    '/:id/download',
    {
      schema: {
        operationId: 'downloadDataExport',
        tags: ['account'],
        summary: 'The export’s ZIP, with the e-mailed link’s token',
        description:
          'For the signed-in owner of the export’s account only: another account’s export or a ' +
          'wrong token answers 404, a link past its 7 days 410, an export not built yet 409.',
        params: z.object({ id: z.string() }),
        querystring: ZDataExportDownloadQuery,
        response: {
          200: {
            description: 'The ZIP file (an attachment: account-data-YYYY-MM-DD.zip)',
            content: { 'application/zip': { schema: ZZipFile } },
          },
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          410: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const found = await fastify.dataExport.download(
        request.accountId,
        request.params.id,
        request.query.token,
      );
      const day = found.createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-length', String(found.byteSize))
        .header('content-disposition', `attachment; filename="account-data-${day}.zip"`)
        .send(found.file);
    },
  );
};

export default exportsRoutes;
