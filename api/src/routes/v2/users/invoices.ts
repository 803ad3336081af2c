import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZInvoicesSettingRequest, ZInvoicesSettingResponse } from '@portal/shared/billing/contract';
import { changesOf } from '../../../activity/changes';
import { setReceiveInvoices } from '../../../billing/settings';
import { AppError } from '../../../errors/app-error';

/** PATCH /v2/users/{id}/invoices (spec §7): the "receive invoices by e-mail" setting. */
const invoicesSetting: FastifyPluginAsyncZod = async (fastify) => {
  fastify.patch(
    '/:id/invoices',
    {
      schema: {
        operationId: 'updateInvoiceEmails',
        tags: ['billing'],
        summary: 'Turn invoice e-mails on or off',
        params: z.object({ id: z.string() }),
        body: ZInvoicesSettingRequest,
        response: { 200: ZInvoicesSettingResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      // Another account's id answers like a missing one (decisions.md: never 403).
      if (request.params.id !== request.accountId) throw new AppError('NOT_FOUND');
      await setReceiveInvoices(fastify.db, request.accountId, request.body.receiveInvoices);
      request.activityChanges = changesOf(
        { receiveInvoices: request.account?.receiveInvoices ?? null },
        { receiveInvoices: request.body.receiveInvoices },
      );
      request.log.info({ receiveInvoices: request.body.receiveInvoices }, 'invoice e-mails set');
      return { receiveInvoices: request.body.receiveInvoices };
    },
  );
};

export default invoicesSetting;
