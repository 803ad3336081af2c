import type { Seller } from './invoices/seller';
import type { TaxIdVerifier } from './tax-id';
import { recheckVatNumbers } from './vat-recheck';
import type { BillingProvider } from './provider';
import { queueInvoiceEmails } from './invoices/mail';
import { runBillingCycle, type CycleOutcome, type CycleProgress } from './lifecycle';
import { deliverNotices, type NoticeDeps } from './notices/deliver';

/** What a run has done so far, as the development clock shows it. */
export type JobProgress = CycleProgress & Pick<CycleOutcome, 'renewed' | 'failed' | 'canceled'>;

/**
 * One run of the renewal job: first the invoice e-mails a process that died left unqueued; then
 * what is due, a batch at a time; after each batch's commit the e-mails of the invoices it paid,
 * which the batch decided in its transaction (their PDFs are rendered outside it and queued in
 * the outbox); then the notices due (those it wrote, and any a refusing mail server left for a
 * later run).
 */
export async function runBillingJob(
  deps: NoticeDeps & { provider: BillingProvider; seller: Seller; taxIds?: TaxIdVerifier },
  options: { batchSize?: number; onProgress?: (progress: JobProgress) => void } = {},
): Promise<CycleOutcome> {
  // Numbers VIES could not check at the checkout, before the renewals they may change.
  if (deps.taxIds) await recheckVatNumbers({ ...deps, taxIds: deps.taxIds });
  // E-mails of invoices paid by a process that died before queueing them.
  await queueInvoiceEmails(deps);
  const sofar = { renewed: 0, failed: 0, canceled: 0 };
  const outcome = await runBillingCycle(deps.db, deps.provider, {
    batchSize: options.batchSize,
    afterBatch: async (batch, progress) => {
      await queueInvoiceEmails(deps, batch.paidInvoices);
      sofar.renewed += batch.renewed;
      sofar.failed += batch.failed;
      sofar.canceled += batch.canceled;
      options.onProgress?.({ ...progress, ...sofar });
    },
  });
  const noticesSent = await deliverNotices(deps);
  if (outcome.renewed || outcome.failed || outcome.canceled || outcome.notices.length) {
    deps.log.info(
      {
        renewed: outcome.renewed,
        failed: outcome.failed,
        canceled: outcome.canceled,
        notices: outcome.notices.length,
        noticesSent,
      },
      'billing renewals applied',
    );
  }
  return outcome;
}

/** How often each replica looks for due renewals; replicas running at once share the batches. */
export const BILLING_JOB_INTERVAL_MS = 60_000;
