import { MONTHLY_PRICE_PER_USER } from '@portal/shared/payments/prices';
import type { Queryable } from '../db/db';
import { billingNow } from '../billing/clock';
import { periodEnd } from '../billing/periods';
import { billToOf, INVOICE_NUMBER } from '../billing/repository/checkouts';

/**
 * The demo account's billing (issue 39): what a customer's billing tab looks like a few days into
 * a month, in the local engine's own rows: a San Francisco company (state, no VAT), a Visa card,
 * the monthly plan of DEMO_SUBSCRIPTION's users, its first invoice paid, the next renewal ahead.
 * The renewal job renews it like any other local subscription (the card is the test card that
 * succeeds).
 */
export async function seedDemoBilling(
  q: Queryable,
  account: { id: string; email: string; phone: string; users: number },
): Promise<void> {
  const now = await billingNow(q);
  const start = new Date(now.getTime() - 6 * 86_400_000);
  const end = periodEnd(start, 'month');
  const unitAmount = MONTHLY_PRICE_PER_USER.USD;
  const subtotal = unitAmount * account.users;
  const customer = await q.one<{ id: string }>(
    `INSERT INTO billing_customers (provider, account_id, email, first_name, last_name, company,
       phone, address_line1, address_line2, city, state, postal_code, country)
     VALUES ('local', $1, $2, 'Demo', 'Customer', 'Demo Realty', $3, '350 Mission Street',
       'Suite 400', 'San Francisco', 'CA', '94105', 'US')
     RETURNING id`,
    [account.id, account.email, account.phone],
  );
  const cardId = `pm_demo_${account.id}`;
  await q.query(
    `INSERT INTO payment_methods (id, provider, customer_id, brand, last4, exp_month, exp_year,
       behaviour)
     VALUES ($1, 'local', $2, 'visa', '4242', 8, $3, 'succeed')`,
    [cardId, customer!.id, now.getUTCFullYear() + 3],
  );
  const sub = await q.one<{ id: string }>(
    `INSERT INTO billing_subscriptions (provider, customer_id, account_id, status, currency,
       interval, users, edition, unit_amount, default_payment_method_id, current_period_start,
       current_period_end, tax_country, tax_rate_bps, tax_treatment, vat_status)
     VALUES ('local', $1, $2, 'ACTIVE', 'USD', 'month', $3, 'realty', $4, $5, $6, $7, 'US', 0,
       'not_collected', 'none')
     RETURNING id`,
    [customer!.id, account.id, account.users, unitAmount, cardId, start, end],
  );
  const invoice = await q.one<{ id: string }>(
    `INSERT INTO invoices (customer_id, subscription_id, status, billing_reason, currency, subtotal,
       total, amount_paid, period_start, period_end, attempt_count, paid_at, created_at, number,
       bill_to)
     VALUES ($1, $2, 'paid', 'subscription_create', 'USD', $3, $3, $3, $4, $5, 1, $4, $4,
       ${INVOICE_NUMBER}, ${billToOf('$1')})
     RETURNING id`,
    [customer!.id, sub!.id, subtotal, start, end],
  );
  await q.query(
    `INSERT INTO invoice_lines (invoice_id, description, quantity, unit_amount, amount,
       period_start, period_end)
     VALUES ($1, 'realty monthly plan', $2, $3, $4, $5, $6)`,
    [invoice!.id, account.users, unitAmount, subtotal, start, end],
  );
  await q.query(
    `INSERT INTO charges (idempotency_key, invoice_id, payment_method_id, amount, currency, status)
     VALUES ($1, $2, $3, $4, 'USD', 'succeeded')`,
    [`demo:${account.id}`, invoice!.id, cardId, subtotal],
  );
  await q.query(
    `UPDATE subscriptions SET provider_ref = $2, current_period_end = $3, updated_at = now()
     WHERE account_id = $1`,
    [account.id, sub!.id, end],
  );
}
