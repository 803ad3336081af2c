import type { DeclineCode } from '@portal/shared/payments/contract';
import type { Queryable } from '../../db/db';
import type { ChargeResult, PaymentProvider } from '../provider';
import type { CardBehaviour } from './test-cards';

async function behaviourOf(q: Queryable, paymentMethodId: string): Promise<CardBehaviour> {
  const row = await q.one<{ behaviour: CardBehaviour | null }>(
    `SELECT behaviour FROM payment_methods WHERE id = $1 AND provider = 'local'`,
    [paymentMethodId],
  );
  return row?.behaviour ?? 'card_not_supported';
}

/**
 * The embedded engine: no network, no keys. The charge's outcome is the card's behaviour; the
 * portal's rows (customer, subscription, invoice, charge) are the only record, kept by the store.
 */
export function createLocalProvider(): PaymentProvider {
  return {
    name: 'local',
    async startSubscription(order, q): Promise<ChargeResult> {
      const behaviour = await behaviourOf(q, order.paymentMethodId);
      if (behaviour === 'succeed' || behaviour === 'fail_renewals') {
        return { status: 'succeeded', refs: {} };
      }
      if (behaviour === 'challenge') {
        const card = await q.one<{ brand: string; last4: string }>(
          'SELECT brand, last4 FROM payment_methods WHERE id = $1',
          [order.paymentMethodId],
        );
        return {
          status: 'requires_action',
          refs: {},
          nextAction: {
            type: 'local_3ds_challenge',
            amount: order.total,
            currency: order.currency,
            brand: (card?.brand ?? 'unknown') as 'unknown',
            last4: card?.last4 ?? '',
          },
        };
      }
      return { status: 'failed', refs: {}, declineCode: behaviour as DeclineCode };
    },
    async confirmCharge(_pending, outcome): Promise<ChargeResult> {
      return outcome === 'approved'
        ? { status: 'succeeded', refs: {} }
        : { status: 'failed', refs: {}, declineCode: 'authentication_failed' };
    },
  };
}
