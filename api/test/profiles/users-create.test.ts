import { BODY_LIMIT_BYTES } from '@portal/shared/constants';
import en from '@portal/shared/i18n/catalogs/en-us';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import fr from '@portal/shared/i18n/catalogs/fr';
import type { MessageId } from '@portal/shared/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, describeEachDb, login, uniqueEmail, validAccount } from '../helper';
import { CARDS, checkoutBody, checkoutWith } from '../payments-helper';

/** Each invalid field of spec §5 with the catalogue text the form shows under it. */
const INVALID: { case: string; field: string; value: unknown; id: MessageId }[] = [
  {
    case: '255-char first name',
    field: 'firstName',
    value: 'a'.repeat(255),
    id: 'validation.firstName.max',
  },
  {
    case: '255-char last name',
    field: 'lastName',
    value: 'b'.repeat(255),
    id: 'validation.lastName.max',
  },
  {
    case: 'e-mail without text before @',
    field: 'email',
    value: '@example.com',
    id: 'validation.email.format',
  },
  {
    case: 'e-mail without text after @',
    field: 'email',
    value: 'someone@',
    id: 'validation.email.format',
  },
  {
    case: 'e-mail over 39 chars',
    field: 'email',
    value: `${'e'.repeat(28)}@example.com`,
    id: 'validation.email.max',
  },
  { case: '7-char password', field: 'password', value: 'abcde12', id: 'validation.password.min' },
  {
    case: 'digit-less password',
    field: 'password',
    value: 'abcdefghij',
    id: 'validation.password.digit',
  },
  {
    case: 'mismatched confirmation',
    field: 'confirmPassword',
    value: 'analytical2',
    id: 'validation.confirmPassword.mismatch',
  },
  {
    case: "phone without '+'",
    field: 'phone',
    value: '44 20 7946 0000',
    id: 'validation.phone.plus',
  },
  {
    case: 'phone over 18 chars',
    field: 'phone',
    value: '+1234567890123456789',
    id: 'validation.phone.max',
  },
  {
    case: 'phone with letters',
    field: 'phone',
    value: '+44 20 CALL NOW',
    id: 'validation.phone.chars',
  },
  { case: 'missing origin', field: 'origin', value: undefined, id: 'validation.origin.required' },
];

describeEachDb('POST /v2/users', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/v2/users', payload: payload as object, headers });

  it.each(INVALID)('$case -> 400 naming the field', async ({ field, value, id }) => {
    // A password case keeps the confirmation equal, so only the rule under test fails.
    const confirm = field === 'password' ? { confirmPassword: value } : {};
    const res = await post(validAccount({ [field]: value, ...confirm }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: en[id],
      code: 'VALIDATION',
      fields: { [field]: en[id] },
    });
  });

  it('answers in the caller language (Accept-Language: fr)', async () => {
    const res = await post(validAccount({ firstName: 'a'.repeat(255) }), {
      'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fr['validation.firstName.max']);
    expect(res.json().message).not.toBe(en['validation.firstName.max']);
  });

  it('accepts the boundary values (254-char names, 39-char e-mail, 18-char phone)', async () => {
    const email = uniqueEmail().padStart(39, 'x');
    const phone = '+1 (555) 010-00000';
    expect([email.length, phone.length]).toEqual([39, 18]);
    const res = await post(
      validAccount({ firstName: 'f'.repeat(254), lastName: 'l'.repeat(254), email, phone }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a duplicate e-mail, case-insensitively, and writes nothing', async () => {
    const first = await createAccount(app, { firstName: 'Original' });
    const res = await post(
      validAccount({ email: first.email.toUpperCase(), firstName: 'Intruder' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: en['errors.emailTaken'] });
    const rows = await ctx
      .db()
      .query<{ first_name: string }>('SELECT first_name FROM accounts WHERE email = $1', [
        first.email,
      ]);
    expect(rows).toEqual([{ first_name: 'Original' }]);
  });

  it('creates an INCOMPLETE account that cannot use the portal', async () => {
    const account = await createAccount(app, { email: uniqueEmail().toUpperCase() });
    const res = await login(app, account.email.toLowerCase(), account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: account.id,
      email: account.email.toLowerCase(),
      status: 'INCOMPLETE',
      isValidSubscription: false,
      subscription: { type: 'local', status: 'INCOMPLETE', availableUsers: 0, graceExpires: null },
    });
  });

  it('gives a plain sign-up with a paid e-mail nothing: only the claim proves the address', async () => {
    const email = uniqueEmail('paid');
    const customer = { ...(checkoutBody().customer as object), email };
    const { json } = await checkoutWith(app, CARDS.success, { users: 5, customer });
    expect(json.status).toBe('succeeded');
    const account = await createAccount(app, { email });
    const res = await login(app, email, account.password);
    expect(res.json().user.subscription).toMatchObject({ status: 'INCOMPLETE', availableUsers: 0 });
    const row = await ctx.db().one<{ account_id: string | null; proven: boolean }>(
      `SELECT bs.account_id, a.email_verified_at IS NOT NULL AS proven
         FROM checkouts c JOIN billing_subscriptions bs ON bs.id = c.subscription_id
         JOIN accounts a ON a.email = c.email WHERE c.id = $1`,
      [json.checkoutId],
    );
    expect(row).toEqual({ account_id: null, proven: false });
  });

  it('refuses a malformed claim at its field, creating nothing', async () => {
    const account = validAccount({ claim: 'not-a-claim' });
    const res = await post(account);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { claim: deliveryEn['delivery.error.claimInvalid'] },
    });
    const rows = await ctx.db().query('SELECT id FROM accounts WHERE email = $1', [account.email]);
    expect(rows).toEqual([]);
  });

  it('answers 400 to malformed JSON and keeps serving', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en['errors.malformedJson'], code: 'MALFORMED_JSON' });
    expect((await post(validAccount())).statusCode).toBe(201);
  });

  it('answers 413 to a body over 1 MB and keeps serving', async () => {
    const huge = JSON.stringify(validAccount({ firstName: 'a'.repeat(BODY_LIMIT_BYTES) }));
    const res = await app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: en['errors.bodyTooLarge'], code: 'BODY_TOO_LARGE' });
    expect((await post(validAccount())).statusCode).toBe(201);
  });
});
