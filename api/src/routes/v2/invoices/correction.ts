import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZInvoiceCorrectionResponse } from '@portal/shared/billing/corrections';
import { correctInvoice } from '../../../billing/corrections/corrections';

/**
 * POST /v2/invoices/{id}/correction (issue 39): "Correct my last invoice". A credit note cancels
 * the account's last paid invoice and a corrected invoice with the billing details as they are now
 * replaces it (billing/corrections/). billing.write.
 */
const correction: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/correction',
    {
      schema: {
        operationId: 'correctInvoice',
        tags: ['billing'],
        summary: 'Correct the last paid invoice: a credit note and a corrected invoice',
        description:
          'Issues a credit note (its own CN- series) cancelling the account’s last paid invoice, and a corrected invoice of the normal series with the same lines and amounts and the billing details as they are now, paid by the credit note (nothing is charged). Where the details now make the sale reverse charge, the corrected invoice has no VAT and the VAT paid is credited to the balance. Both PDFs are e-mailed to the owner, the billing e-mail and the billing contacts. Once per invoice; 409 for any other invoice than the last paid one, a second correction, or an invoice charged by Stripe.',
        params: z.object({ id: z.string() }),
        response: { 200: ZInvoiceCorrectionResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => {
      const corrected = await correctInvoice(
        {
          db: fastify.db,
          mailer: fastify.mailer,
          seller: fastify.config.seller,
          provider: fastify.billing.provider,
          pdfs: fastify.invoicePdfs,
        },
        request.accountId,
        request.params.id,
      );
      request.activityChanges = {
        creditNote: { before: null, after: corrected.creditNote.number },
        invoice: { before: corrected.creditNote.corrects, after: corrected.invoice.number },
      };
      return corrected;
    },
  );
};

export default correction;
