import type { BillingDeps } from './invoices/mail';
import type { BillingProvider } from './provider';
import { sendInvoiceEmail } from './invoices/mail';
import { runBillingCycle, type CycleOutcome } from './lifecycle';

/** One run of the renewal job: what is due, then the e-mails of the invoices it paid. */
export async function runBillingJob(
  deps: BillingDeps & { provider: BillingProvider },
): Promise<CycleOutcome> {
  const outcome = await runBillingCycle(deps.db, deps.provider);
  for (const invoiceId of outcome.paidInvoices) await sendInvoiceEmail(deps, invoiceId);
  if (outcome.renewed || outcome.failed || outcome.canceled) {
    deps.log.info(
      { renewed: outcome.renewed, failed: outcome.failed, canceled: outcome.canceled },
      'billing renewals applied',
    );
  }
  return outcome;
}

/** How often each replica looks for due renewals; the advisory lock lets one of them work. */
export const BILLING_JOB_INTERVAL_MS = 60_000;
