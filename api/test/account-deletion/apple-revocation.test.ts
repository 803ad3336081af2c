import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTokenBox } from '../../src/auth/provider-tokens';
import { signInAtProvider } from '../support/browser';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { createAccount, describeEachDb, login } from '../helper';
import { bearer } from '../profiles-helper';

const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/v2/auth/callback/`;

let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startOidcProvider({
    clients: [
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

describeEachDb('deleting the account revokes its Sign in with Apple tokens (issue 39)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({
      publicUrl: PORTAL,
      oidc: {
        google: null,
        apple: {
          issuer: idp.issuer,
          clientId: 'portal-apple',
          clientSecret: 'apple-secret',
          appleKey: null,
        },
      },
    });
  });

  /** An owner who signed in with Apple once (linked by the proven e-mail). */
  async function appleOwner() {
    const account = await createAccount(app);
    await ctx
      .db()
      .query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [account.id]);
    const link = await app.inject({ url: '/v2/auth/getRegistrationLink/apple' });
    const answer = await signInAtProvider(link.json().url, CALLBACK, { email: account.email });
    const back = await app.inject({
      method: 'POST',
      url: answer.url.slice(PORTAL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(answer.form).toString(),
    });
    const params = new URLSearchParams((back.headers.location as string).split('?')[1]);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/v2/auth/social',
      payload: {
        appleCode: params.get('code'),
        state: params.get('state'),
        ...(params.get('iss') ? { iss: params.get('iss') } : {}),
      },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return account;
  }

  const sealedOf = async (accountId: string) =>
    (
      await ctx
        .db()
        .one<{ sealed: string | null }>(
          'SELECT refresh_token_sealed AS sealed FROM account_identities WHERE account_id = $1',
          [accountId],
        )
    )?.sealed ?? null;

  async function deleteAccount(account: { email: string; password: string }) {
    const token = (await login(app, account.email, account.password)).json().token as string;
    const res = await app.inject({
      method: 'POST',
      url: '/v2/account-deletion',
      headers: bearer(token),
      payload: { password: account.password, confirmation: account.email },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('keeps Apple’s refresh token sealed at sign-in, revokes it at Apple when the account is deleted, then drops it', async () => {
    const account = await appleOwner();
    const sealed = await sealedOf(account.id);
    expect(sealed).toMatch(/^v1\./);
    const token = providerTokenBox(app.config.providerTokenKey).open(sealed!);
    expect(token).toBeTruthy();
    expect(sealed).not.toContain(token!);
    expect(await idp.refreshTokenActive(token!)).toBe(true);

    await deleteAccount(account);
    expect(await idp.refreshTokenActive(token!)).toBe(false);
    expect(await sealedOf(account.id)).toBeNull();
  });

  describe('Apple does not answer at the deletion', () => {
    afterAll(() => idp.misbehave('none'));

    it('keeps the token; the purge revokes it, then nothing of it is left', async () => {
      const account = await appleOwner();
      const token = providerTokenBox(app.config.providerTokenKey).open(
        (await sealedOf(account.id))!,
      )!;
      idp.misbehave('revocation-down');
      const tried = idp.revocations();
      await deleteAccount(account);
      expect(idp.revocations()).toBeGreaterThan(tried);
      expect(await idp.refreshTokenActive(token)).toBe(true);
      expect(await sealedOf(account.id)).not.toBeNull();

      idp.misbehave('none');
      const purged = await app.inject({
        method: 'POST',
        url: '/dev/account-deletion/purge',
        payload: { email: account.email },
      });
      expect(purged.statusCode, purged.body).toBe(200);
      expect(purged.json()).toMatchObject({ status: 'done', result: { purged: true } });
      expect(await idp.refreshTokenActive(token)).toBe(false);
      const identities = await ctx
        .db()
        .query('SELECT 1 FROM account_identities WHERE account_id = $1', [account.id]);
      expect(identities).toHaveLength(0);
    });
  });
});
