import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from './helper';

/** The test cards of decisions.md. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  threeDSecure: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  insufficientFunds: '4000 0000 0000 9995',
  processingError: '4000 0000 0000 0119',
  renewalsFail: '4000 0000 0000 0341',
  /** Luhn-valid, but not one of the test cards. */
  other: '5555 5555 5555 4444',
} as const;

let ipCounter = 0;
/** A fresh client address per call, so the per-IP card budget never interferes with a test. */
export const nextIp = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export async function tokenise(
  app: FastifyInstance,
  number: string = CARDS.success,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/payments/local/payment-methods',
    remoteAddress: nextIp(),
    payload: { name: 'Ada Lovelace', number, expMonth: 11, expYear: 2037, cvc: '987', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`card not tokenised: ${res.body}`);
  return (res.json() as { id: string }).id;
}

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    country: 'US',
    currency: 'USD',
    interval: 'month',
    users: 3,
    edition: 'realty',
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Homes',
      email: uniqueEmail('buyer'),
      phone: '+44 20 7946 0000',
      website: 'www.example.com',
    },
    address: { line1: '1 Engine Street', city: 'London', postalCode: 'N1 9GU', country: 'GB' },
    termsAccepted: true,
    ...overrides,
  };
}

export function postCheckout(
  app: FastifyInstance,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/payments/checkout',
    remoteAddress: nextIp(),
    headers: { 'idempotency-key': key, ...headers },
    payload: body,
  });
}

/** A checkout with a fresh card of the given number. */
export async function checkoutWith(
  app: FastifyInstance,
  number: string,
  overrides: Record<string, unknown> = {},
) {
  const paymentMethodId = await tokenise(app, number);
  const body = checkoutBody({ paymentMethodId, ...overrides });
  const res = await postCheckout(app, body);
  return { res, body, json: res.json() as Record<string, unknown> & { checkoutId: string } };
}

export function confirm(app: FastifyInstance, checkoutId: string, outcome?: string) {
  return app.inject({
    method: 'POST',
    url: `/payments/checkout/${checkoutId}/confirm`,
    payload: outcome ? { outcome } : {},
  });
}
