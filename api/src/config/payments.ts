import { definePart, noSlash, type Issue } from './setting';
import { allowFlag, httpUrl, text, defaulted } from './values';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Stripe's API origin; tests point it at a server replaying recorded answers. */
  apiUrl: string;
  /** Signing secret of POST /payments/webhook (whsec_...); unset: the webhook refuses every event. */
  webhookSecret?: string;
}

export interface PaymentsConfig {
  /** Payments through Stripe; null: the embedded local billing engine. */
  stripe: StripeConfig | null;
  /**
   * The coupon offered once to a customer about to cancel, instead of cancelling (issue 39); null:
   * no offer. A code of the coupons table (and a promotion code in the Stripe account).
   */
  retentionCoupon: string | null;
}

/** test or live, from a key's prefix (sk_/rk_/pk_); null: not a recognisable Stripe key. */
const stripeMode = (key: string | undefined) => /^(?:sk|rk|pk)_(test|live)_/.exec(key ?? '')?.[1];

export const payments = definePart({
  name: 'payments',
  settings: {
    ALLOW_LOCAL_PAYMENTS: allowFlag(
      '`true` lets `NODE_ENV=production` run without Stripe on the local engine, which sells subscriptions for test card 4242 and takes card numbers over the API. A staging stack only.',
    ),
    STRIPE_SECRET_KEY: {
      schema: text(),
      default: '(none)',
      example: 'sk_live_…',
      description:
        'Stripe secret key: with STRIPE_PUBLISHABLE_KEY, payments go through Stripe; unset: the embedded local billing engine (test cards of docs/decisions.md).',
    },
    STRIPE_PUBLISHABLE_KEY: {
      schema: text(),
      default: '(none)',
      example: 'pk_live_…',
      description:
        "Stripe publishable key, given to the browser's Payment Element; of STRIPE_SECRET_KEY's mode (`pk_test_` with `sk_test_`, `pk_live_` with `sk_live_`: two modes are refused).",
    },
    STRIPE_API_URL: defaulted({
      schema: httpUrl(),
      default: 'https://api.stripe.com',
      example: 'https://api.stripe.com',
      description: 'Origin of the Stripe API (tests point it at recorded answers).',
    }),
    STRIPE_WEBHOOK_SECRET: {
      schema: text(),
      default: '(none)',
      example: 'whsec_…',
      description:
        'Signing secret of the Stripe webhook endpoint `POST /payments/webhook` (`whsec_…`); unset: every event is refused.',
    },
    RETENTION_COUPON: {
      schema: text(),
      default: '(none)',
      example: 'SAVE10',
      description:
        'Coupon the cancel dialog offers once per account instead of cancelling (a code of the `coupons` table; with Stripe, a promotion code of the Stripe account too); unset: no offer.',
    },
  },
  allows: { ALLOW_LOCAL_PAYMENTS: 'localPayments' },
  // Half a Stripe configuration would silently fall back to the local engine.
  together: [[['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'], 'payments through Stripe']],
  fallbacks: [
    {
      allow: 'ALLOW_LOCAL_PAYMENTS',
      names: ['STRIPE_SECRET_KEY'],
      refused: (env) =>
        env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
          ? null
          : 'and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production',
      risk:
        'without them the local payment engine sells subscriptions for test cards and takes card ' +
        'numbers over the API',
      accept: 'to accept that (a staging stack)',
    },
  ],
  check: (env, at) => {
    const issues: Issue[] = [];
    // Keys of two modes: the browser's payments would be created where the server never looks.
    const secretMode = stripeMode(env.STRIPE_SECRET_KEY);
    const publishableMode = stripeMode(env.STRIPE_PUBLISHABLE_KEY);
    if (secretMode && publishableMode && secretMode !== publishableMode)
      issues.push([
        'STRIPE_PUBLISHABLE_KEY',
        `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key: both must be ` +
          'test keys or both live keys, from the same Stripe account',
      ]);
    // No ALLOW_ for this one: Stripe's events are what confirm a payment.
    if (at.refuseIn && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      issues.push([
        'STRIPE_WEBHOOK_SECRET',
        'is required with STRIPE_SECRET_KEY when NODE_ENV=production: without it every Stripe ' +
          'event is refused, so payments are never confirmed and subscriptions never start',
      ]);
    return issues;
  },
  read: (env): PaymentsConfig => ({
    retentionCoupon: env.RETENTION_COUPON ? env.RETENTION_COUPON.trim().toUpperCase() : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiUrl: noSlash(env.STRIPE_API_URL),
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : null,
  }),
  doctor: ({ stripe }) => [
    stripe
      ? {
          part: 'payments',
          uses: stripe.secretKey.startsWith('sk_test_') ? 'Stripe (test mode)' : 'Stripe',
          status: 'real',
        }
      : {
          part: 'payments',
          uses: 'local engine (test cards, card numbers over the API)',
          status: 'fallback',
          allowedBy: 'ALLOW_LOCAL_PAYMENTS',
        },
  ],
});
