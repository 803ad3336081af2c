import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TSecondFactorRequired, TSecurityOverview } from '@portal/shared/api/security';
import { createAccount, describeEachDb, login } from '../helper';
import { bearer } from '../profiles-helper';
import { enableTotp, secondFactor, testClock, totpCode } from './second-factor-helper';

describeEachDb('second factor: authenticator app and recovery codes', (ctx) => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await ctx.buildTestApp({}, { now: clock.now });
  });

  /** A new customer signed in, with the authenticator app on. */
  async function withTotp() {
    const account = await createAccount(app);
    const first = (await login(app, account.email, account.password)).json() as TLoginResponse;
    const headers = bearer(first.token);
    const totp = await enableTotp(app, headers, clock);
    return { ...account, headers, ...totp };
  }

  async function challengeOf(email: string, password: string) {
    const res = await login(app, email, password);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as TSecondFactorRequired;
    expect(answer).toEqual({
      secondFactorRequired: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(res.json()).not.toHaveProperty('token');
    return answer.challenge;
  }

  const eventsOf = async (accountId: string, action: string) =>
    (
      await ctx
        .db()
        .query<{ n: string }>(
          'SELECT count(*) AS n FROM activity_events WHERE account_id = $1 AND action = $2',
          [accountId, action],
        )
    ).map((row) => Number(row.n))[0];

  it('sets up the app with its secret and QR URI, shows ten recovery codes once, keeps the secret encrypted', async () => {
    const who = await withTotp();
    expect(who.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(who.uri).toContain('otpauth://totp/');
    expect(who.uri).toContain('issuer=Property%20Video');
    expect(decodeURIComponent(who.uri)).toContain(who.email);
    expect(who.recoveryCodes).toHaveLength(10);
    expect(new Set(who.recoveryCodes).size).toBe(10);
    for (const code of who.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const row = await ctx
      .db()
      .one<{ secret_encrypted: string }>(
        'SELECT secret_encrypted FROM totp_factors WHERE account_id = $1',
        [who.id],
      );
    expect(row!.secret_encrypted).not.toContain(who.secret);
    const hashes = await ctx
      .db()
      .query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE account_id = $1', [
        who.id,
      ]);
    expect(hashes.map((h) => h.code_hash)).not.toContain(who.recoveryCodes[0]);

    const overview = await app.inject({ url: '/v2/security', headers: who.headers });
    expect(overview.json()).toMatchObject({
      totp: { enabled: true, enabledAt: expect.any(String) },
      recoveryCodesLeft: 10,
      passkeys: [],
      policy: 'off',
      required: false,
    } satisfies Partial<TSecurityOverview>);
    const me = await app.inject({ url: '/v2/users/me', headers: who.headers });
    expect(me.json().secondFactor).toEqual({ required: false, enrolled: true });
    expect(await eventsOf(who.id, 'security.totpSetupStarted')).toBe(1);
    expect(await eventsOf(who.id, 'security.totpEnabled')).toBe(1);

    // A second set-up while it is on is refused; a wrong first code of a new set-up too.
    const again = await app.inject({
      method: 'POST',
      url: '/v2/security/totp',
      headers: who.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TOTP_ALREADY_ENABLED');
  });

  it('refuses a wrong first code at its field and keeps the app off', async () => {
    const account = await createAccount(app);
    const headers = bearer(
      ((await login(app, account.email, account.password)).json() as TLoginResponse).token,
    );
    const setup = (await app.inject({ method: 'POST', url: '/v2/security/totp', headers })).json();
    const wrong = await app.inject({
      method: 'POST',
      url: '/v2/security/totp/confirm',
      headers: { ...headers, 'accept-language': 'fr' },
      payload: { code: totpCode(setup.secret, clock.now() + 10 * 60_000) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SECOND_FACTOR_CODE_WRONG',
      fields: { code: expect.stringContaining('code') },
    });
    expect(wrong.json().message).toContain('code');
    const overview = (
      await app.inject({ url: '/v2/security', headers })
    ).json() as TSecurityOverview;
    expect(overview.totp.enabled).toBe(false);
    // Still signs in with the password alone.
    expect((await login(app, account.email, account.password)).json()).toHaveProperty('token');
  });

  it('signs in with e-mail, password and a code; the same code is not accepted twice', async () => {
    const who = await withTotp();
    const before = await eventsOf(who.id, 'auth.signedIn');
    const challenge = await challengeOf(who.email, who.password);
    // No sign-in is recorded for the first step.
    expect(await eventsOf(who.id, 'auth.signedIn')).toBe(before);
    const code = totpCode(who.secret, clock.next());
    const done = await secondFactor(app, { challenge, method: 'totp', code });
    expect(done.statusCode).toBe(200);
    const session = done.json() as TLoginResponse;
    expect(session.user.id).toBe(who.id);
    expect(session.user.secondFactor).toEqual({ required: false, enrolled: true });
    const me = await app.inject({ url: '/v2/users/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(await eventsOf(who.id, 'auth.signedIn')).toBe(before! + 1);

    // The challenge is spent; a new one with the same code (same time step) is refused.
    const reused = await secondFactor(app, { challenge, method: 'totp', code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    const next = await challengeOf(who.email, who.password);
    const replayed = await secondFactor(app, { challenge: next, method: 'totp', code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'SECOND_FACTOR_CODE_INVALID', attemptsLeft: 4 });
    // One step of drift either way is accepted (a phone's clock a little off): two steps later,
    // the code of the step before now passes (it is newer than the one used).
    clock.next();
    clock.next();
    const late = await secondFactor(app, {
      challenge: next,
      method: 'totp',
      code: totpCode(who.secret, clock.now() - 30_000),
    });
    expect(late.statusCode).toBe(200);
    const tooEarly = await challengeOf(who.email, who.password);
    const far = await secondFactor(app, {
      challenge: tooEarly,
      method: 'totp',
      code: totpCode(who.secret, clock.now() + 90_000),
    });
    expect(far.statusCode).toBe(401);
    const ahead = await secondFactor(app, {
      challenge: tooEarly,
      method: 'totp',
      code: totpCode(who.secret, clock.now() + 30_000),
    });
    expect(ahead.statusCode).toBe(200);
  });

  it('counts wrong codes: the challenge dies at the fifth, the failures are logged, the limiter stops the sixth', async () => {
    const who = await withTotp();
    const challenge = await challengeOf(who.email, who.password);
    const wrong = (n: number) =>
      String((Number(totpCode(who.secret, clock.now())) + n) % 1_000_000).padStart(6, '0');
    const lefts: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await secondFactor(
        app,
        { challenge, method: 'totp', code: wrong(i) },
        { 'accept-language': 'de' },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SECOND_FACTOR_CODE_INVALID');
      expect(res.json().message).toMatch(/Code/);
      lefts.push(res.json().attemptsLeft as number);
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    const dead = await secondFactor(app, {
      challenge,
      method: 'totp',
      code: totpCode(who.secret, clock.next()),
    });
    expect(dead.json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    expect(await eventsOf(who.id, 'auth.signInFailed')).toBe(5);
    // Five failures of this person from this address: even the right code waits (429).
    const fresh = await challengeOf(who.email, who.password);
    const limited = await secondFactor(app, {
      challenge: fresh,
      method: 'totp',
      code: totpCode(who.secret, clock.next()),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not blocked by it.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v2/auth/second-factor',
      remoteAddress: '203.0.113.9',
      payload: { challenge: fresh, method: 'totp', code: totpCode(who.secret, clock.next()) },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('accepts a recovery code once, in any case and without its dash; a new set voids the old', async () => {
    const who = await withTotp();
    const [first, second, third] = who.recoveryCodes as [string, string, string];
    const one = await secondFactor(app, {
      challenge: await challengeOf(who.email, who.password),
      method: 'recovery',
      code: first.toUpperCase().replace('-', ''),
    });
    expect(one.statusCode).toBe(200);
    const session = one.json() as TLoginResponse;
    const twice = await secondFactor(app, {
      challenge: await challengeOf(who.email, who.password),
      method: 'recovery',
      code: first,
    });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().code).toBe('SECOND_FACTOR_CODE_INVALID');
    const overview = (
      await app.inject({ url: '/v2/security', headers: bearer(session.token) })
    ).json();
    expect(overview.recoveryCodesLeft).toBe(9);

    const renewed = await app.inject({
      method: 'POST',
      url: '/v2/security/recovery-codes',
      headers: who.headers,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(second);
    expect(await eventsOf(who.id, 'security.recoveryCodesRegenerated')).toBe(1);
    const old = await secondFactor(app, {
      challenge: await challengeOf(who.email, who.password),
      method: 'recovery',
      code: third,
    });
    expect(old.statusCode).toBe(401);
    const ok = await secondFactor(app, {
      challenge: await challengeOf(who.email, who.password),
      method: 'recovery',
      code: fresh[0]!,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('turns the app off with the password or a current code, never with a wrong one', async () => {
    const who = await withTotp();
    const none = await app.inject({
      method: 'DELETE',
      url: '/v2/security/totp',
      headers: who.headers,
      payload: {},
    });
    expect(none.json().code).toBe('SECOND_FACTOR_PROOF_REQUIRED');
    const badPassword = await app.inject({
      method: 'DELETE',
      url: '/v2/security/totp',
      headers: who.headers,
      payload: { password: 'not-the-password' },
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().code).toBe('PASSWORD_WRONG');
    const badCode = await app.inject({
      method: 'DELETE',
      url: '/v2/security/totp',
      headers: who.headers,
      payload: { code: totpCode(who.secret, clock.now() + 10 * 60_000) },
    });
    expect(badCode.json().code).toBe('SECOND_FACTOR_CODE_WRONG');
    const off = await app.inject({
      method: 'DELETE',
      url: '/v2/security/totp',
      headers: who.headers,
      payload: { code: totpCode(who.secret, clock.next()) },
    });
    expect(off.statusCode).toBe(204);
    expect(await eventsOf(who.id, 'security.totpDisabled')).toBe(1);
    // The password alone signs in again; the recovery codes went with the app.
    const plain = await login(app, who.email, who.password);
    expect(plain.json()).toHaveProperty('token');
    const overview = (await app.inject({ url: '/v2/security', headers: who.headers })).json();
    expect(overview).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });

    const again = await withTotp();
    const byPassword = await app.inject({
      method: 'DELETE',
      url: '/v2/security/totp',
      headers: again.headers,
      payload: { password: again.password },
    });
    expect(byPassword.statusCode).toBe(204);
  });
});
