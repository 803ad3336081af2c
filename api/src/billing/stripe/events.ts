import type Stripe from 'stripe';
import type { SubscriptionStatus } from '@portal/shared/constants';
import type { BillingEvent } from '../provider';

/** Stripe's subscription statuses in the portal's terms (decisions.md status table). */
function statusOf(sub: Stripe.Subscription): SubscriptionStatus {
  if (sub.status === 'active' || sub.status === 'trialing') {
    return sub.cancel_at_period_end ? 'DISABLED' : 'ACTIVE';
  }
  if (sub.status === 'past_due') return 'PAST_DUE';
  if (sub.status === 'canceled' || sub.status === 'unpaid' || sub.status === 'incomplete_expired') {
    return 'CANCELED';
  }
  return 'INCOMPLETE';
}

/** A verified Stripe event as the engine's events; the types the portal does not follow give none. */
export function billingEventsOf(event: Stripe.Event): BillingEvent[] {
  // When Stripe created the event, in whole seconds: the order in which applyWebhook applies
  // events (a late one older than the state held is skipped; one of the same second is applied).
  const at = new Date(event.created * 1000);
  if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    const item = sub.items?.data[0];
    return [
      {
        type: 'subscription_changed',
        subscriptionRef: sub.id,
        at,
        status: event.type === 'customer.subscription.deleted' ? 'CANCELED' : statusOf(sub),
        ...(item?.quantity != null && { users: item.quantity }),
        ...(item?.current_period_end && {
          periodEnd: new Date(item.current_period_end * 1000),
        }),
      },
    ];
  }
  if (event.type === 'invoice.payment_failed' || event.type === 'invoice.paid') {
    const invoice = event.data.object as Stripe.Invoice;
    const parent = invoice.parent?.subscription_details?.subscription;
    const ref = typeof parent === 'string' ? parent : parent?.id;
    if (!ref) return [];
    return [
      {
        type: event.type === 'invoice.paid' ? 'invoice_paid' : 'invoice_payment_failed',
        subscriptionRef: ref,
        at,
      },
    ];
  }
  // A new default card for invoices (what Stripe's Customer Portal sets when the customer adds or
  // picks a card): only when it changed, not on every update of the customer.
  if (event.type === 'customer.updated') {
    const previous = event.data.previous_attributes as
      { invoice_settings?: { default_payment_method?: unknown } } | undefined;
    if (!previous?.invoice_settings || !('default_payment_method' in previous.invoice_settings))
      return [];
    const customer = event.data.object as Stripe.Customer;
    const card = customer.invoice_settings?.default_payment_method;
    return [
      {
        type: 'payment_method_changed',
        customerRef: customer.id,
        at,
        paymentMethodRef: typeof card === 'string' ? card : (card?.id ?? null),
      },
    ];
  }
  return [];
}
