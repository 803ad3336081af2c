import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import {
  ZCreateAccountRequest,
  ZEmailLoginRequest,
  ZLogoutRequest,
  ZRefreshRequest,
} from '@portal/shared/validation/auth';
import {
  ZCheckoutRequest,
  ZClaimRequest,
  ZQuoteRequest,
  ZReceiptRequest,
} from '@portal/shared/payments/contract';
import { CURRENCIES, MAX_USERS } from '@portal/shared/payments/prices';
import { createAccount, describeEachDb, login } from './helper';
import { tokenise } from './payments-helper';

/** Any JSON value, including the awkward ones (deep nesting, huge numbers, odd keys). */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Strings a client could send: any code point (NUL, lone surrogates, RTL marks), long ones too. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ minLength: 250, maxLength: 2000 }),
);

/** Stands for "repeat the password", so that some sign-ups pass validation and reach the database. */
const SAME_AS_PASSWORD = Symbol('same as password');

/** Stands for "a card tokenised for this request": a checkout pays with a fresh 4242 card. */
const FRESH_CARD = '<fresh 4242 card>';

/** Values that are nearly right for a field, so bodies get past validation and reach the database. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  // Fresh addresses: one address guessed again and again is slowed down on purpose (login limits).
  email: fc.emailAddress(),
  password: fc.oneof(
    fc.string({ minLength: 8, maxLength: 20 }).map((s) => `${s}1`),
    anyString,
  ),
  confirmPassword: fc.constant(SAME_AS_PASSWORD),
  firstName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 260 }),
  lastName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 260 }),
  phone: fc.stringMatching(/^\+[\d ()-]{1,20}$/),
  origin: fc.constantFrom('realty', 'auto', 'AUTO', ''),
  id: fc.oneof(fc.uuid(), anyString),
  refreshToken: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), anyString),
  // A checkout's one-time claim: mostly none (a plain sign-up or login), else one of the right
  // shape that no checkout gave.
  claim: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), { nil: undefined, freq: 3 }),
  receiptToken: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  // A purchase: any plan of the price table, often near the user cap (the largest amounts) or
  // one past it.
  country: fc.constantFrom('US', 'ZA', 'GB', 'DE', 'BR'),
  currency: fc.constantFrom(...CURRENCIES),
  interval: fc.constantFrom('month', 'year'),
  users: fc.oneof(
    fc.integer({ min: -1, max: MAX_USERS + 1 }),
    fc.integer({ min: MAX_USERS - 10, max: MAX_USERS + 1 }),
  ),
  edition: fc.constantFrom('realty', 'auto'),
  coupon: fc.constantFrom('', 'WELCOME20', 'SAVE10', 'FIRST3', 'EURO50', 'NOSUCHCODE'),
  customer: fc.record({
    firstName: fc.constant('Ada'),
    lastName: fc.constant('Lovelace'),
    company: fc.constant('Analytical Homes'),
    // A new buyer each time: an e-mail that already pays is refused before any charge.
    email: fc.stringMatching(/^[a-z0-9]{16}$/).map((name) => `${name}@example.com`),
    phone: fc.constant('+44 20 7946 0000'),
  }),
  address: fc.constant({
    line1: '1 Engine Street',
    city: 'London',
    postalCode: 'N1 9GU',
    country: 'GB',
  }),
  vatNumber: fc.constantFrom('', null),
  paymentMethodId: fc.constant(FRESH_CARD),
  termsAccepted: fc.constant(true),
};

/**
 * Bodies derived from a shared zod schema: each of its fields present or not, holding a plausible
 * value, any string, or any JSON value; plus bodies that are any JSON at all.
 */
function bodiesFor(schema: z.ZodObject) {
  const field = (key: string, plausibleWeight: number) =>
    fc.oneof(
      { weight: plausibleWeight, arbitrary: plausible[key] ?? anyString },
      { weight: 1, arbitrary: anyString },
      { weight: 1, arbitrary: anyJson },
    );
  const keys = Object.keys(schema.shape);
  const record = (plausibleWeight: number, requiredKeys?: []) =>
    fc
      .record(Object.fromEntries(keys.map((key) => [key, field(key, plausibleWeight)])), {
        requiredKeys,
      })
      .map((body) =>
        JSON.stringify({
          ...body,
          ...(body.confirmPassword === SAME_AS_PASSWORD ? { confirmPassword: body.password } : {}),
        }),
      );
  return fc.oneof(
    // Nearly valid: every field, most of them plausible (these reach the database).
    { weight: 3, arbitrary: record(12) },
    // Any subset of fields, any values.
    { weight: 3, arbitrary: record(2, []) },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) }, // not JSON at all
  );
}

describeEachDb('fuzz: no input gives a 5xx', (ctx) => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    const account = await createAccount(app);
    token = (await login(app, account.email, account.password)).json().token;
  });

  const endpoints = [
    { url: '/v2/users', schema: ZCreateAccountRequest, runs: 1000, reaches: [201] },
    { url: '/v2/auth/email', schema: ZEmailLoginRequest, runs: 600, reaches: [401] },
    { url: '/v2/auth/refreshtoken', schema: ZRefreshRequest, runs: 1000, reaches: [401] },
    { url: '/v2/auth/logout', schema: ZLogoutRequest, runs: 1000, reaches: [204] },
    { url: '/payments/quote', schema: ZQuoteRequest, runs: 600, reaches: [200] },
    { url: '/payments/checkout', schema: ZCheckoutRequest, runs: 400, reaches: [200] },
    { url: '/payments/checkout/claim', schema: ZClaimRequest, runs: 300, reaches: [404] },
    { url: '/payments/checkout/receipt', schema: ZReceiptRequest, runs: 300, reaches: [404] },
  ];

  it.each(endpoints)(
    'POST $url',
    async ({ url, schema, runs, reaches }) => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(bodiesFor(schema), fc.ipV4(), async (body, remoteAddress) => {
          const card = JSON.stringify(FRESH_CARD);
          const payload = body.includes(card)
            ? body.replaceAll(card, JSON.stringify(await tokenise(app)))
            : body;
          const res = await app.inject({
            method: 'POST',
            url,
            payload,
            remoteAddress,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'idempotency-key': randomUUID(),
            },
          });
          seen.add(res.statusCode);
          expect(res.statusCode, `${url} ${payload.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
        }),
        { numRuns: runs },
      );
      // The inputs got past validation too: the fuzzing reached the database and the limiter.
      expect([...seen]).toEqual(expect.arrayContaining([400, ...reaches]));
    },
    90_000,
  );
});
