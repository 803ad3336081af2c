import platformEn from '@portal/shared/i18n/catalogs/en-us';
import deliveryDe from '@portal/shared/i18n/delivery/de';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_LIMITS } from '../../src/auth/password-recovery';
import { createAccount, describeEachDb, login, uniqueEmail } from '../helper';
import { startSmtpServer } from '../support/smtp';

const en = { ...platformEn, ...deliveryEn };

describeEachDb('password recovery', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({ publicUrl: 'http://portal.test' });
  });

  const askLink = (email: string, ip = '10.1.0.1') =>
    app.inject({
      method: 'POST',
      url: '/v2/auth/email/recovery',
      payload: { email },
      remoteAddress: ip,
    });
  const recover = (token: string, password: string, confirmPassword = password) =>
    app.inject({
      method: 'POST',
      url: '/v2/auth/recovery',
      payload: { token, password, confirmPassword },
    });

  /** The link is sent after the answer: wait for it as a person waits for the e-mail. */
  async function mailTo(email: string, subject: string) {
    for (let i = 0; i < 50; i++) {
      const found = (await app.outbox.latest(10, email)).find((m) => m.subject === subject);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no "${subject}" e-mail to ${email}`);
  }
  const tokenOf = (text: string) => /#\/recover\?token=([\w-]+)/.exec(text)![1]!;

  it('answers an unknown address exactly like a known one, in the same time', async () => {
    // A mail server that takes 1.5 s per message: were the link sent before the answer, the
    // known address would answer that much later (the margins allow for a busy machine).
    const slowSmtp = await startSmtpServer({ delayMs: 1500 });
    try {
      const slowApp = await ctx.buildTestApp({
        publicUrl: 'http://portal.test',
        mail: { smtpUrl: slowSmtp.url, from: 'portal@example.com' },
      });
      const account = await createAccount(slowApp);
      const timed = async (email: string, ip: string) => {
        const start = performance.now();
        const res = await slowApp.inject({
          method: 'POST',
          url: '/v2/auth/email/recovery',
          payload: { email },
          remoteAddress: ip,
        });
        return { res, ms: performance.now() - start };
      };
      await timed(uniqueEmail('warm-up'), '10.1.1.3');
      const known = await timed(account.email, '10.1.1.1');
      const unknown = await timed(uniqueEmail('nobody'), '10.1.1.2');
      expect(known.res.statusCode).toBe(200);
      expect(unknown.res.statusCode).toBe(200);
      expect(unknown.res.json()).toEqual(known.res.json());
      expect(known.res.json().message).toBe(en['delivery.notice.recoverySent']);
      expect(known.ms).toBeLessThan(1000);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(700);
      // The link does go out, after the answer.
      for (let i = 0; i < 80 && slowSmtp.received.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(slowSmtp.received.map((m) => m.envelopeTo)).toEqual([[account.email]]);
    } finally {
      await slowSmtp.close();
    }
  });

  it('sends a single-use link; the new password works, the old does not, every session ends', async () => {
    const account = await createAccount(app);
    const session = (await login(app, account.email, account.password)).json();

    expect((await askLink(account.email, '10.1.3.1')).statusCode).toBe(200);
    const mail = await mailTo(account.email, 'Set a new password for your Property Video account');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toMatch(/http:\/\/portal\.test\/#\/recover\?token=[\w-]{43}/);
    expect(mail.html).toContain('href="http://portal.test/#/recover?token=');
    const token = tokenOf(mail.text);

    const mismatch = await recover(token, 'brand-new-1', 'brand-new-2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({
      confirmPassword: en['validation.confirmPassword.mismatch'],
    });

    const done = await recover(token, 'brand-new-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: en['delivery.notice.passwordReset'] });

    expect((await login(app, account.email, 'brand-new-1')).statusCode).toBe(200);
    expect((await login(app, account.email, account.password)).statusCode).toBe(401);
    // The session that existed before is over: its access token and its refresh token.
    const me = await app.inject({
      url: '/v2/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: account.id, refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const notice = await mailTo(account.email, 'Your Property Video password was changed');
    expect(notice.text).toContain('every other session was signed out');

    const twice = await recover(token, 'another-one-2');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: en['errors.recoveryLinkInvalid'],
      code: 'RECOVERY_LINK_INVALID',
    });
  });

  it('refuses a made-up or expired token', async () => {
    expect((await recover('x'.repeat(43), 'brand-new-1')).json().code).toBe(
      'RECOVERY_LINK_INVALID',
    );
    const account = await createAccount(app);
    await askLink(account.email, '10.1.4.1');
    const token = tokenOf(
      (await mailTo(account.email, 'Set a new password for your Property Video account')).text,
    );
    await ctx
      .db()
      .query(
        "UPDATE password_recovery_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1",
        [account.id],
      );
    expect((await recover(token, 'brand-new-1')).json().code).toBe('RECOVERY_LINK_INVALID');
  });

  describe('checking a link as the page opens, without spending it', () => {
    const check = (token: string, ip = '10.1.7.1', headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/v2/auth/recovery/check',
        payload: { token },
        remoteAddress: ip,
        headers,
      });
    async function linkFor(ip: string) {
      const account = await createAccount(app);
      await askLink(account.email, ip);
      const mail = await mailTo(
        account.email,
        'Set a new password for your Property Video account',
      );
      return { account, token: tokenOf(mail.text) };
    }

    it('a live link: the seconds it stays valid, and checking twice spends nothing', async () => {
      const { account, token } = await linkFor('10.1.7.2');
      for (let i = 0; i < 2; i++) {
        const res = await check(token);
        expect(res.statusCode).toBe(200);
        expect(res.json().expiresIn).toBeGreaterThan(3500);
        expect(res.json().expiresIn).toBeLessThanOrEqual(3600);
      }
      expect((await recover(token, 'brand-new-1')).statusCode).toBe(200);
      expect((await login(app, account.email, 'brand-new-1')).statusCode).toBe(200);
    });

    it('says "used" once the link worked, "expired" after its hour, and "invalid" for a made-up one', async () => {
      const used = await linkFor('10.1.7.3');
      expect((await recover(used.token, 'brand-new-1')).statusCode).toBe(200);
      const usedRes = await check(used.token, '10.1.7.1', { 'accept-language': 'de' });
      expect(usedRes.statusCode).toBe(400);
      expect(usedRes.json()).toEqual({
        code: 'RECOVERY_LINK_USED',
        message: deliveryDe['delivery.error.recoveryLinkUsed'],
      });

      const old = await linkFor('10.1.7.4');
      await ctx
        .db()
        .query(
          "UPDATE password_recovery_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1",
          [old.account.id],
        );
      expect((await check(old.token)).json()).toEqual({
        code: 'RECOVERY_LINK_EXPIRED',
        message: en['delivery.error.recoveryLinkExpired'],
      });

      const madeUp = await check('x'.repeat(43));
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().code).toBe('RECOVERY_LINK_INVALID');
      expect((await check('')).statusCode).toBe(400);
    });

    it('is rate-limited per address like the recovery requests: 429 with Retry-After', async () => {
      for (let i = 0; i < RECOVERY_LIMITS.checksPerIp; i++) {
        expect((await check('y'.repeat(43), '10.1.8.1')).statusCode).toBe(400);
      }
      const refused = await check('y'.repeat(43), '10.1.8.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_RECOVERY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      // Another address is not held back.
      expect((await check('y'.repeat(43), '10.1.8.2')).statusCode).toBe(400);
    });
  });

  it('writes the e-mail in the language of the request when the account has none yet', async () => {
    const account = await createAccount(app);
    await app.inject({
      method: 'POST',
      url: '/v2/auth/email/recovery',
      payload: { email: account.email },
      headers: { 'accept-language': 'it' },
      remoteAddress: '10.1.5.1',
    });
    const mail = await mailTo(
      account.email,
      'Imposta una nuova password per il tuo account Property Video',
    );
    expect(mail.text).toContain('Ciao Ada,');
  });

  it('answers the sixth request for one address within an hour with 429 and Retry-After', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 5; i++) expect((await askLink(email, `10.1.6.${i}`)).statusCode).toBe(200);
    const refused = await askLink(email, '10.1.6.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_RECOVERY_REQUESTS',
      message: en['errors.tooManyRecoveryRequests'],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
