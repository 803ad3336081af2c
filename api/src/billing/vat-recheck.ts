import type { FastifyBaseLogger } from 'fastify';
import { taxDecision, type VatStatus } from '@portal/shared/payments/tax';
import type { Db } from '../db/db';
import type { Seller } from './invoices/seller';
import { namesMatch, type TaxIdVerifier } from './tax-id';

/** An unverified number is asked again this long after the last try. */
const RECHECK_AFTER = '1 hour';
/** At most this many numbers per run: VIES is slow and rations its answers. */
const PER_RUN = 20;

/**
 * The VAT numbers VIES could not check at the checkout (docs/tax.md: VAT charged meanwhile) are
 * asked again, at most once an hour each. A number found valid is reverse-charged from the next
 * charge on; one VIES does not know is charged as without a number; the VAT already paid is the
 * customer's to reclaim. A valid one whose registered name is not the customer's company is
 * `name_mismatch`, as at the checkout. Returns how many subscriptions were decided.
 */
export async function recheckVatNumbers(deps: {
  db: Db;
  taxIds: TaxIdVerifier;
  seller: Seller;
  log: FastifyBaseLogger;
}): Promise<number> {
  const due = await deps.db.query<{
    id: string;
    tax_country: string;
    vat_number: string;
    company: string;
  }>(
    `SELECT s.id, s.tax_country, c.vat_number, c.company FROM billing_subscriptions s
     JOIN billing_customers c ON c.id = s.customer_id
     WHERE s.vat_status = 'unverified' AND c.vat_number IS NOT NULL AND s.tax_country IS NOT NULL
       AND s.status IN ('ACTIVE', 'PAST_DUE', 'DISABLED')
       AND (s.vat_checked_at IS NULL OR s.vat_checked_at < now() - $1::interval)
     ORDER BY s.vat_checked_at NULLS FIRST LIMIT $2`,
    [RECHECK_AFTER, PER_RUN],
  );
  let decided = 0;
  for (const sub of due) {
    const { verdict, name } = await deps.taxIds.verify(sub.tax_country, sub.vat_number);
    if (verdict === 'unverified') {
      await deps.db.query('UPDATE billing_subscriptions SET vat_checked_at = now() WHERE id = $1', [
        sub.id,
      ]);
      continue;
    }
    const vatStatus: VatStatus =
      verdict === 'not_found'
        ? 'none'
        : verdict === 'valid' && name !== null && !namesMatch(sub.company, name)
          ? 'name_mismatch'
          : verdict;
    const tax = taxDecision({
      country: sub.tax_country,
      vatStatus,
      sellerCountry: deps.seller.country,
    });
    await deps.db.query(
      `UPDATE billing_subscriptions SET vat_status = $2, vat_checked_at = now(), tax_rate_bps = $3,
         tax_treatment = $4, vat_registered_name = $5, updated_at = now()
       WHERE id = $1 AND vat_status = 'unverified'`,
      [sub.id, vatStatus, tax.rateBps, tax.treatment, name],
    );
    deps.log.info({ subscriptionId: sub.id, vatStatus }, 'VAT number checked again');
    decided++;
  }
  return decided;
}
