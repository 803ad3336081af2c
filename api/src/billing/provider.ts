import type { Origin, PaymentProvider as ProviderName } from '@portal/shared/constants';
import type { TBillTo } from '@portal/shared/billing/details';
import type { SubscriptionStatus } from '@portal/shared/constants';
import type { DeclineCode, TNextAction } from '@portal/shared/payments/contract';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import type { Db, Queryable } from '../db/db';

/**
 * The billing provider seam (decisions.md "Payments", README.md beside this file): the engine keeps
 * the portal's rows through the repository; a provider only moves money, or asks Stripe to. Every
 * money move goes through here, so no code outside `local/` and `stripe/` asks which one it is.
 */
export interface BillingProvider {
  readonly name: ProviderName;
  /**
   * Whether the portal's own renewal job charges this provider's subscriptions (local), or the
   * provider renews them itself and reports the outcome through webhooks (Stripe).
   */
  readonly renewsInPortal: boolean;
  /** The card-tokenising endpoint, only where this API is the card vault (local). */
  readonly tokeniseCard?: (card: CardNumber, q: Queryable) => Promise<SavedCard & { id: string }>;
  /** Whether a card id may pay a new checkout (local: tokenised here and not used yet). */
  cardUsableForCheckout(paymentMethodId: string, q: Queryable): Promise<boolean>;
  /** Starts the subscription and takes its first charge (3-D Secure may be asked for). */
  startSubscription(order: SubscriptionOrder, q: Queryable): Promise<ChargeResult>;
  /**
   * Completes a charge that required 3-D Secure. `outcome` is the local challenge's answer; Stripe
   * is asked how the browser's challenge went.
   */
  confirmCharge(
    pending: { checkoutId: string; refs: ProviderRefs; paymentMethodId: string },
    outcome: ChallengeOutcome,
    q: Queryable,
  ): Promise<ChargeResult>;
  /**
   * Verifies a new card for a customer without charging it (Stripe's SetupIntent): a declined card
   * is refused, a card that asks for 3-D Secure gets the challenge first (`outcome` is its answer).
   * Nothing is kept of a refused card.
   */
  saveCard(setup: CardSetup, q: Queryable): Promise<SetupResult>;
  /** Charges a saved card: a renewal, a retry, a plan change, a restart. */
  chargeSavedCard(charge: SavedCardCharge, q: Queryable): Promise<ChargeResult>;
  /**
   * Turns the renewal off (the subscription ends at its period end) or on again (issue 39), with
   * why it was turned off (Stripe's `cancellation_details`). The local engine has nothing to tell:
   * the portal's own rows are its subscription.
   */
  setRenewal(change: RenewalChange): Promise<void>;
  /** Gives the subscription a coupon from its next charge on (the retention offer). */
  giveCoupon(subscriptionRef: string | null, couponCode: string): Promise<void>;
  /**
   * The customer's business details changed (issue 39, billing/details/): Stripe's customer gets the
   * company name, address, billing e-mail and VAT number (its tax ids) so its invoices and Stripe Tax
   * follow. The local engine reads the portal's rows: nothing to tell.
   */
  updateCustomer(customerRef: string | null, details: CustomerDetails): Promise<void>;
  /**
   * The account's data is purged (account-deletion/purge-job.ts): the provider's own customer
   * record goes too (Stripe: `customers.del`, which also ends its subscriptions at once; Stripe
   * keeps the invoices). A customer the provider no longer knows is no error (a retried purge).
   * The local engine's customer is the portal's row, reduced by the purge itself: nothing to tell.
   */
  deleteCustomer(customerRef: string): Promise<void>;
  /** The provider's own billing portal for this customer, or null to use the portal's pages. */
  portalUrl(customerRef: string | null, returnUrl: string): Promise<string | null>;
  /**
   * A webhook's raw body, verified and read as domain events. Throws `WebhookRefused` when the
   * signature does not hold (or the provider sends none).
   */
  webhookEvents(rawBody: Buffer, signature: string | undefined): WebhookDelivery;
}

