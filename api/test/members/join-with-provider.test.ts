import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nextAddress } from '../app-helper';
import { createAccount, describeEachDb, login, uniqueEmail } from '../helper';
import { customer } from '../profiles-helper';
import { signInAtProvider } from '../support/browser';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { MEMBER_PASSWORD, accept, invite } from './members-helper';

/**
 * Issue 37: the invited person joins with Google, Apple or their phone instead of a password, and
 * then signs in that way from the login page, as the member (never as an account's owner).
 */
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

/** A unique valid UK mobile number in E.164 (07911 123xxx). */
let counter = 0;
function uniquePhone(): string {
  counter += 1;
  return `+447911123${String((process.pid * 7 + counter * 13) % 1000).padStart(3, '0')}`;
}

describeEachDb('joining a team with Google, Apple or a phone', (ctx) => {
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

  /** The provider's answer as the browser brings it back: the screen's path and its query. */
  async function backFromProvider(url: string, email: string) {
    const answer = await signInAtProvider(url, CALLBACK, { email });
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
    const [screen, query] = (back.headers.location as string).slice(PORTAL.length).split('?');
    return { screen, params: new URLSearchParams(query) };
  }

  /** The join page's button: the provider, its login page, and back to the join page. */
  async function joinAnswer(token: string, provider: 'google' | 'apple', email: string) {
    const link = await app.inject({ url: `/v2/member-invitations/${token}/social/${provider}` });
    expect(link.statusCode).toBe(200);
    const { screen, params } = await backFromProvider(link.json().url, email);
    expect(screen).toBe('/#/join');
    expect(params.get('state')).toBe(link.json().state);
    return {
      provider,
      code: params.get('code')!,
      state: params.get('state')!,
      ...(params.get('iss') ? { iss: params.get('iss')! } : {}),
    };
  }
  const joinWith = (token: string, payload: Record<string, unknown>, names = true) =>
    app.inject({
      method: 'POST',
      url: `/v2/member-invitations/${token}/social`,
      payload: { ...(names ? { firstName: 'Grace', lastName: 'Hopper' } : {}), ...payload },
    });

  /** The login page's "Continue with …": the answer of POST /v2/auth/social. */
  async function signInWith(provider: 'google' | 'apple', email: string) {
    const link = await app.inject({ url: `/v2/auth/getRegistrationLink/${provider}` });
    const { screen, params } = await backFromProvider(link.json().url, email);
    expect(screen).toBe('/#/login');
    return app.inject({
      method: 'POST',
      url: '/v2/auth/social',
      payload: {
        [`${provider}Code`]: params.get('code'),
        state: params.get('state'),
        ...(params.get('iss') ? { iss: params.get('iss') } : {}),
      },
    });
  }

  async function lastCodeTo(e164: string) {
    const [message] = await app.outbox.latest(1, e164);
    return /\b(\d{6})\b/.exec(message!.text)![1]!;
  }

  it('joins with Google (another address than the invited one), once; then signs in with Google', async () => {
    const owner = await customer(app, 5);
    const { email, token } = await invite(app, owner.headers, 'billing');
    const google = `personal.${uniqueEmail('g')}`;
    // A second flow started on the page (another tab), to try the link again once it is used.
    const spare = await joinAnswer(token, 'google', uniqueEmail('x'));
    // A new person names themselves: without names the join is refused at the fields.
    const unnamed = await joinWith(token, await joinAnswer(token, 'google', google), false);
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json().fields)).toEqual(['firstName', 'lastName']);

    const res = await joinWith(token, await joinAnswer(token, 'google', google));
    expect(res.statusCode).toBe(200);
    const joined = res.json();
    expect(joined.token).toEqual(expect.any(String));
    expect(joined.user).toMatchObject({
      id: owner.id,
      role: 'billing',
      member: { email, firstName: 'Grace', lastName: 'Hopper' },
    });
    const events = await ctx
      .db()
      .query<{ action: string }>(
        `SELECT action FROM activity_events WHERE account_id = $1 AND action = 'member.joined'`,
        [owner.id],
      );
    expect(events).toHaveLength(1);

    // Single use, whichever way it is tried again.
    const again = await joinWith(token, spare);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('MEMBER_INVITATION_USED');
    const used = await app.inject({ url: `/v2/member-invitations/${token}/social/google` });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('MEMBER_INVITATION_USED');
    expect((await accept(app, token, { password: MEMBER_PASSWORD })).statusCode).toBe(410);

    // The login page: Google signs the member in to the account, as themselves.
    const signedIn = await signInWith('google', google);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      id: owner.id,
      role: 'billing',
      member: { email },
    });
    // They have no password: the e-mail sign-in refuses them as it refuses an unknown e-mail.
    const noPassword = await login(app, email, MEMBER_PASSWORD);
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json().code).toBe('IDENTIFIERS_NOT_RECOGNIZED');
    // And the owner cannot make them the owner before they set one.
    const transfer = await app.inject({
      method: 'POST',
      url: '/v2/members/transfer-ownership',
      headers: owner.headers,
      payload: { memberId: joined.user.member.id, password: owner.password },
    });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().code).toBe('OWNERSHIP_NEEDS_PASSWORD');
  });

  it('joins with Apple (its form_post answer), and lands in the account of the latest sign-in', async () => {
    const [first, second] = [await customer(app, 5), await customer(app, 5)];
    const apple = uniqueEmail('a');
    const a = await invite(app, first.headers, 'viewer');
    const joined = await joinWith(a.token, await joinAnswer(a.token, 'apple', apple));
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toMatchObject({ id: first.id, role: 'viewer' });

    // The same person invited to a second team joins it with the same Apple ID, no names needed.
    const b = await invite(app, second.headers, 'admin', a.email);
    const info = await app.inject({ url: `/v2/member-invitations/${b.token}` });
    expect(info.json()).toMatchObject({ hasLogin: true, hasPassword: false });
    const joinedB = await joinWith(b.token, await joinAnswer(b.token, 'apple', apple), false);
    expect(joinedB.statusCode).toBe(200);
    expect(joinedB.json().user).toMatchObject({ id: second.id, role: 'admin' });

    const signedIn = await signInWith('apple', apple);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: second.id, role: 'admin' });
  });

  it('joins with a phone proven by a code, once; then signs in with a code to that phone', async () => {
    const owner = await customer(app, 5);
    const { email, token } = await invite(app, owner.headers, 'admin');
    const phone = uniquePhone();
    const remoteAddress = nextAddress();
    const sent = await app.inject({
      method: 'POST',
      url: `/v2/member-invitations/${token}/phone-code`,
      payload: { phone },
      remoteAddress,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ phone, channel: 'sms', attemptsLeft: 5 });
    const code = await lastCodeTo(phone);
    const join = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/v2/member-invitations/${token}/phone`,
        payload: { phone, firstName: 'Grace', lastName: 'Hopper', ...payload },
        remoteAddress,
      });
    const wrong = await join({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID', attemptsLeft: 4 });

    const res = await join({ code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: owner.id, role: 'admin', member: { email } });
    const reused = await join({ code });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe('MEMBER_INVITATION_USED');

    // The login page's phone sign-in: a code to the number, the member's login.
    const requested = await app.inject({
      method: 'POST',
      url: '/v2/auth/requestlogin',
      payload: { phone },
      remoteAddress,
    });
    expect(requested.statusCode).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/v2/auth/validatelogin',
      payload: { phone, code: await lastCodeTo(phone) },
      remoteAddress,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: owner.id, role: 'admin', member: { email } });

    // Another invitation cannot take the member's number.
    const other = await invite(app, owner.headers, 'viewer');
    const taken = await app.inject({
      method: 'POST',
      url: `/v2/member-invitations/${other.token}/phone-code`,
      payload: { phone },
      remoteAddress: nextAddress(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MEMBER_PHONE_TAKEN');

    // Nor can an account's owner prove it: the number signs in as the member only.
    const changed = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${owner.id}/phone`,
      headers: owner.headers,
      payload: { phone, password: owner.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const proof = await app.inject({
      method: 'POST',
      url: `/v2/users/${owner.id}/requestPhoneVerification`,
      headers: owner.headers,
      payload: {},
      remoteAddress: nextAddress(),
    });
    expect(proof.statusCode).toBe(409);
    expect(proof.json().code).toBe('PHONE_PROVEN_ELSEWHERE');
  });

  it('refuses expired and withdrawn links on every way of joining', async () => {
    const owner = await customer(app, 5);
    const expired = await invite(app, owner.headers, 'admin');
    const revoked = await invite(app, owner.headers, 'viewer');
    // A flow started while the link was good, finished after it stopped working.
    const answer = await joinAnswer(expired.token, 'google', uniqueEmail('late'));
    await ctx
      .db()
      .query(
        "UPDATE member_invitations SET expires_at = now() - interval '1 second' WHERE id = $1",
        [expired.id],
      );
    const revokedAnswer = await joinAnswer(revoked.token, 'google', uniqueEmail('late'));
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/v2/members/invitations/${revoked.id}`,
      headers: owner.headers,
    });
    expect(withdrawn.statusCode).toBe(204);

    for (const [token, code, body] of [
      [expired.token, 'MEMBER_INVITATION_EXPIRED', answer],
      [revoked.token, 'MEMBER_INVITATION_REVOKED', revokedAnswer],
    ] as const) {
      const start = await app.inject({ url: `/v2/member-invitations/${token}/social/apple` });
      expect([start.statusCode, start.json().code]).toEqual([410, code]);
      const social = await joinWith(token, body);
      expect([social.statusCode, social.json().code]).toEqual([410, code]);
      const phoneCode = await app.inject({
        method: 'POST',
        url: `/v2/member-invitations/${token}/phone-code`,
        payload: { phone: uniquePhone() },
        remoteAddress: nextAddress(),
      });
      expect([phoneCode.statusCode, phoneCode.json().code]).toEqual([410, code]);
      const phone = await app.inject({
        method: 'POST',
        url: `/v2/member-invitations/${token}/phone`,
        payload: { phone: uniquePhone(), code: '123456', firstName: 'G', lastName: 'H' },
      });
      expect([phone.statusCode, phone.json().code]).toEqual([410, code]);
    }
    const unknown = await app.inject({ url: '/v2/member-invitations/nope/social/google' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses with 409 a Google account that already signs in as another member or as an owner', async () => {
    const owner = await customer(app, 5);
    // Another member's Google account.
    const google = uniqueEmail('taken');
    const first = await invite(app, owner.headers, 'admin');
    expect(
      (await joinWith(first.token, await joinAnswer(first.token, 'google', google))).statusCode,
    ).toBe(200);
    const second = await invite(app, owner.headers, 'viewer');
    const taken = await joinWith(second.token, await joinAnswer(second.token, 'google', google));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'MEMBER_IDENTITY_TAKEN',
      message: expect.any(String),
    });

    // An account's own login (its owner signs in with Google through their proven e-mail).
    const other = await createAccount(app);
    await ctx.db().query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [other.id]);
    const ownerSignIn = await signInWith('google', other.email);
    expect(ownerSignIn.statusCode).toBe(200);
    expect(ownerSignIn.json().user).toMatchObject({ id: other.id });
    expect(ownerSignIn.json().user.member ?? null).toBeNull();
    const ownersGoogle = await joinWith(
      second.token,
      await joinAnswer(second.token, 'google', other.email),
    );
    expect(ownersGoogle.statusCode).toBe(409);
    expect(ownersGoogle.json().code).toBe('MEMBER_IDENTITY_TAKEN');
    // The link is not spent by the refusals: it still works with a Google account of their own.
    const ok = await joinWith(
      second.token,
      await joinAnswer(second.token, 'google', uniqueEmail('own')),
    );
    expect(ok.statusCode).toBe(200);

    // The owner still signs in as the owner, the member as the member.
    const ownerAgain = await signInWith('google', other.email);
    expect(ownerAgain.json().user.member ?? null).toBeNull();
    const memberAgain = await signInWith('google', google);
    expect(memberAgain.json().user).toMatchObject({ id: owner.id, role: 'admin' });
  });
});
