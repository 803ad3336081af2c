import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZInvoiceList } from '@portal/shared/billing/contract';
import { accountInvoicePdf } from '../../../billing/invoices/invoice-pdf';
import { listInvoices } from '../../../billing/invoices/invoices';
import { localeFromHeader } from '../../../i18n/translate';

/** Bytes in the document (`format: binary`); the handler sends a Buffer, never serialized. */
const ZBinary = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** The signed-in account's invoices (billing tab) and each one's PDF. */
const invoices: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'listInvoices',
        tags: ['billing'],
        summary: 'The account’s invoices, newest first',
        response: { 200: ZInvoiceList },
      },
    },
    async (request) => ({ invoices: await listInvoices(fastify.db, request.accountId) }),
  );

  fastify.get(
    '/:id/pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        tags: ['billing'],
        summary: 'One invoice as a PDF (404 for another account’s invoice)',
        params: z.object({ id: z.string() }),
        response: {
          200: {
            description: 'The invoice as a PDF (an attachment)',
            content: { 'application/pdf': { schema: ZBinary } },
          },
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await accountInvoicePdf(
        { db: fastify.db, seller: fastify.config.seller },
        request.accountId,
        request.params.id,
        localeFromHeader(request.headers['accept-language']),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};

export default invoices;
