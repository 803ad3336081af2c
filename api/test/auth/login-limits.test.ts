import en from '@portal/shared/i18n/catalogs/en-us';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, loadConfig } from '../../src/config';
import { LOGIN_LIMITS } from '../../src/auth/login-limiter';
import {
  REDIS_AVAILABLE,
  TEST_REDIS_URL,
  createAccount,
  describeEachDb,
  login,
  uniqueEmail,
} from '../helper';

const statuses = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (count, code) => ({ ...count, [code]: (count[code] ?? 0) + 1 }),
    {},
  );

describeEachDb('login limits', (ctx) => {
  const redisKeyPrefix = `test-login-${process.pid}-${Date.now()}:`;
  afterAll(async () => {
    if (!REDIS_AVAILABLE) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const stores = [
    ['in memory', {}],
    ...(REDIS_AVAILABLE
      ? [['in Redis', { redisUrl: TEST_REDIS_URL, redisKeyPrefix }] as const]
      : []),
  ] as const;

  describe.each(stores)('%s', (_store, overrides) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await ctx.buildTestApp(overrides);
    });

    it('30 concurrent wrong passwords from one address: exactly 5 × 401 and 25 × 429', async () => {
      const account = await createAccount(app);
      const ip = { remoteAddress: '10.30.0.1' };
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => login(app, account.email, 'wrong-password-1', ip)),
      );
      expect(statuses(answers.map((res) => res.statusCode))).toEqual({ 401: 5, 429: 25 });
    });

    it('the right password sent among 30 concurrent guesses does not log in', async () => {
      const account = await createAccount(app);
      const ip = { remoteAddress: '10.30.0.2' };
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(app, account.email, i === 29 ? account.password : 'wrong-password-1', ip),
        ),
      );
      expect(statuses(answers.map((res) => res.statusCode))).toEqual({ 401: 5, 429: 25 });
      expect(answers[29]!.statusCode).toBe(429);
    });

    it('a success clears the count of that account from that address', async () => {
      const account = await createAccount(app);
      const ip = { remoteAddress: '10.30.0.3' };
      for (let i = 0; i < 4; i++) await login(app, account.email, 'wrong-password-1', ip);
      expect((await login(app, account.email, account.password, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await login(app, account.email, 'wrong-password-1', ip)).statusCode).toBe(401);
      }
    });
  });

  it('caps the failures of one account across addresses and slows them down first', async () => {
    const app = await ctx.buildTestApp();
    const account = await createAccount(app);
    // 105 guesses from 21 addresses, 5 each, all at once: 100 are checked, 5 refused.
    const answers = await Promise.all(
      Array.from({ length: 105 }, (_, i) =>
        login(app, account.email, 'wrong-password-1', { remoteAddress: `10.31.0.${i % 21}` }),
      ),
    );
    expect(statuses(answers.map((res) => res.statusCode))).toEqual({ 401: 100, 429: 5 });
  });

  it('delays each attempt more once an account has many failures', async () => {
    const app = await ctx.buildTestApp();
    const account = await createAccount(app);
    const { slowAfter, stepMs } = LOGIN_LIMITS.perAccount;
    const attempt = async (i: number) => {
      const started = performance.now();
      await login(app, account.email, 'wrong-password-1', { remoteAddress: `10.32.0.${i}` });
      return performance.now() - started;
    };
    for (let i = 1; i <= slowAfter; i++) await attempt(i);
    await attempt(slowAfter + 1);
    expect(await attempt(slowAfter + 2)).toBeGreaterThanOrEqual(2 * stepMs);
    expect(await attempt(slowAfter + 3)).toBeGreaterThanOrEqual(3 * stepMs);
  });

  it('refuses over-long login e-mails and passwords before counting them', async () => {
    const app = await ctx.buildTestApp();
    // A long "e-mail" is refused by its length, before any counter or database sees it.
    const huge = await login(app, `${'a'.repeat(100_000)}@example.com`, 'x');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.email).toBe(en['errors.fieldTooLong']);
    const long = await login(app, `${'a'.repeat(300)}@example.com`, 'p'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['email', 'password']);
  });

  it.skipIf(!REDIS_AVAILABLE)('keys Redis counters by a hash, never by the e-mail', async () => {
    const app = await ctx.buildTestApp({ redisUrl: TEST_REDIS_URL, redisKeyPrefix });
    const email = uniqueEmail('hashed');
    await login(app, email, 'wrong-password-1', { remoteAddress: '10.33.0.1' });
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}login:*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key.length).toBeLessThan(120);
    }
  });

  describe('behind the compose nginx', () => {
    // The value docker-compose.yml gives the API replicas.
    const composeValue = /TRUST_PROXY:\s*'?([^'\n]+)'?/.exec(
      readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'),
    )?.[1];
    const nginx = '172.20.0.9';
    /** What nginx sends: the client's own X-Forwarded-For, then the address nginx saw. */
    const throughNginx = (clientHeader: string | null, clientAddress: string) => ({
      remoteAddress: nginx,
      headers: {
        'x-forwarded-for': clientHeader ? `${clientHeader}, ${clientAddress}` : clientAddress,
      },
    });

    it('takes the address nginx saw, not one the client wrote', async () => {
      expect(composeValue).toBeDefined();
      const app = await ctx.buildTestApp({
        trustProxy: loadConfig({ TRUST_PROXY: composeValue }).trustProxy,
      });
      const account = await createAccount(app);
      const attacker = '198.51.100.7';
      for (let i = 0; i < 5; i++) {
        const forged = throughNginx(`203.0.113.${i}`, attacker);
        expect((await login(app, account.email, 'wrong-password-1', forged)).statusCode).toBe(401);
      }
      // A sixth forged address does not buy another guess...
      const sixth = throughNginx('203.0.113.99', attacker);
      expect((await login(app, account.email, account.password, sixth)).statusCode).toBe(429);
      // ...and naming the victim's address did not lock the victim out.
      const victim = throughNginx(null, '203.0.113.1');
      expect((await login(app, account.email, account.password, victim)).statusCode).toBe(200);
    });
  });
});
