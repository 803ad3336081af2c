import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../src/delivery/text-budget';
import { addAgent, agentPhone, e164, editPayload, nextAddress, requestCode } from '../app-helper';
import { REDIS_AVAILABLE, TEST_REDIS_URL, createAccount, describeEachDb, login } from '../helper';
import { bearer, customer } from '../profiles-helper';

const PASSWORD = 'text-budget-secret-1';

/** How many texts the outbox holds for these numbers. */
async function textsTo(app: FastifyInstance, numbers: string[]) {
  let count = 0;
  for (const number of numbers) count += (await app.outbox.latest(10, e164(number))).length;
  return count;
}

/** A customer signed in by e-mail, with `phone` as its account's number; paid when `seats`. */
async function account(app: FastifyInstance, phone: string, seats?: number) {
  const created = await createAccount(app, {
    phone,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (seats !== undefined)
    await app.accountsRepository.attachSubscription(created.id, {
      provider: 'local',
      status: 'ACTIVE',
      availableUsers: seats,
    });
  const res = await login(app, created.email, PASSWORD);
  if (res.statusCode !== 200) throw new Error(`no login: ${res.body}`);
  return { id: created.id, headers: bearer(res.json().token as string) };
}
type Customer = Awaited<ReturnType<typeof account>>;

const requestProof = (app: FastifyInstance, who: Customer, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/v2/users/${who.id}/requestPhoneVerification`,
    headers: who.headers,
    payload: {},
    remoteAddress,
  });
const changePhone = (app: FastifyInstance, who: Customer, phone: string) =>
  app.inject({
    method: 'PATCH',
    url: `/v2/users/${who.id}/phone`,
    headers: who.headers,
    payload: { phone, password: PASSWORD },
  });

/**
 * The customer's agent takes number after number (the login phone is the customer's to type, never
 * proven) and each is asked for an app code: what the server texts for that account.
 */
async function pumpThroughAppCodes(
  customerApp: FastifyInstance,
  codeApps: FastifyInstance[],
  rounds: number,
) {
  const owner = await customer(customerApp, 1);
  const agent = await addAgent(customerApp, owner.headers);
  const numbers: string[] = [];
  const answers: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const number = agentPhone();
    numbers.push(number);
    const changed = await customerApp.inject({
      method: 'PUT',
      url: `/v2/companies/${agent.profileId}`,
      headers: owner.headers,
      payload: editPayload(agent.payload, { loginPhoneNumber: number }),
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const codeApp = codeApps[round % codeApps.length]!;
    answers.push((await requestCode(codeApp, number)).statusCode);
  }
  return { answers, numbers };
}

describeEachDb('what the server may text (text-budget.ts)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('an account cannot make the app’s code route text numbers of its choice past its budget (item 1)', async () => {
    const { answers, numbers } = await pumpThroughAppCodes(app, [app], 20);
    // Every request is answered alike (a number of no agent gets the same 200)...
    expect(answers.every((status) => status === 200)).toBe(true);
    // ...but the texts stop at the budget of a one-seat account.
    expect(await textsTo(app, numbers)).toBe(TEXT_LIMITS.paidAccount.hour(1));
  });

  it('free sign-ups from one address cannot text numbers of their choice past the address’s and their own budgets (item 2)', async () => {
    const address = nextAddress();
    const numbers: string[] = [];
    const refusals = new Set<string>();
    const sentPerAccount: number[] = [];
    for (let signUp = 0; signUp < 4; signUp++) {
      const free = await account(app, agentPhone());
      let sent = 0;
      for (let attempt = 0; attempt < 8; attempt++) {
        const number = agentPhone();
        numbers.push(number);
        expect((await changePhone(app, free, number)).statusCode).toBe(200);
        const res = await requestProof(app, free, address);
        if (res.statusCode === 200) sent += 1;
        else {
          expect(res.statusCode).toBe(429);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          refusals.add(`${res.json().code}: ${res.json().message}`);
        }
      }
      sentPerAccount.push(sent);
    }
    expect(Math.max(...sentPerAccount)).toBeLessThanOrEqual(TEXT_LIMITS.unpaidAccount.hour);
    const texts = await textsTo(app, numbers);
    expect(texts).toBe(sentPerAccount.reduce((a, b) => a + b));
    expect(texts).toBeLessThanOrEqual(TEXT_LIMITS.proofsPerAddress.hour);
    expect([...refusals].sort()).toEqual([
      `TOO_MANY_CODES_FROM_ADDRESS: ${deliveryEn['delivery.error.tooManyCodesFromAddress']}`,
      `TOO_MANY_TEXTS_FROM_ACCOUNT: ${deliveryEn['delivery.error.tooManyTextsFromAccount']}`,
    ]);

    // The budgets are that address's and those accounts': a sign-up elsewhere proves its phone.
    const elsewhere = await account(app, agentPhone());
    expect((await requestProof(app, elsewhere, nextAddress())).statusCode).toBe(200);
  });

  it('one number gets at most five texts an hour, whatever they are for (item 3)', async () => {
    const phone = agentPhone();
    const owner = await account(app, phone, 5);
    const texts = () => app.outbox.latest(20, e164(phone));

    // Phone proofs asked for by three accounts with that number...
    expect((await requestProof(app, owner, nextAddress())).statusCode).toBe(200);
    const proof = /\b(\d{6})\b/.exec((await texts())[0]!.text)![1]!;
    for (const other of [await account(app, phone), await account(app, phone)])
      expect((await requestProof(app, other, nextAddress())).statusCode).toBe(200);
    // ...the portal's sign-in code, once one of them proved it...
    const proven = await app.inject({
      method: 'POST',
      url: `/v2/users/${owner.id}/validatePhoneVerification`,
      headers: owner.headers,
      payload: { code: proof },
    });
    expect(proven.statusCode, proven.body).toBe(200);
    const portalCode = await app.inject({
      method: 'POST',
      url: '/v2/auth/requestlogin',
      payload: { phone },
      remoteAddress: nextAddress(),
    });
    expect(portalCode.statusCode).toBe(200);
    // ...and the app's sign-in code, the number being an agent's login phone: five texts.
    const agent = await addAgent(app, owner.headers, { loginPhoneNumber: phone });
    expect((await requestCode(app, phone)).statusCode).toBe(200);
    expect(await texts()).toHaveLength(5);

    // A sixth, the app link, is refused.
    const appLink = await app.inject({
      method: 'POST',
      url: `/v2/companies/${agent.profileId}/app-link`,
      headers: owner.headers,
      payload: {},
    });
    expect(appLink.statusCode).toBe(429);
    expect(appLink.json()).toMatchObject({
      code: 'TOO_MANY_TEXTS_TO_NUMBER',
      message: deliveryEn['delivery.error.tooManyTextsToNumber'],
    });
    expect(Number(appLink.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await texts()).toHaveLength(5);
  });
});

describeEachDb('what the server may text, on two replicas sharing Redis', (ctx) => {
  const redisKeyPrefix = `test-texts-${randomBytes(6).toString('hex')}:`;
  let replicas: FastifyInstance[] = [];
  beforeAll(async () => {
    if (!REDIS_AVAILABLE) return;
    // One secret: a customer signed in on one replica is known to the other.
    const options = {
      redisUrl: TEST_REDIS_URL,
      redisKeyPrefix,
      jwtSecret: randomBytes(32).toString('hex'),
    };
    replicas = [await ctx.buildTestApp(options), await ctx.buildTestApp(options)];
  });
  afterAll(async () => {
    if (!REDIS_AVAILABLE) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it.skipIf(!REDIS_AVAILABLE)(
    'an account’s budget holds across replicas (items 1 and 3)',
    async () => {
      const [a, b] = replicas as [FastifyInstance, FastifyInstance];
      const { numbers } = await pumpThroughAppCodes(a, [a, b], 20);
      expect(await textsTo(a, numbers)).toBe(TEXT_LIMITS.paidAccount.hour(1));

      // And a number's: proofs of one number by accounts signing in on either replica.
      const phone = agentPhone();
      const statuses: number[] = [];
      for (let i = 0; i < TEXT_LIMITS.perNumber.hour + 1; i++) {
        const who = await account(a, phone);
        statuses.push((await requestProof(i % 2 ? b : a, who, nextAddress())).statusCode);
      }
      expect(statuses).toEqual([...Array(TEXT_LIMITS.perNumber.hour).fill(200), 429]);
    },
  );
});
