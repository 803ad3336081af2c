import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { Queryable } from '../db/db';

/**
 * The Stripe Customer Portal for an account paying through Stripe: Stripe hosts the pages and
 * sends the customer back to `returnUrl`. Null when the account has no Stripe customer.
 */
export async function stripePortalUrl(
  config: StripeConfig,
  q: Queryable,
  accountId: string,
  returnUrl: string,
): Promise<string | null> {
  const customer = await q.one<{ provider_ref: string }>(
    `SELECT provider_ref FROM billing_customers
     WHERE account_id = $1 AND provider = 'stripe' AND provider_ref IS NOT NULL
     ORDER BY created_at DESC LIMIT 1`,
    [accountId],
  );
  if (!customer) return null;
  const url = new URL(config.apiUrl);
  const stripe = new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    telemetry: false,
  });
  const session = await stripe.billingPortal.sessions.create({
    customer: customer.provider_ref,
    return_url: returnUrl,
  });
  return session.url;
}
