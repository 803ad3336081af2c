import { randomBytes } from 'node:crypto';
import { cardBrand } from '@portal/shared/payments/card';
import type { DeclineCode } from '@portal/shared/payments/contract';
import type { Queryable } from '../../db/db';
import type { BillingProvider, ChargeResult, SetupResult } from '../provider';
import { WebhookRefused } from '../provider';
import { localCard, saveLocalCard, unusedLocalCard } from './vault';
import { cardBehaviour, type CardBehaviour } from './test-cards';

/**
 * The embedded engine: no network, no keys. This API is the card vault (it keeps the test-card
 * behaviour of decisions.md, never the number), the outcome of every charge is that behaviour, and
 * the portal's rows are the only record. Card 0341 pays at checkout and fails every renewal; a
 * 3-D Secure card cannot be challenged off-session, so it is declined as Stripe does without the
 * customer present.
 */
export function createLocalProvider(): BillingProvider {
  async function behaviourOf(q: Queryable, paymentMethodId: string | null) {
    const card = paymentMethodId ? await localCard(q, paymentMethodId) : null;
    return { card, behaviour: (card?.behaviour ?? 'card_not_supported') as CardBehaviour };
  }

  const declined = (behaviour: CardBehaviour): ChargeResult => ({
    status: 'failed',
    refs: {},
    declineCode: behaviour as DeclineCode,
  });

  return {
    name: 'local',
    renewsInPortal: true,

    async tokeniseCard(card, q) {
      const saved = {
        id: `pm_${randomBytes(12).toString('hex')}`,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      await saveLocalCard(q, saved, cardBehaviour(card.number));
      return saved;
    },

    async cardUsableForCheckout(paymentMethodId, q) {
      // A card is tokenised for one checkout; a used or unknown id must be typed again.
      return unusedLocalCard(q, paymentMethodId);
    },

    async startSubscription(order, q) {
      const { card, behaviour } = await behaviourOf(q, order.paymentMethodId);
      if (behaviour === 'succeed' || behaviour === 'fail_renewals') {
        return { status: 'succeeded', refs: {} };
      }
      if (behaviour === 'challenge') {
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
      return declined(behaviour);
    },

    async confirmCharge(_pending, outcome) {
      return outcome === 'approved'
        ? { status: 'succeeded', refs: {} }
        : { status: 'failed', refs: {}, declineCode: 'authentication_failed' };
    },

    async saveCard(setup, q): Promise<SetupResult> {
      const { card, behaviour } = await behaviourOf(q, setup.paymentMethodId);
      if (!card) return { status: 'failed', declineCode: 'card_not_supported' };
      const saved = {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
      // A setup verifies the card as a zero-amount authorisation would: the issuer's decline
      // answers now. Card 0341 authorises; it fails later, on the renewal's real charge.
      if (behaviour === 'succeed' || behaviour === 'fail_renewals') {
        return { status: 'succeeded', card: saved };
      }
      if (behaviour === 'challenge') {
        if (setup.outcome === 'approved') return { status: 'succeeded', card: saved };
        if (setup.outcome === 'refused') {
          return { status: 'failed', declineCode: 'authentication_failed' };
        }
        return {
          status: 'requires_action',
          nextAction: {
            type: 'local_3ds_challenge',
            amount: 0,
            currency: 'USD',
            brand: card.brand as 'unknown',
            last4: card.last4,
          },
        };
      }
      return { status: 'failed', declineCode: behaviour as DeclineCode };
    },

    async chargeSavedCard(charge, q) {
      const { behaviour } = await behaviourOf(q, charge.paymentMethodId);
      if (behaviour === 'succeed') return { status: 'succeeded', refs: {} };
      if (behaviour === 'fail_renewals') return declined('card_declined');
      if (behaviour === 'challenge') {
        return charge.onSession
          ? { status: 'succeeded', refs: {} }
          : declined('authentication_failed');
      }
      return declined(behaviour);
    },

    async setRenewal() {
      // The portal's subscription row is the subscription: the caller has written it.
    },

    async giveCoupon() {
      // As setRenewal: the coupon is on the portal's row, priced by `nextPeriodPrice`.
    },

    async updateCustomer() {
      // The portal's billing_customers row is this engine's customer: invoices read it there.
    },

    async deleteCustomer() {
      // As updateCustomer: the purge reduces the portal's billing_customers row itself.
    },

    async portalUrl() {
      // The portal's own pages (/payments/portal) are this engine's billing portal.
      return null;
    },

    webhookEvents() {
      throw new WebhookRefused('the local engine sends no webhooks');
    },
  };
}
