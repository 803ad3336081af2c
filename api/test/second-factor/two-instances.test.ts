import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { REDIS_AVAILABLE, TEST_REDIS_URL, createAccount, describeEachDb, login } from '../helper';
import { bearer } from '../profiles-helper';
import { enableTotp, secondFactor, testClock, totpCode } from './second-factor-helper';

describeEachDb('the second factor on two API processes sharing Redis and the database', (ctx) => {
  const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    if (!REDIS_AVAILABLE) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it.skipIf(!REDIS_AVAILABLE)(
    'shares the challenge, the accepted codes and the per-person limit',
    async () => {
      const clock = testClock();
      // Two replicas of one deployment: the same Redis, database and secrets.
      const jwtSecret = randomBytes(32).toString('hex');
      const options = {
        redisUrl: TEST_REDIS_URL,
        redisKeyPrefix,
        jwtSecret,
        secondFactorKey: randomBytes(32).toString('hex'),
      };
      const [a, b] = [
        await ctx.buildTestApp(options, { now: clock.now }),
        await ctx.buildTestApp(options, { now: clock.now }),
      ];
      const account = await createAccount(a);
      const first = (await login(a, account.email, account.password)).json() as TLoginResponse;
      const { secret } = await enableTotp(a, bearer(first.token), clock);
      const challengeFrom = async (app: FastifyInstance) =>
        (await login(app, account.email, account.password)).json().challenge as string;
      const wrong = () =>
        String((Number(totpCode(secret, clock.now())) + 7) % 1_000_000).padStart(6, '0');

      // A challenge made by one process is finished on the other; its code is spent for both.
      const code = totpCode(secret, clock.next());
      const made = await challengeFrom(a);
      expect((await secondFactor(b, { challenge: made, method: 'totp', code })).statusCode).toBe(
        200,
      );
      const replay = await secondFactor(a, {
        challenge: await challengeFrom(a),
        method: 'totp',
        code,
      });
      expect(replay.json().code).toBe('SECOND_FACTOR_CODE_INVALID');

      // The failures of this person from this address add up over both: 1 (the replay) + 2 on
      // B + 2 on A is the limit, and the next try is refused whichever process it reaches.
      const onB = await challengeFrom(b);
      for (let i = 0; i < 2; i++)
        expect(
          (await secondFactor(b, { challenge: onB, method: 'totp', code: wrong() })).statusCode,
        ).toBe(401);
      const onA = await challengeFrom(a);
      for (let i = 0; i < 2; i++)
        expect(
          (await secondFactor(a, { challenge: onA, method: 'totp', code: wrong() })).statusCode,
        ).toBe(401);
      for (const app of [a, b]) {
        const limited = await secondFactor(app, {
          challenge: await challengeFrom(app),
          method: 'totp',
          code: totpCode(secret, clock.next()),
        });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
      }
    },
  );
});
