import type { Queryable } from '../../db/db';
import type { PaymentProvider as ProviderName } from '@portal/shared/constants';
import type { CardBehaviour } from '../local/test-cards';
import type { SavedCard } from '../provider';

/**
 * Cards (payment_methods): brand, last 4, expiry, as the provider tells them; for the local engine
 * also the test-card behaviour its simulated issuer answers with. Never a number or a CVC.
 */
export interface CardRow {
  id: string;
  provider: ProviderName;
  customer_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: CardBehaviour | null;
}

/**
 * Gives a verified card to a customer: the provider's description of it is written (a Stripe card
 * is first seen here), and a card held by another customer is never taken. Returns false then.
 */
export async function attachCard(
  q: Queryable,
  input: { id: string; provider: ProviderName; customerId: string; card?: SavedCard },
): Promise<boolean> {
  const { id, provider, customerId, card } = input;
  if (card) {
    await q.query(
      `INSERT INTO payment_methods (id, provider, customer_id, brand, last4, exp_month, exp_year)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [id, provider, customerId, card.brand, card.last4, card.expMonth, card.expYear],
    );
  }
  const taken = await q.one<{ id: string }>(
    `UPDATE payment_methods SET customer_id = $2
     WHERE id = $1 AND (customer_id IS NULL OR customer_id = $2) RETURNING id`,
    [id, customerId],
  );
  return !!taken;
}

/** The card a subscription is charged to, as the billing tab and the portal show it. */
export async function cardOf(q: Queryable, id: string | null): Promise<CardRow | null> {
  if (!id) return null;
  return (await q.one<CardRow>('SELECT * FROM payment_methods WHERE id = $1', [id])) ?? null;
}
