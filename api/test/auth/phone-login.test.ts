import en from '@portal/shared/i18n/catalogs/en-us';
import deliveryDe from '@portal/shared/i18n/delivery/de';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { hashedKeyPart } from '../../src/limits/redis-keys';
import { CODE_RULES, createOneTimeCodes } from '../../src/auth/one-time-codes';
import { TEXT_LIMITS } from '../../src/delivery/text-budget';
import { nextAddress } from '../app-helper';
import { REDIS_AVAILABLE, TEST_REDIS_URL, createAccount, describeEachDb, login } from '../helper';

/** A unique valid UK mobile number (07911 123xxx). */
let counter = 0;
function uniquePhone(): string {
  counter += 1;
  const tail = String((process.pid * 7 + counter * 13) % 1000).padStart(3, '0');
  return `+44 7911 123${tail}`;
}
const e164Of = (phone: string) => phone.replaceAll(' ', '');

/**
 * The settings calls that prove an account's number: signed in by e-mail, the account asks for a
 * code on its phone and confirms it (the phone's holder reads it from the outbox).
 */
function phoneProof(app: FastifyInstance) {
  async function signedIn(overrides: Record<string, unknown> = {}) {
    const account = await createAccount(app, overrides);
    const res = await login(app, account.email, account.password);
    if (res.statusCode !== 200) throw new Error(`no e-mail login: ${res.body}`);
    const auth = { authorization: `Bearer ${res.json().token as string}` };
    // Each customer at an address of its own: the per-address budget is not what is tested here.
    return { ...account, auth, remoteAddress: nextAddress() };
  }
  type Signed = Awaited<ReturnType<typeof signedIn>>;
  const requestProof = (who: Signed, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/v2/users/${who.id}/requestPhoneVerification`,
      headers: who.auth,
      payload,
      remoteAddress: who.remoteAddress,
    });
  const confirmProof = (who: Signed, code: string) =>
    app.inject({
      method: 'POST',
      url: `/v2/users/${who.id}/validatePhoneVerification`,
      headers: who.auth,
      payload: { code },
    });
  const changePhone = (who: Signed, phone: string, password = who.password) =>
    app.inject({
      method: 'PATCH',
      url: `/v2/users/${who.id}/phone`,
      headers: who.auth,
      payload: { phone, password },
    });
  async function lastCodeTo(e164: string) {
    const [message] = await app.outbox.latest(1, e164);
    return /\b(\d{6})\b/.exec(message!.text)![1]!;
  }
  /** Proves the account's current number; throws unless it worked. */
  async function prove(who: Signed) {
    const sent = await requestProof(who);
    if (sent.statusCode !== 200) throw new Error(`no proof code: ${sent.body}`);
    const confirmed = await confirmProof(who, await lastCodeTo(sent.json().phone as string));
    if (confirmed.statusCode !== 200) throw new Error(`not proven: ${confirmed.body}`);
    return confirmed.json() as { phone: string; phoneVerified: boolean };
  }
  /** A new account whose number is proven, as a customer leaves the settings tab. */
  async function provenAccount(overrides: Record<string, unknown> = {}) {
    const who = await signedIn(overrides);
    await prove(who);
    return who;
  }
  return { signedIn, requestProof, confirmProof, changePhone, lastCodeTo, prove, provenAccount };
}

describeEachDb('phone sign-in', (ctx) => {
  let app: FastifyInstance;
  let proof: ReturnType<typeof phoneProof>;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    proof = phoneProof(app);
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
    const account = await proof.provenAccount({ phone });
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
    await proof.provenAccount({ phone });
    const res = await requestCode(phone, 'whatsapp');
    expect(res.json().channel).toBe('whatsapp');
    const { message } = await codeSentTo(phone.replaceAll(' ', ''));
    expect(message.channel).toBe('whatsapp');
  });

  it('counts wrong tries and spends the code at the fifth', async () => {
    const phone = uniquePhone();
    await proof.provenAccount({ phone });
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
    // The right code no longer works: it is spent, from this address and any other.
    const right = await validate(phone, code);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: en['errors.codeExpired'], code: 'CODE_EXPIRED' });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v2/auth/validatelogin',
      payload: { phone, code },
      remoteAddress: '10.2.0.1',
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ message: en['errors.codeExpired'], code: 'CODE_EXPIRED' });
  });

  it('five wrong codes spend the code, not the number: a new one at once, and it signs in', async () => {
    const phone = uniquePhone();
    const account = await proof.provenAccount({ phone });
    expect((await requestCode(phone)).statusCode).toBe(200);
    const { code } = await codeSentTo(e164Of(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_RULES.maxWrongTries; i++) await validate(phone, wrong);

    // No 30 s pause after a spent code: the next one goes out at once.
    const again = await requestCode(phone);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ attemptsLeft: 5 });
    const { code: next } = await codeSentTo(e164Of(phone));
    // Its own five tries: a wrong one says four are left, not "too many attempts".
    const miss = await validate(phone, next === '000000' ? '111111' : '000000');
    expect(miss.json()).toMatchObject({ code: 'CODE_INVALID', attemptsLeft: 4 });
    const res = await validate(phone, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(account.id);
    // A code that was not spent keeps the 30 s pause.
    expect((await requestCode(phone)).json().code).toBe('RESEND_TOO_SOON');
  });

  it('refuses a resend within 30 seconds with Retry-After', async () => {
    const phone = uniquePhone();
    await proof.provenAccount({ phone });
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

  describe('a phone signs in only to the account that proved it', () => {
    it('answers a number no account proved exactly like a number of no account', async () => {
      const phone = uniquePhone();
      await createAccount(app, { phone });
      const unknown = '+33 6 98 76 54 31';
      const [typed, none] = [await requestCode(phone), await requestCode(unknown)];
      expect(typed.statusCode).toBe(404);
      expect(typed.json()).toEqual(none.json());
      expect(await app.outbox.latest(1, e164Of(phone))).toEqual([]);
      const [typedCode, noneCode] = [
        await validate(phone, '123456'),
        await validate(unknown, '123456'),
      ];
      expect(typedCode.statusCode).toBe(404);
      expect(typedCode.json()).toEqual(noneCode.json());
    });

    it('two accounts typing one number: neither signs in until one proves it, then only that one', async () => {
      const phone = uniquePhone();
      const first = await proof.signedIn({ phone });
      const second = await proof.signedIn({ phone });

      // Ambiguous: refused with its own message, never resolved by which account is newer.
      for (const language of ['en-US', 'de'] as const) {
        const res = await requestCode(phone, undefined, { 'accept-language': language });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'PHONE_AMBIGUOUS',
          message: (language === 'de' ? deliveryDe : deliveryEn)['delivery.error.phoneAmbiguous'],
        });
      }
      expect(await app.outbox.latest(1, e164Of(phone))).toEqual([]);
      expect((await validate(phone, '123456')).json().code).toBe('PHONE_AMBIGUOUS');

      // The older account proves the number in its settings...
      const proven = await proof.prove(first);
      expect(proven).toMatchObject({ phone, phoneVerified: true });
      expect((await me(second)).phoneVerified).toBe(false);

      // ...and from then on the number signs in to it alone, though the other one is newer.
      expect((await requestCode(phone)).statusCode).toBe(200);
      const signedIn = await validate(phone, await proof.lastCodeTo(e164Of(phone)));
      expect(signedIn.json()).toMatchObject({ user: { id: first.id, phoneVerified: true } });
    });

    it('refuses with 409 to prove a number another account has proven, before any code is sent', async () => {
      const phone = uniquePhone();
      const owner = await proof.provenAccount({ phone });
      const other = await proof.signedIn({ phone: e164Of(phone) });
      const before = await app.outbox.latest(1, e164Of(phone));

      const res = await proof.requestProof(other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'PHONE_PROVEN_ELSEWHERE',
        message: deliveryEn['delivery.error.phoneProvenElsewhere'],
      });
      expect(await app.outbox.latest(1, e164Of(phone))).toEqual(before);
      expect((await me(other)).phoneVerified).toBe(false);
      expect((await me(owner)).phoneVerified).toBe(true);
    });

    it('refuses with 409 a code confirmed after another account proved the number first', async () => {
      const phone = uniquePhone();
      const [late, early] = [await proof.signedIn({ phone }), await proof.signedIn({ phone })];
      expect((await proof.requestProof(late)).statusCode).toBe(200);
      const lateCode = await proof.lastCodeTo(e164Of(phone));
      await proof.prove(early);

      const res = await proof.confirmProof(late, lateCode);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PHONE_PROVEN_ELSEWHERE');
      expect((await me(late)).phoneVerified).toBe(false);
    });

    it('binds a code to the account that asked for it', async () => {
      const phone = uniquePhone();
      const [asker, thief] = [await proof.signedIn({ phone }), await proof.signedIn({ phone })];
      await proof.requestProof(asker);
      const res = await proof.confirmProof(thief, await proof.lastCodeTo(e164Of(phone)));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('CODE_EXPIRED');
      expect((await me(thief)).phoneVerified).toBe(false);
    });

    it('changing the phone removes its proof; the old number is free to prove again', async () => {
      const phone = uniquePhone();
      const owner = await proof.provenAccount({ phone });
      const heir = await proof.signedIn({ phone });

      // The same number typed another way is no change: the proof stays.
      const respaced = await proof.changePhone(owner, e164Of(phone));
      expect(respaced.statusCode).toBe(200);
      expect(respaced.json()).toMatchObject({ phone: e164Of(phone), phoneVerified: true });

      const newPhone = uniquePhone();
      const changed = await proof.changePhone(owner, newPhone);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ phone: newPhone, phoneVerified: false });
      // Neither number signs in now: the old one is only the heir's, unproven; the new one too.
      expect((await requestCode(phone)).statusCode).toBe(404);
      expect((await requestCode(newPhone)).statusCode).toBe(404);

      await proof.prove(heir);
      expect((await requestCode(phone)).statusCode).toBe(200);
      const signedIn = await validate(phone, await proof.lastCodeTo(e164Of(phone)));
      expect(signedIn.json().user.id).toBe(heir.id);
    });

    it('changes the phone only with the password, and only to a number that can receive codes', async () => {
      const phone = uniquePhone();
      const owner = await proof.provenAccount({ phone });
      const wrong = await proof.changePhone(owner, uniquePhone(), 'not-my-password-1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'PASSWORD_WRONG',
        fields: { password: en['errors.passwordWrong'] },
      });
      const invalid = await proof.changePhone(owner, '+1 555 123 4567');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields).toEqual({ phone: en['validation.phone.invalid'] });
      // With the national 0 the digits are not the international number: sign-in would never match.
      const trunk = await proof.changePhone(owner, '+44 (0)7911 123456');
      expect(trunk.statusCode).toBe(400);
      expect(trunk.json().fields).toEqual({ phone: en['validation.phone.invalid'] });
      expect(await me(owner)).toMatchObject({ phone, phoneVerified: true });
    });

    it('answers 404 for another account’s id, and asks for a valid number before sending', async () => {
      const owner = await proof.signedIn({ phone: uniquePhone() });
      const other = await proof.signedIn({ phone: uniquePhone() });
      const theirs = await app.inject({
        method: 'POST',
        url: `/v2/users/${other.id}/requestPhoneVerification`,
        headers: owner.auth,
        payload: {},
      });
      expect(theirs.statusCode).toBe(404);
      // Sign-up takes any well-formed text; a number no phone can have cannot be proven.
      const undialable = await proof.signedIn({ phone: '+1 555 123 4567' });
      const res = await proof.requestProof(undialable);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PHONE_INVALID',
        fields: { phone: en['validation.phone.invalid'] },
      });
    });

    it('limits codes: one per 30 s, five per hour for a number across accounts, three per free account', async () => {
      const phone = uniquePhone();
      const first = await proof.signedIn({ phone });
      expect((await proof.requestProof(first)).statusCode).toBe(200);
      expect((await proof.requestProof(first)).json().code).toBe('RESEND_TOO_SOON');
      for (let i = 1; i < TEXT_LIMITS.perNumber.hour; i++) {
        const another = await proof.signedIn({ phone });
        expect((await proof.requestProof(another)).statusCode).toBe(200);
      }
      const sixth = await proof.requestProof(await proof.signedIn({ phone }));
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('TOO_MANY_TEXTS_TO_NUMBER');

      // One free account cycling through numbers.
      const cycler = await proof.signedIn({ phone: uniquePhone() });
      for (let i = 0; i < TEXT_LIMITS.unpaidAccount.hour; i++) {
        expect((await proof.changePhone(cycler, uniquePhone())).statusCode).toBe(200);
        expect((await proof.requestProof(cycler)).statusCode).toBe(200);
      }
      await proof.changePhone(cycler, uniquePhone());
      const over = await proof.requestProof(cycler);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_TEXTS_FROM_ACCOUNT');
    });
  });

  async function me(who: { auth: Record<string, string> }) {
    return (await app.inject({ url: '/v2/users/me', headers: who.auth })).json() as {
      phone: string;
      phoneVerified: boolean;
    };
  }
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
    await phoneProof(a).provenAccount({ phone });
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
      // Its name holds the recipient's digest, never the number.
      const ttl = await redis.pttl(`otp:${hashedKeyPart(`test:${recipient}`)}`);
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

  it('lifts the resend pause when a code is spent by wrong tries, within the hourly cap', async () => {
    const codes = createOneTimeCodes(redis);
    const recipient = `+4477006${Date.now() % 100000}`;
    for (let send = 0; send < CODE_RULES.sendsPerHour; send++) {
      const { code } = await codes.issue('test', recipient);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < CODE_RULES.maxWrongTries; i++)
        await codes.verify('test', recipient, wrong).catch(() => undefined);
    }
    // Five sends in the hour: a sixth is refused even right after a spent code.
    await expect(codes.issue('test', recipient)).rejects.toMatchObject({
      code: 'TOO_MANY_CODE_REQUESTS',
    });
    // A code that was not spent keeps the 30 s pause.
    const other = `+4477005${Date.now() % 100000}`;
    await codes.issue('test', other);
    await expect(codes.issue('test', other)).rejects.toMatchObject({ code: 'RESEND_TOO_SOON' });
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

/** Migration 009 on data the newest-account rule left behind. */
describeEachDb(
  'migration 009: proofs made before a phone proved its account',
  { schema: 'empty' },
  (ctx) => {
    const dirs: string[] = [];
    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });
    /** A folder with the migrations before 009, and 009 itself when asked. */
    function migrationsDir(with009: boolean) {
      const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      dirs.push(dir);
      for (const name of readdirSync(MIGRATIONS_DIR)) {
        if (name < '009' || (with009 && name.startsWith('009_')))
          copyFileSync(join(MIGRATIONS_DIR, name), join(dir, name));
      }
      return dir;
    }

    it('keeps only proofs made while their account was the only one with the number', async () => {
      const db = ctx.db();
      await migrate(db, migrationsDir(false));
      const hours = (n: number) => new Date(Date.UTC(2026, 0, 1, n)).toISOString();
      const accounts: Array<[string, string, string, string | null]> = [
        // name, phone as typed, created at, proven at
        ['alone', '+44 7911 100001', hours(0), hours(1)],
        ['first', '+44 7911 100002', hours(0), hours(1)],
        ['later', '+447911100002', hours(2), hours(3)], // proven while "first" existed
        ['typed', '+44 7911 100003', hours(0), null],
        ['newest', '+44 7911 100003', hours(1), hours(2)], // the old rule's pick: not a proof of intent
        ['both-a', '+44 7911 100004', hours(0), hours(3)],
        ['both-b', '+44 7911 100004', hours(1), hours(2)],
        ['never', '+44 7911 100005', hours(0), null],
      ];
      for (const [name, phone, createdAt, provenAt] of accounts) {
        await db.query(
          `INSERT INTO accounts (email, first_name, last_name, phone, password_hash, origin,
                               created_at, phone_verified_at)
         VALUES ($1, $2, 'Test', $3, 'x', 'realty', $4, $5)`,
          [
            `${name}-${randomBytes(3).toString('hex')}@example.com`,
            name,
            phone,
            createdAt,
            provenAt,
          ],
        );
      }

      expect(await migrate(db, migrationsDir(true))).toEqual(['009_proven_phones.sql']);

      const rows = await db.query<{ first_name: string; proven: boolean }>(
        `SELECT first_name, phone_verified_at IS NOT NULL AS proven FROM accounts
       WHERE first_name = ANY($1) ORDER BY first_name`,
        [accounts.map(([name]) => name)],
      );
      expect(Object.fromEntries(rows.map((r) => [r.first_name, r.proven]))).toEqual({
        alone: true,
        first: true,
        later: false,
        typed: false,
        newest: false,
        'both-a': false,
        'both-b': false,
        never: false,
      });

      // From now on the database itself keeps a proof to one account and to its number.
      await expect(
        db.query("UPDATE accounts SET phone_verified_at = now() WHERE first_name = 'later'"),
      ).rejects.toMatchObject({ code: '23505' });
      await db.query("UPDATE accounts SET phone = '+44 7911 10 00 01' WHERE first_name = 'alone'");
      await db.query("UPDATE accounts SET phone = '+44 7911 100009' WHERE first_name = 'first'");
      const after = await db.query<{ first_name: string; proven: boolean }>(
        `SELECT first_name, phone_verified_at IS NOT NULL AS proven FROM accounts
       WHERE first_name IN ('alone', 'first') ORDER BY first_name`,
      );
      expect(after).toEqual([
        { first_name: 'alone', proven: true },
        { first_name: 'first', proven: false },
      ]);
    });
  },
);
