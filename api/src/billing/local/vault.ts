import type { Queryable } from '../../db/db';
import type { CardRow } from '../repository/cards';
import type { SavedCard } from '../provider';
import type { CardBehaviour } from './test-cards';

/**
 * The local engine's card vault (payment_methods rows of provider 'local'): what a tokenised card
 * leaves behind is its brand, last 4, expiry and the test-card behaviour of its issuer.
 */
export async function saveLocalCard(
  q: Queryable,
  card: SavedCard & { id: string },
  behaviour: CardBehaviour,
) {
  await q.query(
    `INSERT INTO payment_methods (id, provider, brand, last4, exp_month, exp_year, behaviour)
     VALUES ($1, 'local', $2, $3, $4, $5, $6)`,
    [card.id, card.brand, card.last4, card.expMonth, card.expYear, behaviour],
  );
}

/** A card of the local vault, whoever holds it. */
export async function localCard(q: Queryable, id: string): Promise<CardRow | null> {
  return (
    (await q.one<CardRow>(`SELECT * FROM payment_methods WHERE id = $1 AND provider = 'local'`, [
      id,
    ])) ?? null
  );
}

/** A card of the local vault that no customer holds yet. */
export async function unusedLocalCard(q: Queryable, id: string): Promise<boolean> {
  const card = await localCard(q, id);
  return !!card && !card.customer_id;
}
