import type { DeclineCode } from '@portal/shared/payments/contract';
import type { Queryable } from '../db/db';

/**
 * Charging a saved card of the `local` engine off-session (renewals, retries, plan changes). The
 * engine's checkout path has no such call, so it lives here, reading the engine's own
 * payment_methods table: the card's test behaviour decides (decisions.md's test-card table). Card
 * 0341 pays at checkout and fails every renewal; a 3-D Secure card cannot be challenged
 * off-session, so it is declined as Stripe does without the customer present.
 */
export type OffSessionResult = { ok: true } | { ok: false; declineCode: DeclineCode };

export async function chargeSavedCard(
  q: Queryable,
  paymentMethodId: string | null,
  onSession = false,
): Promise<OffSessionResult> {
  if (!paymentMethodId) return { ok: false, declineCode: 'card_declined' };
  const row = await q.one<{ behaviour: string | null }>(
    `SELECT behaviour FROM payment_methods WHERE id = $1 AND provider = 'local'`,
    [paymentMethodId],
  );
  const behaviour = row?.behaviour ?? 'card_not_supported';
  if (behaviour === 'succeed') return { ok: true };
  if (behaviour === 'fail_renewals') return { ok: false, declineCode: 'card_declined' };
  if (behaviour === 'challenge') {
    return onSession ? { ok: true } : { ok: false, declineCode: 'authentication_failed' };
  }
  return { ok: false, declineCode: behaviour as DeclineCode };
}
