import en from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_RULES, createOneTimeCodes } from '../src/plugins/app/auth/one-time-codes';
import { REDIS_AVAILABLE, TEST_REDIS_URL, createAccount, describeEachDb } from './helper';

/** A unique valid UK mobile number (07911 123xxx). */
let counter = 0;
function uniquePhone(): string {
  counter += 1;
  const tail = String((process.pid * 7 + counter * 13) % 1000).padStart(3, '0');
  return `+44 7911 123${tail}`;
}

describeEachDb('phone sign-in', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const requestCode = (phone: string, channel?: 'sms' | 'whatsapp', headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/auth/requestlogin',
      payload: { phone, ...(channel ? { channel } : {}) },
      headers,
    });
  const validate = (phone: string, code: string) =>
    app.inject({ method: 'POST', url: '/v2/auth/validatelogin', payload: { phone, code } });
  /** The code of the newest message to this number, read from the outbox as a person would. */
  async function codeSentTo(e164: string) {
    const [message] = await app.outbox.latest(1, e164);
    return { code: /\b(\d{6})\b/.exec(message!.text)![1]!, message: message! };
  }

  it('sends a code by SMS and signs in with it, once', async () => {
    const phone = uniquePhone();
    const account = await createAccount(app, { phone });
    const e164 = phone.replaceAll(' ', '');

    const sent = await requestCode(phone, undefined, { 'accept-language': 'fr' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      phone: e164,
      channel: 'sms',
      expiresIn: 600,
      resendIn: 30,
      attemptsLeft: 5,
    });
    const { code, message } = await codeSentTo(e164);
    expect(message.channel).toBe('sms');
    expect(message.text).toBe(
      `Votre code Property Video est ${code}. Il expire dans 10 minutes. Ne le partagez jamais.`,
    );

    // Typed with other spacing: the same number.
    const res = await validate('+447911 123' + phone.slice(-3), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tokenTtl: 900, user: { id: account.id } });
    const me = await app.inject({
      url: '/v2/users/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);

    const again = await validate(phone, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('CODE_EXPIRED');
  });

  it('sends through the messaging app when asked', async () => {
    const phone = uniquePhone();
    await createAccount(app, { phone });
    const res = await requestCode(phone, 'whatsapp');
    expect(res.json().channel).toBe('whatsapp');
    const { message } = await codeSentTo(phone.replaceAll(' ', ''));
    expect(message.channel).toBe('whatsapp');
  });

  it('counts wrong tries and spends the code at the fifth', async () => {
    const phone = uniquePhone();
    await createAccount(app, { phone });
    await requestCode(phone);
    const { code } = await codeSentTo(phone.replaceAll(' ', ''));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await validate(phone, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: en['errors.codeInvalid'],
        code: 'CODE_INVALID',
        attemptsLeft: left,
      });
    }
    const fifth = await validate(phone, wrong);
    expect(fifth.json()).toMatchObject({ code: 'CODE_EXPIRED', attemptsLeft: 0 });
    // The right code no longer works either: from this address the login limit has the say
    // (five failures), from another the code is simply spent.
    const right = await validate(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v2/auth/validatelogin',
      payload: { phone, code },
      remoteAddress: '10.2.0.1',
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ message: en['errors.codeExpired'], code: 'CODE_EXPIRED' });
  });

  it('refuses a resend within 30 seconds with Retry-After', async () => {
    const phone = uniquePhone();
    await createAccount(app, { phone });
    expect((await requestCode(phone)).statusCode).toBe(200);
    const early = await requestCode(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RESEND_TOO_SOON',
      message: en['errors.resendTooSoon'],
    });
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(early.json().retryAfter).toBe(retryAfter);
  });

  it('answers "Phone number not found" for a number of no account', async () => {
    const res = await requestCode('+33 6 98 76 54 32');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Phone number not found', code: 'PHONE_NOT_FOUND' });
  });

  it('refuses a number that cannot exist with the form message', async () => {
    const res = await requestCode('+1 555 123 4567');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ phone: en['validation.phone.invalid'] });
  });
});

