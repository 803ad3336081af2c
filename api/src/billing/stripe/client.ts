import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** The `stripe` SDK pointed at STRIPE_API_URL (Stripe itself, or a local stand-in in tests). */
export function stripeClient(config: StripeConfig): Stripe {
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    telemetry: false,
  });
}
