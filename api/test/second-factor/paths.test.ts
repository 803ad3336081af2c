import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TSecondFactorRequired } from '@portal/shared/api/security';
import { nextAddress } from '../app-helper';
import { createAccount, describeEachDb, login } from '../helper';
import { MEMBER_PASSWORD, accept, invite, member } from '../members/members-helper';
import { bearer, customer } from '../profiles-helper';
import { signInAtProvider } from '../support/browser';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { enableTotp, secondFactor, testClock, totpCode } from './second-factor-helper';

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
    ],
  });
});
afterAll(() => idp.close());

/** A sign-in answer that must be the second factor's step: no token, no account. */
function stepOf(res: { statusCode: number; body: string; json(): unknown }): string {
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as TSecondFactorRequired & { token?: string };
  expect(answer.secondFactorRequired).toBe(true);
  expect(answer.token).toBeUndefined();
  expect(res.body).not.toMatch(/"(token|refreshToken|user)"/);
  return answer.challenge;
}

describeEachDb('no token before the second factor, on every sign-in path', (ctx) => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await ctx.buildTestApp(
      {
        publicUrl: PORTAL,
        oidc: {
          google: {
            issuer: idp.issuer,
            clientId: 'portal-google',
            clientSecret: 'google-secret',
            appleKey: null,
          },
          apple: null,
        },
      },
      { now: clock.now },
    );
  });

  const finish = async (challenge: string, secret: string) => {
    const res = await secondFactor(app, {
      challenge,
      method: 'totp',
      code: totpCode(secret, clock.next()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TLoginResponse;
  };

  it('phone code: the owner of a proven number gets the step, then the session', async () => {
    const phone = `+44 7911 123${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
    const e164 = phone.replaceAll(' ', '');
    const account = await createAccount(app, { phone });
    const headers = bearer(
      ((await login(app, account.email, account.password)).json() as TLoginResponse).token,
    );
    const address = nextAddress();
    const asked = await app.inject({
      method: 'POST',
      url: `/v2/users/${account.id}/requestPhoneVerification`,
      headers,
      payload: {},
      remoteAddress: address,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeTo = async () => /\b(\d{6})\b/.exec((await app.outbox.latest(1, e164))[0]!.text)![1]!;
    const proven = await app.inject({
      method: 'POST',
      url: `/v2/users/${account.id}/validatePhoneVerification`,
      headers,
      payload: { code: await codeTo() },
    });
    expect(proven.statusCode, proven.body).toBe(200);
    const { secret } = await enableTotp(app, headers, clock);

    const sent = await app.inject({
      method: 'POST',
      url: '/v2/auth/requestlogin',
      payload: { phone },
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const challenge = stepOf(
      await app.inject({
        method: 'POST',
        url: '/v2/auth/validatelogin',
        payload: { phone, code: await codeTo() },
      }),
    );
    expect((await finish(challenge, secret)).user.id).toBe(account.id);
  });

  it('Google: a linked identity gets the step; a recovery code finishes it', async () => {
    const account = await createAccount(app);
    const headers = bearer(
      ((await login(app, account.email, account.password)).json() as TLoginResponse).token,
    );
    const { recoveryCodes } = await enableTotp(app, headers, clock);
    await ctx
      .db()
      .query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [account.id]);
    const link = await app.inject({ url: '/v2/auth/getRegistrationLink/google' });
    const answer = await signInAtProvider(link.json().url, CALLBACK, {
      email: account.email,
      verified: true,
    });
    const back = await app.inject({ url: answer.url.slice(PORTAL.length) });
    const params = new URLSearchParams((back.headers.location as string).split('?')[1]);
    const challenge = stepOf(
      await app.inject({
        method: 'POST',
        url: '/v2/auth/social',
        payload: {
          googleCode: params.get('code'),
          state: params.get('state'),
          ...(params.get('iss') ? { iss: params.get('iss') } : {}),
        },
      }),
    );
    const done = await secondFactor(app, {
      challenge,
      method: 'recovery',
      code: recoveryCodes[0]!,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as TLoginResponse).user.id).toBe(account.id);
  });

  it("a member's password, joining another team from an invitation, and switching account", async () => {
    const first = await customer(app, 2);
    const second = await customer(app, 2);
    const person = await member(app, first.headers, 'admin');
    const { secret } = await enableTotp(app, person.headers, clock);

    // Their password: the step.
    const signedIn = await finish(stepOf(await login(app, person.email, MEMBER_PASSWORD)), secret);
    expect(signedIn.user.member?.id).toBe(person.id);

    // Joining the second team with their password: the membership is made, the session waits.
    const { token } = await invite(app, second.headers, 'viewer', person.email);
    const joinStep = stepOf(await accept(app, token, { password: MEMBER_PASSWORD }));
    const joined = await finish(joinStep, secret);
    expect(joined.user).toMatchObject({ id: second.id, role: 'viewer', member: { id: person.id } });
    const joins = await ctx
      .db()
      .query(`SELECT 1 FROM activity_events WHERE account_id = $1 AND action = 'member.joined'`, [
        second.id,
      ]);
    expect(joins).toHaveLength(1);

    // Switching from a complete session carries its factor: the other account's session at once.
    const switched = await app.inject({
      method: 'POST',
      url: '/v2/auth/switch-account',
      headers: bearer(joined.token),
      payload: { accountId: first.id },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((switched.json() as TLoginResponse).user.id).toBe(first.id);
    // A challenge is no access token: it opens nothing.
    const withChallenge = await app.inject({ url: '/v2/users/me', headers: bearer(joinStep) });
    expect(withChallenge.statusCode).toBe(401);
  });

  it("the app's handoff carries the complete session that made it", async () => {
    const account = await createAccount(app);
    const headers = bearer(
      ((await login(app, account.email, account.password)).json() as TLoginResponse).token,
    );
    const { secret } = await enableTotp(app, headers, clock);
    const session = await finish(stepOf(await login(app, account.email, account.password)), secret);
    const made = await app.inject({
      method: 'POST',
      url: '/v2/auth/handoff',
      headers: bearer(session.token),
    });
    const exchanged = await app.inject({
      method: 'POST',
      url: '/v2/auth/handoff/exchange',
      payload: { code: made.json().code },
    });
    expect(exchanged.statusCode).toBe(200);
    expect((exchanged.json() as TLoginResponse).user.id).toBe(account.id);
  });
});