describeEachDb('phone sign-in on two replicas sharing Redis', (ctx) => {
  const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    if (!REDIS_AVAILABLE) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it.skipIf(!REDIS_AVAILABLE)('shares codes, tries and the resend pause', async () => {
    const options = { redisUrl: TEST_REDIS_URL, redisKeyPrefix };
    const [a, b] = [await ctx.buildTestApp(options), await ctx.buildTestApp(options)];
    const phone = uniquePhone();
    await createAccount(a, { phone });
    const post = (app: FastifyInstance, url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload });

    expect((await post(a, '/v2/auth/requestlogin', { phone })).statusCode).toBe(200);
    expect((await post(b, '/v2/auth/requestlogin', { phone })).statusCode).toBe(429);
    const [message] = await a.outbox.latest(1, phone.replaceAll(' ', ''));
    const code = /\b(\d{6})\b/.exec(message!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [a, b, a].map((app) =>
      post(app, '/v2/auth/validatelogin', { phone, code: wrong }),
    );
    const left = (await Promise.all(tries)).map((res) => res.json().attemptsLeft).sort();
    expect(left).toEqual([2, 3, 4]);
    expect((await post(b, '/v2/auth/validatelogin', { phone, code })).statusCode).toBe(200);
  });
});

/** The code rules on their own, with a clock the test moves. */
const stores: Array<[string, () => Redis | null]> = [['memory', () => null]];
if (REDIS_AVAILABLE)
  stores.push([
    'redis',
    () => new Redis(TEST_REDIS_URL, { keyPrefix: `test-otp-${process.pid}:` }),
  ]);

describe.each(stores)('one-time codes (%s)', (_kind, makeRedis) => {
  const redis = makeRedis();
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`test-otp-${process.pid}:*`);
      // keys() answers full names; del() would prefix them again.
      if (keys.length)
        await redis.del(...keys.map((k) => k.slice(`test-otp-${process.pid}:`.length)));
      redis.disconnect();
    }
  });

  it('refuses a code past its 10 minutes', async () => {
    let now = Date.now();
    const codes = createOneTimeCodes(redis, { now: () => now });
    const recipient = `+4477009${Date.now() % 100000}`;
    const { code } = await codes.issue('test', recipient);
    if (redis) {
      // Redis drops the code by itself: its time to live is the code's validity.
      const ttl = await redis.pttl(`otp:test:${recipient}`);
      expect(ttl).toBeGreaterThan(CODE_RULES.ttlSeconds * 1000 - 5000);
      expect(ttl).toBeLessThanOrEqual(CODE_RULES.ttlSeconds * 1000);
      return;
    }
    now += CODE_RULES.ttlSeconds * 1000 + 1;
    await expect(codes.verify('test', recipient, code)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('allows at most 5 sends per hour for one recipient', async () => {
    const codes = createOneTimeCodes(redis, { resendAfterSeconds: 0 });
    const recipient = `+4477008${Date.now() % 100000}`;
    for (let i = 0; i < CODE_RULES.sendsPerHour; i++) await codes.issue('test', recipient);
    const refused = await codes.issue('test', recipient).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'TOO_MANY_CODE_REQUESTS' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('gives parallel guesses one try each', async () => {
    const codes = createOneTimeCodes(redis, { resendAfterSeconds: 0 });
    const recipient = `+4477007${Date.now() % 100000}`;
    const { code } = await codes.issue('test', recipient);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        codes.verify('test', recipient, wrong).catch((error) => error.code as string),
      ),
    );
    expect(results.filter((r) => r === 'CODE_INVALID')).toHaveLength(4);
    expect(results.filter((r) => r === 'CODE_EXPIRED')).toHaveLength(4);
    await expect(codes.verify('test', recipient, code)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });
});
