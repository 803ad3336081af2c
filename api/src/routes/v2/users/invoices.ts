import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZInvoiceEmailsRequest, ZInvoicesSettingResponse } from '@portal/shared/billing/contract';
import { changesOf } from '../../../activity/changes';
import { setBillingContacts, setReceiveInvoices } from '../../../billing/settings';
import { AppError } from '../../../errors/app-error';

/**
 * PATCH /v2/users/{id}/invoices (spec §7): the "receive invoices by e-mail" setting and the
 * billing contacts (issue 37), who get a copy of invoice e-mails and billing notices.
 */
const invoicesSetting: FastifyPluginAsyncZod = async (fastify) => {
  fastify.patch(
    '/:id/invoices',
    {
      schema: {
        operationId: 'updateInvoiceEmails',
        tags: ['billing'],
        summary: 'Turn invoice e-mails on or off; set the billing contacts (at most 5)',
        description:
          'Each field changes only when sent. `billingContacts` replaces the list of addresses ' +
          '(at most 5) that get a copy of every invoice e-mail and billing notice.',
        params: z.object({ id: z.string() }),
        body: ZInvoiceEmailsRequest,
        response: { 200: ZInvoicesSettingResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      // Another account's id answers like a missing one (decisions.md: never 403).
      if (request.params.id !== request.accountId) throw new AppError('NOT_FOUND');
      const before = {
        receiveInvoices: request.account?.receiveInvoices ?? true,
        billingContacts: request.account?.billingContacts ?? [],
      };
      const { receiveInvoices, billingContacts } = request.body;
      const after = {
        receiveInvoices: receiveInvoices ?? before.receiveInvoices,
        // Lower-cased by the schema; each address once.
        billingContacts: billingContacts ? [...new Set(billingContacts)] : before.billingContacts,
      };
      await fastify.db.transaction(async (tx) => {
        if (receiveInvoices !== undefined)
          await setReceiveInvoices(tx, request.accountId, receiveInvoices);
        if (billingContacts !== undefined)
          await setBillingContacts(tx, request.accountId, after.billingContacts);
      });
      request.activityChanges = changesOf(before, after);
      if (receiveInvoices === undefined) request.activityAction = 'billing.contactsChanged';
      request.log.info(
        { receiveInvoices: after.receiveInvoices, billingContacts: after.billingContacts.length },
        'invoice e-mails set',
      );
      return after;
    },
  );
};

export default invoicesSetting;
