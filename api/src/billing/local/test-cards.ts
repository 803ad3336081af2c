import type { DeclineCode } from '@portal/shared/payments/contract';

/**
 * How the local engine's simulated issuer answers each card: Stripe's published test numbers
 * and decline codes (decisions.md's table). Only this behaviour is stored, never the number.
 */
export type CardBehaviour = 'succeed' | 'challenge' | 'fail_renewals' | DeclineCode;

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeed',
  '4000002500003155': 'challenge',
  '4000000000000002': 'card_declined',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
  '4000000000000341': 'fail_renewals',
};

export function cardBehaviour(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'card_not_supported';
}
