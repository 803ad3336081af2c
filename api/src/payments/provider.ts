import type { PaymentProvider as ProviderName } from '@portal/shared/constants';
import type { DeclineCode, TNextAction } from '@portal/shared/payments/contract';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import type { Origin } from '@portal/shared/constants';
import type { Queryable } from '../db/db';

/**
 * The payment provider seam (decisions.md "Payments"): the checkout service and the billing
 * store keep the portal's rows; a provider only moves money (or asks Stripe to). `local` answers
 * from the test-card table in-process; `stripe` calls Stripe with the `stripe` SDK.
 */

/** What the first charge of a new subscription needs to know. */
export interface SubscriptionOrder {
  /** The checkout's id: providers derive their idempotency keys from it, so a retry charges once. */
  checkoutId: string;
  email: string;
  customerName: string;
  company: string;
  phone: string;
  address: { line1: string; line2?: string; city: string; postalCode: string; country: string };
  paymentMethodId: string;
  currency: Currency;
  interval: Interval;
  users: number;
  edition: Origin;
  unitAmount: number;
  /** The first charge after the coupon: what must be taken now. */
  total: number;
  couponCode?: string;
}

/** References the provider keeps on its side (Stripe ids); null for the local engine. */
export interface ProviderRefs {
  customer?: string;
  subscription?: string;
  invoice?: string;
  charge?: string;
  /** What the provider says of the card (Stripe): the only card data the portal keeps. */
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
}

export type ChargeResult =
  | { status: 'succeeded'; refs: ProviderRefs }
  | { status: 'requires_action'; refs: ProviderRefs; nextAction: TNextAction }
  | { status: 'failed'; refs: ProviderRefs; declineCode: DeclineCode };

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Starts the subscription and takes its first charge. `q` is the database the local engine
   * reads its payment method from (Stripe ignores it).
   */
  startSubscription(order: SubscriptionOrder, q: Queryable): Promise<ChargeResult>;
  /**
   * Completes a charge that required 3-D Secure. `outcome` is the local challenge's answer; for
   * Stripe the result is read from the PaymentIntent.
   */
  confirmCharge(
    pending: { checkoutId: string; refs: ProviderRefs; paymentMethodId: string },
    outcome: 'approved' | 'refused' | undefined,
    q: Queryable,
  ): Promise<ChargeResult>;
}
