import type {
  TBillingDetailsParsed,
  TBillingDetailsResponse,
} from '@portal/shared/billing/details';
import { addressState } from '@portal/shared/billing/states';
import {
  taxDecision,
  vatIdOf,
  type TaxTreatment,
  type VatStatus,
} from '@portal/shared/payments/tax';
import type { Db } from '../../db/db';
import { AppError } from '../../errors/app-error';
import type { Seller } from '../invoices/seller';
import type { BillingProvider } from '../provider';
import { namesMatch, type TaxIdVerifier } from '../tax-id';

/**
 * Business billing details (issue 39): the company, billing address (with its state or province),
 * VAT number, billing e-mail and purchase-order number of the account's billing customer. A change
 * applies to the invoices issued after it (each invoice keeps its buyer as at issue: migration
 * 045's bill_to) and the VAT number is checked with the registry as at the checkout, so the tax
 * treatment of the FUTURE charges follows it; the invoices already paid keep theirs.
 */
export interface DetailsDeps {
  db: Db;
  provider: BillingProvider;
  taxIds: TaxIdVerifier;
  seller: Seller;
}

interface DetailsRow {
  customer_id: string;
  customer_ref: string | null;
  email: string;
  company: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: string;
  vat_number: string | null;
  billing_email: string | null;
  po_number: string | null;
  subscription_id: string | null;
  tax_rate_bps: number | null;
  tax_treatment: TaxTreatment | null;
  vat_status: VatStatus | null;
}

/**
 * The account's billing customer: that of its latest subscription (an account renews one), else
 * the latest customer it owns. Null for an account that never bought (the demo's, a member's view
 * of an account without billing).
 */
async function detailsRow(db: Db, accountId: string): Promise<DetailsRow | undefined> {
  return db.one<DetailsRow>(
    `SELECT c.id AS customer_id, c.provider_ref AS customer_ref, c.email, c.company,
            c.address_line1, c.address_line2, c.city, c.state, c.postal_code, c.country,
            c.vat_number, c.billing_email, c.po_number, s.id AS subscription_id, s.tax_rate_bps,
            s.tax_treatment, s.vat_status
     FROM billing_customers c
     LEFT JOIN LATERAL (
       SELECT * FROM billing_subscriptions bs WHERE bs.customer_id = c.id
       ORDER BY bs.created_at DESC LIMIT 1
     ) s ON true
     WHERE c.account_id = $1
     ORDER BY (s.id IS NULL), s.created_at DESC, c.created_at DESC LIMIT 1`,
    [accountId],
  );
}

function responseOf(row: DetailsRow): TBillingDetailsResponse {
  return {
    details: {
      company: row.company,
      address: {
        line1: row.address_line1,
        ...(row.address_line2 ? { line2: row.address_line2 } : {}),
        city: row.city,
        ...(row.state ? { state: row.state } : {}),
        postalCode: row.postal_code,
        country: row.country,
      },
      ...(row.vat_number ? { vatNumber: row.vat_number } : {}),
      ...(row.billing_email ? { billingEmail: row.billing_email } : {}),
      ...(row.po_number ? { poNumber: row.po_number } : {}),
    },
    taxTreatment: row.tax_treatment ?? 'not_collected',
    taxRateBps: row.tax_rate_bps ?? 0,
    vatStatus: row.vat_status ?? 'none',
  };
}

/** GET /v2/billing/details; 404 NOT_FOUND for an account without a billing customer. */
export async function billingDetails(
  deps: Pick<DetailsDeps, 'db'>,
  accountId: string,
): Promise<TBillingDetailsResponse> {
  const row = await detailsRow(deps.db, accountId);
  if (!row) throw new AppError('NOT_FOUND');
  return responseOf(row);
}

/**
 * PUT /v2/billing/details. The VAT number is asked of the registry first (cached and limited per
 * client address, tax-id.ts): one it does not know is refused (400 VAT_NOT_FOUND on the field),
 * one it could not check now is charged VAT until the renewal job asks again (vat-recheck.ts), one
 * registered under another name than the company is `name_mismatch`, as at the checkout. Then the
 * customer row, the subscription's tax of future charges (the checkout's taxDecision for the new
 * country and number) and, with Stripe, Stripe's customer.
 */
export async function updateBillingDetails(
  deps: DetailsDeps,
  accountId: string,
  details: TBillingDetailsParsed,
  asker: { ip: string },
): Promise<TBillingDetailsResponse> {
  const current = await detailsRow(deps.db, accountId);
  if (!current) throw new AppError('NOT_FOUND');
  const { address, company } = details;
  const vatNumber = details.vatNumber ?? null;
  const answer = vatNumber
    ? await deps.taxIds.verify(address.country, vatNumber, asker)
    : { verdict: 'none' as const, name: null };
  if (answer.verdict === 'not_found') {
    throw new AppError('VAT_NOT_FOUND', { fields: { vatNumber: 'payments.vat.notFound' } });
  }
  const vatStatus: VatStatus =
    answer.verdict === 'valid' && answer.name !== null && !namesMatch(company, answer.name)
      ? 'name_mismatch'
      : answer.verdict;
  const tax = taxDecision({
    country: address.country,
    vatStatus,
    sellerCountry: deps.seller.country,
  });
  const state = addressState(address.country, address.state) ?? null;
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE billing_customers SET company = $2, address_line1 = $3, address_line2 = $4,
         city = $5, state = $6, postal_code = $7, country = $8, vat_number = $9,
         billing_email = $10, po_number = $11, updated_at = now()
       WHERE id = $1`,
      [
        current.customer_id,
        company,
        address.line1,
        address.line2 ?? null,
        address.city,
        state,
        address.postalCode,
        address.country,
        vatNumber,
        details.billingEmail ?? null,
        details.poNumber ?? null,
      ],
    );
    if (current.subscription_id) {
      await tx.query(
        `UPDATE billing_subscriptions SET tax_country = $2, tax_rate_bps = $3, tax_treatment = $4,
           vat_status = $5, vat_registered_name = $6,
           vat_checked_at = CASE WHEN $5 IN ('valid', 'unverified', 'name_mismatch') THEN now() END,
           updated_at = now()
         WHERE id = $1`,
        [current.subscription_id, tax.country, tax.rateBps, tax.treatment, vatStatus, answer.name],
      );
    }
  });
  await deps.provider.updateCustomer(current.customer_ref, {
    company,
    email: details.billingEmail ?? current.email,
    address: {
      line1: address.line1,
      ...(address.line2 ? { line2: address.line2 } : {}),
      city: address.city,
      ...(state ? { state } : {}),
      postalCode: address.postalCode,
      country: address.country,
    },
    ...(vatNumber ? { vatId: vatIdOf(address.country, vatNumber) } : {}),
  });
  return billingDetails(deps, accountId);
}
