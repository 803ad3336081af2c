import en from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAtProvider } from '../support/browser';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { createAccount, describeEachDb, uniqueEmail, validAccount } from '../helper';
import { CARDS, checkoutBody, checkoutWith } from '../payments-helper';

const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/v2/auth/callback/`;

let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startOidcProvider({
    clients: [
      {
        clientId: 'portal-google',
        clientSecret: 'google-secret',
        redirectUri: `${CALLBACK}google`,
      },
      {
        clientId: 'portal-apple',
        clientSecret: 'apple-secret',
        redirectUri: `${CALLBACK}apple`,
        apple: true,
      },
    ],
  });
});
afterAll(() => idp.close());

describeEachDb('Google and Apple sign-in', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const provider = (clientId: string, clientSecret: string) => ({
      issuer: idp.issuer,
      clientId,
      clientSecret,
      appleKey: null,
    });
    app = await ctx.buildTestApp({
      publicUrl: PORTAL,
      oidc: {
        google: provider('portal-google', 'google-secret'),
        apple: provider('portal-apple', 'apple-secret'),
      },
    });
  });

  /** The customer proved the address (as the recovery link does). */
  const verifyEmail = (accountId: string) =>
    ctx.db().query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [accountId]);

  /** Button → provider's login page → the portal's redirect URI → the login screen's URL. */
  async function throughProvider(
    provider: 'google' | 'apple',
    email: string,
    verified = true,
  ): Promise<URLSearchParams> {
    const link = await app.inject({ url: `/v2/auth/getRegistrationLink/${provider}` });
    expect(link.statusCode).toBe(200);
    const answer = await signInAtProvider(link.json().url, CALLBACK, { email, verified });
    const path = answer.url.slice(PORTAL.length);
    const back =
      answer.method === 'GET'
        ? await app.inject({ url: path })
        : await app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(answer.form).toString(),
          });
    expect(back.statusCode).toBe(303);
    const location = back.headers.location as string;
    expect(location.startsWith(`${PORTAL}/#/login?`)).toBe(true);
    const params = new URLSearchParams(location.split('?')[1]);
    expect(params.get('state')).toBe(link.json().state);
    return params;
  }
  const social = (params: URLSearchParams, patch: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/auth/social',
      payload: {
        [`${params.get('provider')}Code`]: params.get('code'),
        state: params.get('state'),
        ...(params.get('iss') ? { iss: params.get('iss') } : {}),
        ...patch,
      },
    });

  it('starts a flow with state, nonce and PKCE (S256)', async () => {
    const { url, state } = (
      await app.inject({ url: '/v2/auth/getRegistrationLink/google' })
    ).json();
    const query = new URL(url).searchParams;
    expect(url.startsWith(idp.issuer)).toBe(true);
    expect(query.get('client_id')).toBe('portal-google');
    expect(query.get('redirect_uri')).toBe(`${CALLBACK}google`);
    expect(query.get('state')).toBe(state);
    expect(query.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('signs in with Google through a verified e-mail, then by the linked identity', async () => {
    const account = await createAccount(app);
    await verifyEmail(account.id);
    const res = await social(await throughProvider('google', account.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tokenTtl: 900, user: { id: account.id } });

    // Linked now: it keeps working even if the provider stops vouching for the address.
    const again = await social(await throughProvider('google', account.email, false));
    expect(again.statusCode).toBe(200);
  });

  it('signs in with Apple through its form_post answer', async () => {
    const account = await createAccount(app);
    await verifyEmail(account.id);
    const params = await throughProvider('apple', account.email);
    expect(params.get('provider')).toBe('apple');
    const res = await social(params);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(account.id);
  });

  it('signs in with Google a customer who came through the checkout: the claim proved the e-mail', async () => {
    const email = uniqueEmail('buyer');
    const customer = { ...(checkoutBody().customer as object), email };
    const { json } = await checkoutWith(app, CARDS.success, { users: 2, customer });
    expect(json.status).toBe('succeeded');
    const created = await app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: validAccount({ email, claim: json.claimToken }),
    });
    expect(created.statusCode).toBe(201);
    const res = await social(await throughProvider('google', email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: created.json().id,
      status: 'ACTIVE',
      subscription: { status: 'ACTIVE', availableUsers: 2 },
    });
  });

  it('never merges into an account whose e-mail is unproven, or on an unverified claim', async () => {
    const unproven = await createAccount(app);
    const refused = await social(await throughProvider('google', unproven.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: en['errors.socialNotLinked'],
      code: 'SOCIAL_NOT_LINKED',
    });

    const proven = await createAccount(app);
    await verifyEmail(proven.id);
    const unverifiedClaim = await social(await throughProvider('google', proven.email, false));
    expect(unverifiedClaim.statusCode).toBe(403);
  });

  it('refuses a tampered state and a replayed code', async () => {
    const account = await createAccount(app);
    await verifyEmail(account.id);
    const params = await throughProvider('google', account.email);
    const tampered = await social(params, { state: `${params.get('state')}x` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('SOCIAL_STATE_INVALID');

    expect((await social(params)).statusCode).toBe(200);
    // The same answer again: its state is spent.
    const replayed = await social(params);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('SOCIAL_STATE_INVALID');

    // The spent code with a fresh, valid state: the provider refuses to redeem it twice.
    const fresh = await throughProvider('google', account.email);
    const reused = await social(fresh, { googleCode: params.get('code')! });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('SOCIAL_REJECTED');
  });

  it.each(['wrong-audience', 'wrong-nonce'] as const)(
    'refuses an ID token with a %s',
    async (mode) => {
      const account = await createAccount(app);
      await verifyEmail(account.id);
      const params = await throughProvider('google', account.email);
      idp.misbehave(mode);
      try {
        const res = await social(params);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: en['errors.socialRejected'],
          code: 'SOCIAL_REJECTED',
        });
      } finally {
        idp.misbehave('none');
      }
    },
  );

  it('says which methods are on; an unconfigured provider is unavailable', async () => {
    expect((await app.inject({ url: '/v2/auth/methods' })).json()).toEqual({
      google: true,
      apple: true,
      codeChannels: ['sms', 'whatsapp'],
    });
    const bare = await ctx.buildTestApp();
    expect((await bare.inject({ url: '/v2/auth/methods' })).json()).toMatchObject({
      google: false,
      apple: false,
    });
    const res = await bare.inject({ url: '/v2/auth/getRegistrationLink/google' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('METHOD_UNAVAILABLE');
  });
});
