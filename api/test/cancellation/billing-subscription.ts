import type { Queryable } from '../../src/db/db';

/**
 * Gives an account made without the checkout (profiles-helper's `customer`) a local billing
 * subscription, renewing, paid to 30 days from now: what cancelling works on.
 */
export async function attachBillingSubscription(db: Queryable, accountId: string) {
  const customer = await db.one<{ id: string }>(
    `INSERT INTO billing_customers (provider, account_id, email, first_name, last_name, company,
       phone, address_line1, city, postal_code, country)
     SELECT 'local', id, email, first_name, last_name, 'Harbour Homes', '+14155550100',
       '1 Main Street', 'Springfield', '12345', 'US'
     FROM accounts WHERE id = $1 RETURNING id`,
    [accountId],
  );
  const sub = await db.one<{ id: string }>(
    `INSERT INTO billing_subscriptions (provider, customer_id, account_id, status, currency,
       interval, users, edition, unit_amount, current_period_start, current_period_end)
     VALUES ('local', $1, $2, 'ACTIVE', 'USD', 'month', 20, 'realty', 3900, now(),
       now() + interval '30 days')
     RETURNING id`,
    [customer!.id, accountId],
  );
  await db.query('UPDATE subscriptions SET provider_ref = $2 WHERE account_id = $1', [
    accountId,
    sub!.id,
  ]);
}
