import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_SENDS_PER_ACCOUNT_HOUR } from '../../src/accounts/account-settings';
import { CODE_RULES } from '../../src/auth/one-time-codes';
import { createAccount, describeEachDb, login, uniqueEmail } from '../helper';

const en = platformEn;

describeEachDb('settings: e-mail and password change', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  /** A new account, signed in; each test has its own, so limits never leak between tests. */
  async function signedIn(ip = '10.7.0.1') {
    const account = await createAccount(app);
    const res = await login(app, account.email, account.password, { remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const { token, refreshToken } = res.json() as { token: string; refreshToken: string };
    return { ...account, token, refreshToken, auth: { authorization: `Bearer ${token}` } };
  }
  type Signed = Awaited<ReturnType<typeof signedIn>>;

  const requestChange = (
    who: Signed,
    body: Record<string, unknown>,
    { id = who.id, ip = '10.7.0.1' } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/v2/users/${id}/requestEmailChange`,
      headers: who.auth,
      payload: { currentEmail: who.email, password: who.password, ...body },
      remoteAddress: ip,
    });
  const validateChange = (who: Signed, newEmail: string, code: string, id = who.id) =>
    app.inject({
      method: 'POST',
      url: `/v2/users/${id}/validateEmailChange`,
      headers: who.auth,
      payload: { newEmail, code },
    });
  const changePassword = (who: Signed, body: Record<string, unknown>, id = who.id) =>
    app.inject({
      method: 'PATCH',
      url: `/v2/users/${id}/password`,
      headers: who.auth,
      payload: body,
      remoteAddress: '10.7.0.1',
    });

  async function codeSentTo(email: string) {
    const [mail] = await app.outbox.latest(1, email);
    expect(mail?.subject).toMatch(/Your code to confirm your new e-mail/);
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  }
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('e-mail change', () => {
    it('mails a code to the new address; the code makes it the sign-in e-mail and tells the old one', async () => {
      const who = await signedIn();
      const newEmail = uniqueEmail('new');
      const sent = await requestChange(who, { newEmail: newEmail.toUpperCase() });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        newEmail,
        expiresIn: CODE_RULES.ttlSeconds,
        resendIn: CODE_RULES.resendAfterSeconds,
        attemptsLeft: CODE_RULES.maxWrongTries,
      });
      const code = await codeSentTo(newEmail);

      const done = await validateChange(who, newEmail, code);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ id: who.id, email: newEmail });

      const me = await app.inject({ url: '/v2/users/me', headers: who.auth });
      expect(me.json().email).toBe(newEmail);
      expect((await login(app, newEmail, who.password)).statusCode).toBe(200);
      expect((await login(app, who.email, who.password)).statusCode).toBe(401);

      const [notice] = await app.outbox.latest(1, who.email);
      expect(notice?.subject).toBe('The e-mail of your Property Video account was changed');
      expect(notice?.text).toContain(newEmail);
    });

    it('spends the code: the same code twice changes nothing the second time', async () => {
      const who = await signedIn();
      const newEmail = uniqueEmail('once');
      await requestChange(who, { newEmail });
      const code = await codeSentTo(newEmail);
      expect((await validateChange(who, newEmail, code)).statusCode).toBe(200);
      const again = await validateChange(who, newEmail, code);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({
        code: 'CODE_EXPIRED',
        message: en['errors.codeExpired'],
      });
    });

    it('counts wrong codes like sign-in codes: four say so, the fifth spends the code', async () => {
      const who = await signedIn();
      const newEmail = uniqueEmail('tries');
      await requestChange(who, { newEmail });
      const code = await codeSentTo(newEmail);
      for (let left = CODE_RULES.maxWrongTries - 1; left > 0; left--) {
        const res = await validateChange(who, newEmail, wrongCode(code));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'CODE_INVALID', attemptsLeft: left });
      }
      const fifth = await validateChange(who, newEmail, wrongCode(code));
      expect(fifth.json()).toMatchObject({
        code: 'CODE_TOO_MANY_TRIES',
        message: en['errors.codeTooManyTries'],
        attemptsLeft: 0,
      });
      // Even the right code is refused now, and the address did not change.
      expect((await validateChange(who, newEmail, code)).json().code).toBe('CODE_EXPIRED');
      const me = await app.inject({ url: '/v2/users/me', headers: who.auth });
      expect(me.json().email).toBe(who.email);
    });

    it('binds the code to its address: another new address or another account cannot use it', async () => {
      const who = await signedIn();
      const other = await signedIn();
      const newEmail = uniqueEmail('bound');
      await requestChange(who, { newEmail });
      const code = await codeSentTo(newEmail);
      expect((await validateChange(who, uniqueEmail('swap'), code)).statusCode).toBe(401);
      expect((await validateChange(other, newEmail, code)).statusCode).toBe(401);
    });

    it('refuses a second code within 30 seconds, then more than the hourly sends of one account', async () => {
      const who = await signedIn('10.7.0.2');
      const newEmail = uniqueEmail('again');
      expect((await requestChange(who, { newEmail }, { ip: '10.7.0.2' })).statusCode).toBe(200);
      const soon = await requestChange(who, { newEmail }, { ip: '10.7.0.2' });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().code).toBe('RESEND_TOO_SOON');
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

      for (let i = 1; i < EMAIL_CHANGE_SENDS_PER_ACCOUNT_HOUR; i++) {
        const res = await requestChange(who, { newEmail: uniqueEmail('n') }, { ip: '10.7.0.2' });
        expect(res.statusCode).toBe(200);
      }
      const capped = await requestChange(who, { newEmail: uniqueEmail('n') }, { ip: '10.7.0.2' });
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toMatchObject({
        code: 'TOO_MANY_EMAIL_CODES',
        message: en['errors.tooManyEmailCodes'],
      });
    });

    it('refuses a taken address, a wrong current e-mail and a wrong password at their fields, sending nothing', async () => {
      const who = await signedIn();
      const taken = await createAccount(app);
      const newEmail = uniqueEmail('nope');

      const takenRes = await requestChange(who, { newEmail: taken.email });
      expect(takenRes.statusCode).toBe(409);
      expect(takenRes.json()).toMatchObject({
        code: 'NEW_EMAIL_TAKEN',
        fields: { newEmail: en['errors.newEmailTaken'] },
      });

      const wrongEmail = await requestChange(who, { newEmail, currentEmail: 'me@elsewhere.test' });
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json()).toMatchObject({
        code: 'CURRENT_EMAIL_WRONG',
        fields: { currentEmail: en['errors.currentEmailWrong'] },
      });

      const wrongPassword = await requestChange(who, { newEmail, password: 'not-it-123' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toMatchObject({
        code: 'PASSWORD_WRONG',
        fields: { password: en['errors.passwordWrong'] },
      });

      const same = await requestChange(who, { newEmail: who.email.toUpperCase() });
      expect(same.statusCode).toBe(400);
      expect(same.json().fields).toEqual({ newEmail: en['validation.newEmail.same'] });

      const badCode = await validateChange(who, newEmail, '12ab');
      expect(badCode.json().fields).toEqual({ code: en['validation.code.format'] });

      expect(await app.outbox.latest(5, newEmail)).toEqual([]);
      expect(await app.outbox.latest(5, taken.email)).toEqual([]);
    });

    it('counts wrong passwords with the sign-in limiter: the sixth from one address is refused', async () => {
      const who = await signedIn('10.7.0.3');
      for (let i = 0; i < 5; i++) {
        const res = await requestChange(
          who,
          { newEmail: uniqueEmail('g'), password: `guess-${i}-x` },
          { ip: '10.7.0.3' },
        );
        expect(res.json().code).toBe('PASSWORD_WRONG');
      }
      const blocked = await requestChange(who, { newEmail: uniqueEmail('g') }, { ip: '10.7.0.3' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('answers 404 for another account’s id, and changes nothing there', async () => {
      const who = await signedIn();
      const victim = await signedIn();
      const newEmail = uniqueEmail('steal');
      const res = await requestChange(
        who,
        { currentEmail: victim.email, password: victim.password, newEmail },
        { id: victim.id },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect((await validateChange(who, newEmail, '123456', victim.id)).statusCode).toBe(404);
      expect(await app.outbox.latest(5, newEmail)).toEqual([]);
    });
  });

  describe('password change', () => {
    it('changes the password, signs out every other session but this one, and sends a notice', async () => {
      const who = await signedIn();
      const other = await login(app, who.email, who.password);
      const otherTokens = other.json() as { token: string; refreshToken: string };

      const res = await changePassword(who, {
        currentPassword: who.password,
        newPassword: 'brand-new-99',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'Your password has been changed. Every other session was signed out.',
      );

      // This session goes on; the other one is out at its next call and cannot refresh.
      expect((await app.inject({ url: '/v2/users/me', headers: who.auth })).statusCode).toBe(200);
      const otherMe = await app.inject({
        url: '/v2/users/me',
        headers: { authorization: `Bearer ${otherTokens.token}` },
      });
      expect(otherMe.statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/v2/auth/refreshtoken',
        payload: { id: who.id, refreshToken: otherTokens.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      const ownRefresh = await app.inject({
        method: 'POST',
        url: '/v2/auth/refreshtoken',
        payload: { id: who.id, refreshToken: who.refreshToken },
      });
      expect(ownRefresh.statusCode).toBe(200);

      expect((await login(app, who.email, 'brand-new-99')).statusCode).toBe(200);
      expect((await login(app, who.email, who.password)).statusCode).toBe(401);
      const [notice] = await app.outbox.latest(1, who.email);
      expect(notice?.subject).toBe('Your Property Video password was changed');
    });

    it('refuses a wrong current password, a weak or unchanged new one, at their fields', async () => {
      const who = await signedIn();
      const wrong = await changePassword(who, {
        currentPassword: 'not-mine-1',
        newPassword: 'brand-new-99',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'PASSWORD_WRONG',
        fields: { currentPassword: en['errors.passwordWrong'] },
      });

      const weak = await changePassword(who, {
        currentPassword: who.password,
        newPassword: 'nodigits',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields).toEqual({ newPassword: en['validation.password.digit'] });

      const same = await changePassword(who, {
        currentPassword: who.password,
        newPassword: who.password,
      });
      expect(same.json().fields).toEqual({ newPassword: en['validation.newPassword.same'] });

      // Nothing changed: the password still signs in, and no notice went out.
      expect((await login(app, who.email, who.password)).statusCode).toBe(200);
      expect(
        (await app.outbox.latest(5, who.email)).filter((m) =>
          /password was changed/.test(m.subject ?? ''),
        ),
      ).toEqual([]);
    });

    it('answers 404 for another account’s id, even with that account’s password', async () => {
      const who = await signedIn();
      const victim = await signedIn();
      const res = await changePassword(
        who,
        { currentPassword: victim.password, newPassword: 'taken-over-1' },
        victim.id,
      );
      expect(res.statusCode).toBe(404);
      expect((await login(app, victim.email, victim.password)).statusCode).toBe(200);
    });

    it('wants a token: without one the calls answer 401', async () => {
      const who = await signedIn();
      const res = await app.inject({
        method: 'PATCH',
        url: `/v2/users/${who.id}/password`,
        payload: { currentPassword: who.password, newPassword: 'brand-new-99' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