/** Stripe's words for why a customer cancels (`cancellation_details.feedback`). */
export type CancellationFeedback =
  'too_expensive' | 'unused' | 'missing_features' | 'switched_service' | 'other';

export interface RenewalChange {
  /** The provider's subscription (Stripe's id); null for the local engine. */
  subscriptionRef: string | null;
  /** true: it ends at the period end; false: it renews again (a resume). */
  cancelAtPeriodEnd: boolean;
  feedback?: CancellationFeedback;
  comment?: string;
}

/** What the engine's operations work with: the database and the provider that moves the money. */
export interface BillingEngine {
  db: Db;
  provider: BillingProvider;
}

export type ChallengeOutcome = 'approved' | 'refused' | undefined;

export interface CardNumber {
  number: string;
  expMonth: number;
  expYear: number;
}

/** What the portal keeps of a card, as Stripe tells it: never the number or the CVC. */
export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

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
  /** The first charge after the coupon, with the tax table's tax: what must be taken now. */
  total: number;
  couponCode?: string;
  /**
   * The customer's VAT number as tax authorities write it (`FR12345678901`), when given: a
   * provider that computes the tax itself (Stripe Tax) reverse-charges with it.
   */
  vatId?: string;
}

/** References the provider keeps on its side (Stripe ids); none for the local engine. */
export interface ProviderRefs {
  customer?: string;
  subscription?: string;
  invoice?: string;
  charge?: string;
  /** What the provider says of the card (Stripe): the only card data the portal keeps. */
  card?: SavedCard;
  /**
   * What the provider charged when it computed the tax itself (Stripe Tax): its tax and total
   * replace the tax table's on the portal's invoice.
   */
  charged?: { tax: number; total: number; reverseCharge: boolean };
}

export type ChargeResult =
  | { status: 'succeeded'; refs: ProviderRefs }
  | { status: 'requires_action'; refs: ProviderRefs; nextAction: TNextAction }
  | { status: 'failed'; refs: ProviderRefs; declineCode: DeclineCode };

export interface CardSetup {
  /** A key per attempt: the same attempt asked twice verifies once. */
  key: string;
  paymentMethodId: string;
  customer: { id: string; providerRef: string | null };
  /** The answer to a challenge this setup asked for before. */
  outcome?: ChallengeOutcome;
}

export type SetupResult =
  | { status: 'succeeded'; card: SavedCard }
  | { status: 'requires_action'; nextAction: TNextAction }
  | { status: 'failed'; declineCode: DeclineCode };

export interface SavedCardCharge {
  /** Unique per purpose (renewal of period n, a plan change): a second attempt charges nothing. */
  key: string;
  customerRef: string | null;
  paymentMethodId: string | null;
  amount: number;
  currency: Currency;
  /** The customer is present and can pass 3-D Secure (the portal); renewals are off-session. */
  onSession: boolean;
}

/** A provider's report, in the engine's terms (Stripe's webhooks; the local engine has none). */
export type BillingEvent =
  | {
      type: 'subscription_changed';
      subscriptionRef: string;
      /** When the provider made the change: an older report never overrides a newer one. */
      at: Date;
      status: SubscriptionStatus;
      users?: number;
      periodEnd?: Date;
    }
  | {
      type: 'invoice_paid' | 'invoice_payment_failed';
      subscriptionRef: string;
      at: Date;
    }
  | {
      /**
       * The customer's default card changed at the provider (a new card saved in Stripe's own
       * portal): recorded in the account's activity log.
       */
      type: 'payment_method_changed';
      customerRef: string;
      at: Date;
      /** The provider's id of the new default card, when there is one. */
      paymentMethodRef: string | null;
    };

/** One verified webhook: its id (applied once) and what it reports. */
export interface WebhookDelivery {
  id: string;
  type: string;
  events: BillingEvent[];
}

/** A webhook whose signature does not hold, or that this provider does not take. */
export class WebhookRefused extends Error {}

/** The business details a provider's customer carries (issue 39). */
export interface CustomerDetails {
  company: string;
  email: string;
  /** The same address an invoice prints. */
  address: TBillTo['address'];
  /** With its country's prefix; absent when the customer has none (any earlier one is removed). */
  vatId?: string;
}
