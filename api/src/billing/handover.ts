import type { TCheckoutResponse } from '@portal/shared/payments/contract';
import type { Queryable } from '../db/db';
import { createReceiptToken } from './invoices/receipt';
import { createClaim, subscriptionHandover } from './repository/claims';

/** What a succeeded checkout's answer adds to its status: the purchase and how to take it over. */
export type CheckoutSuccess = Pick<
  TCheckoutResponse,
  'email' | 'plan' | 'invoice' | 'next' | 'claimToken' | 'receiptToken'
>;

/**
 * The hand-off after paying: the paid e-mail, the plan, the first invoice, and the next step:
 * create the account, or sign in when an account has the e-mail. `toPayer` is true only for the
 * request that charged or confirmed, or a retry with the same Idempotency-Key (the browser that
 * paid): it gets a new one-time claim (while the subscription has no owner) and a receipt token for
 * the PDF. Whoever knows only the checkout's id (a repeated confirmation) gets neither.
 */
export async function checkoutSuccess(
  q: Queryable,
  checkoutId: string,
  toPayer: boolean,
): Promise<CheckoutSuccess> {
  const row = await q.one<{
    email: string;
    subscription_id: string;
    users: number;
    interval: 'month' | 'year';
    edition: 'realty' | 'auto';
    invoice_id: string;
    number: string;
    total: number;
    currency: NonNullable<TCheckoutResponse['invoice']>['currency'];
  }>(
    `SELECT c.email, c.subscription_id, bs.users, bs.interval, bs.edition,
            i.id AS invoice_id, i.number, i.total, i.currency
     FROM checkouts c
     JOIN billing_subscriptions bs ON bs.id = c.subscription_id
     JOIN charges ch ON ch.id = c.charge_id
     JOIN invoices i ON i.id = ch.invoice_id
     WHERE c.id = $1 AND c.status = 'succeeded'`,
    [checkoutId],
  );
  if (!row) return {};
  const { owned, accountExists } = await subscriptionHandover(q, row.subscription_id);
  const claimToken =
    toPayer && !owned ? await createClaim(q, row.subscription_id, 'checkout') : null;
  return {
    email: row.email,
    plan: { users: row.users, interval: row.interval, edition: row.edition },
    invoice: { id: row.invoice_id, number: row.number, total: row.total, currency: row.currency },
    next: owned || accountExists ? 'sign_in' : 'create_account',
    ...(claimToken && { claimToken }),
    ...(toPayer && { receiptToken: await createReceiptToken(q, row.invoice_id) }),
  };
}
