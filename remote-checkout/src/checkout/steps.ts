import type { MessageId } from '@portal/shell/platform';

/** The checkout's three steps, in order (spec §2 Checkout). */
export const CHECKOUT_STEPS: readonly MessageId[] = [
  'checkout.step.options',
  'checkout.step.details',
  'checkout.step.payment',
];
