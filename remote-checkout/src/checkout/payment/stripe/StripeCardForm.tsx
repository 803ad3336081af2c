import { useEffect } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';

/** What step 3 asks of Stripe: a payment-method id for the checkout call, as with the local form. */
export interface StripeCardHandle {
  createPaymentMethod: () => Promise<{ id: string } | { error: string }>;
}

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
};

/** The 3-D Secure step of a Stripe payment (nextAction `stripe_3ds`). */
export async function handleStripeAction(
  key: string,
  clientSecret: string,
): Promise<string | null> {
  const stripe = await stripeFor(key);
  if (!stripe) return 'stripe';
  const result = await stripe.handleNextAction({ clientSecret });
  return result.error ? (result.error.message ?? 'stripe') : null;
}

interface StripeCardFormProps {
  publishableKey: string;
  /** The first charge, in minor units, so the element offers the right methods. */
  amount: number;
  currency: string;
  locale: string;
  onReady: (handle: StripeCardHandle) => void;
}

/**
 * Stripe's Payment Element (loaded only when Stripe keys are configured, and only at step 3): card
 * data goes from Stripe's frame to Stripe, never through the portal.
 */
export default function StripeCardForm({
  publishableKey,
  amount,
  currency,
  locale,
  onReady,
}: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'payment',
        amount,
        currency: currency.toLowerCase(),
        paymentMethodCreation: 'manual',
        locale: locale as 'auto',
      }}
    >
      <PaymentElement />
      <Handle onReady={onReady} />
    </Elements>
  );
}

function Handle({ onReady }: { onReady: (handle: StripeCardHandle) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      async createPaymentMethod() {
        const submitted = await elements.submit();
        if (submitted.error) return { error: submitted.error.message ?? 'stripe' };
        const result = await stripe.createPaymentMethod({ elements });
        if (result.error) return { error: result.error.message ?? 'stripe' };
        return { id: result.paymentMethod.id };
      },
    });
  }, [stripe, elements, onReady]);
  return null;
}
