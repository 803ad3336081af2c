import type { Seller } from './invoices/seller';
import type { TaxIdVerifier } from './tax-id';
import { recheckVatNumbers } from './vat-recheck';
import type { BillingProvider } from './provider';
import { sendInvoiceEmail } from './invoices/mail';
import { runBillingCycle, type CycleOutcome } from './lifecycle';
import { deliverNotices, type NoticeDeps } from './notices/deliver';

/**
 * One run of the renewal job: what is due, then the e-mails of the invoices it paid and the
 * notices due (those it wrote, and any a refusing mail server left for a later run).
 */
export async function runBillingJob(
  deps: NoticeDeps & { provider: BillingProvider; seller: Seller; taxIds?: TaxIdVerifier },
): Promise<CycleOutcome> {
  // Numbers VIES could not check at the checkout, before the renewals they may change.
  if (deps.taxIds) await recheckVatNumbers({ ...deps, taxIds: deps.taxIds });
  const outcome = await runBillingCycle(deps.db, deps.provider);
  for (const invoiceId of outcome.paidInvoices) await sendInvoiceEmail(deps, invoiceId);
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

/** How often each replica looks for due renewals; the advisory lock lets one of them work. */
export const BILLING_JOB_INTERVAL_MS = 60_000;
