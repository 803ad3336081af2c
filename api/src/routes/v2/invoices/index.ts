import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZInvoiceList } from '@portal/shared/billing/contract';
import { accountBillingDocuments } from '../../../billing/corrections/corrections';
import { accountDocumentPdf } from '../../../billing/corrections/documents';
import correction from './correction';
import { localeFromHeader } from '../../../i18n/translate';

/** Bytes in the document (`format: binary`); the handler sends a Buffer, never serialized. */
const ZBinary = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** The signed-in account's invoices and credit notes (billing tab) and each one's PDF. */
const invoices: FastifyPluginAsyncZod = async (fastify) => {
  // The folder's other routes: autoload loads a folder's index.ts alone.
  await fastify.register(correction);

  fastify.get(
    '',
    {
      schema: {
        operationId: 'listInvoices',
        tags: ['billing'],
        summary: 'The account’s invoices and credit notes, newest first',
        response: { 200: ZInvoiceList },
      },
    },
    async (request) => ({ invoices: await accountBillingDocuments(fastify.db, request.accountId) }),
  );

  fastify.get(
    '/:id/pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        tags: ['billing'],
        summary: 'One invoice or credit note as a PDF (404 for another account’s)',
        params: z.object({ id: z.string() }),
        response: {
          200: {
            description: 'The invoice or credit note as a PDF (an attachment)',
            content: { 'application/pdf': { schema: ZBinary } },
          },
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await accountDocumentPdf(
        { db: fastify.db, seller: fastify.config.seller },
        request.accountId,
        request.params.id,
        localeFromHeader(request.headers['accept-language']),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
};

export default invoices;
