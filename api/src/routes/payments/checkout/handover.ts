import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZClaimRequest, ZClaimResponse, ZReceiptRequest } from '@portal/shared/payments/contract';
import { AppError } from '../../../errors/app-error';

/** Bytes in the document (`format: binary`); the handler sends a Buffer, never serialized. */
const ZBinary = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/**
 * The hand-off after paying, for a buyer who has no account yet: the token in the request is the
 * permission (public routes). Both are POSTs, so no token sits in a URL, a history or a log line.
 */
const handover: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/claim',
    {
      schema: {
        operationId: 'claimCheckout',
        tags: ['payments'],
        summary:
          'What a one-time claim is for: the paid e-mail, whether it has an account, the plan',
        description:
          'Read by /create-account?claim= before its form: with `accountExists` the page says to ' +
          'sign in with the claim (POST /v2/auth/email `claim`) instead of creating an account. ' +
          'Reading does not spend the claim. An unknown, used or expired claim is a 404.',
        body: ZClaimRequest,
        response: { 200: ZClaimResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const claim = await fastify.billing.describeClaim(request.body.claim);
      if (!claim) throw new AppError('CLAIM_INVALID');
      return claim;
    },
  );

  fastify.post(
    '/receipt',
    {
      schema: {
        operationId: 'getCheckoutReceipt',
        tags: ['payments'],
        summary: 'The PDF of the invoice paid at the checkout, with the answer’s receipt token',
        description:
          'The checkout answer’s `receiptToken` opens its first invoice for an hour (the buyer has ' +
          'no account yet; the receipt e-mail carries the same PDF). Any other token is a 404.',
        body: ZReceiptRequest,
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
      const found = await fastify.billing.receipt(request.body.receiptToken);
      if (!found) throw new AppError('NOT_FOUND');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${found.number}.pdf"`)
        .send(Buffer.from(found.pdf));
    },
  );
};

export default handover;
