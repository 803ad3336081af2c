import type { Seller } from './invoices/seller';
import type { TaxIdVerifier } from './tax-id';
import { recheckVatNumbers } from './vat-recheck';
import type { BillingProvider } from './provider';
import { mailingHere, queueInvoiceEmails } from './invoices/mail';
import { runBillingCycle, type CycleOutcome, type CycleProgress } from './lifecycle';
import { deliverNotices, type NoticeDeps } from './notices/deliver';

/** What a run has done so far, as the development clock shows it. */
export type JobProgress = CycleProgress & Pick<CycleOutcome, 'renewed' | 'failed' | 'canceled'>;

/**
 * One run of the renewal job: first the invoice e-mails a process that died left unqueued; then
 * what is due, a batch at a time; after each batch's commit the e-mails of the invoices it paid,
 * which the batch decided in its transaction (their PDFs are rendered outside it, on the PDF
 * threads when given, and queued in the outbox) while the next batch is renewed; then the notices
 * due (those it wrote, and any a refusing mail server left for a later run). The run ends when
 * every e-mail of its invoices is queued.
 */
export async function runBillingJob(
  deps: NoticeDeps & { provider: BillingProvider; seller: Seller; taxIds?: TaxIdVerifier },
  options: { batchSize?: number; onProgress?: (progress: JobProgress) => void } = {},
): Promise<CycleOutcome> {
  // On PGlite the run's statements let the requests go first (db.ts, `background`).
  deps = { ...deps, db: deps.db.background ?? deps.db };
  // Numbers VIES could not check at the checkout, before the renewals they may change.
  if (deps.taxIds) await recheckVatNumbers({ ...deps, taxIds: deps.taxIds });
  // E-mails of invoices paid by a process that died before queueing them.
  await queueInvoiceEmails(deps);
  const sofar = { renewed: 0, failed: 0, canceled: 0 };
  // One batch's e-mails at a time, in order, while the next batches are renewed: the PDF threads
  // take its invoices while this thread renews. A failure stops the rest (the next run's first
  // step queues them) and fails the run once its renewals are done.
  let mailing: Promise<unknown> = Promise.resolve();
  const outcome = await runBillingCycle(deps.db, deps.provider, {
    batchSize: options.batchSize,
    afterBatch: (batch, progress) => {
      if (batch.paidInvoices.length > 0) {
        for (const id of batch.paidInvoices) mailingHere.add(id);
        mailing = mailing
          .then(() => queueInvoiceEmails(deps, batch.paidInvoices))
          .finally(() => {
            for (const id of batch.paidInvoices) mailingHere.delete(id);
          });
        // Awaited below: never an unhandled rejection while the renewals go on.
        mailing.catch(() => {});
      }
      sofar.renewed += batch.renewed;
      sofar.failed += batch.failed;
      sofar.canceled += batch.canceled;
      options.onProgress?.({ ...progress, ...sofar });
    },
    // A run that fails still waits for the e-mails it started before it reports.
  }).finally(() => mailing.catch(() => {}));
  await mailing;
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
