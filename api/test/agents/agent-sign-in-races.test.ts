import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addAgent, agentPhone, e164, editPayload, nextAddress } from '../app-helper';
import { describeEachDb, REDIS_AVAILABLE, TEST_PG_URL, TEST_REDIS_URL } from '../helper';
import { bearer, customer } from '../profiles-helper';
import { startApiProcess, type ApiProcess } from '../support/api-process';

/** Rounds of each race: the code before the profile lock lost 2 to 20 of 40 on PostgreSQL. */
const ROUNDS = 40;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a client reads any JSON
  body: any;
}
interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address (each sign-in its own: the per-address budgets are not tested here). */
  ip?: string;
}
/** One replica of the API as a client reaches it. */
type Replica = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options?: CallOptions,
) => Promise<Answer>;

const injected =
  (app: FastifyInstance): Replica =>
  async (method, url, { body, headers, ip } = {}) => {
    const res = await app.inject({
      method,
      url,
      payload: body as object,
      headers,
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };

const overHttp =
  (origin: string): Replica =>
  async (method, url, { body, headers, ip } = {}) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

/**
 * An agent signs in on one replica while the customer, on another, changes that profile's login
 * phone or deletes it. PostgreSQL: two API processes sharing the database and Redis, as two
 * replicas behind the load balancer. PGlite: two apps of this process on its one database.
 */
describeEachDb('agent sign-in against a phone change or a deletion', (ctx) => {
  const withProcesses = ctx.kind === 'postgres';
  /** Seeds customers and codes (on PGlite it is also replica A, which holds the codes). */
  let setup: FastifyInstance;
  let signInSide: Replica;
  let customerSide: Replica;
  const processes: ApiProcess[] = [];
  const redisKeyPrefix = `test-races-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    // One secret for all: a token signed by one replica is read by the other.
    const jwtSecret = randomBytes(32).toString('hex');
    if (!withProcesses) {
      setup = await ctx.buildTestApp({ jwtSecret });
      signInSide = injected(setup);
      customerSide = injected(await ctx.buildTestApp({ jwtSecret }));
      return;
    }
    if (!REDIS_AVAILABLE) return;
    // And one Redis: a code texted by one replica is checked by another.
    setup = await ctx.buildTestApp({ jwtSecret, redisUrl: TEST_REDIS_URL, redisKeyPrefix });
    const name = await ctx.db().one<{ db: string }>('SELECT current_database() AS db');
    const databaseUrl = new URL(TEST_PG_URL);
    databaseUrl.pathname = `/${name!.db}`;
    const env = {
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    processes.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    [signInSide, customerSide] = processes.map((p) => overHttp(p.url)) as [Replica, Replica];
  }, 360_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    if (!withProcesses || !REDIS_AVAILABLE) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A code for the number, as the code route would text it. */
  const codeFor = async (phone: string) =>
    (await setup.oneTimeCodes.issue('app-login', e164(phone))).code;

  const signIn = (phone: string, code: string) =>
    signInSide('POST', '/app/v1/auth/verify', { body: { phone, code }, ip: nextAddress() });

  /** What the app hears with the session a sign-in gave: its configuration, then a refresh. */
  async function sessionAnswers(session: { token: string; refreshToken: string }) {
    const configuration = await signInSide('GET', '/app/v1/configuration', {
      headers: bearer(session.token),
    });
    const refresh = await customerSide('POST', '/app/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    return [configuration, refresh].map((answer) =>
      `${answer.status} ${answer.body?.code ?? ''}`.trim(),
    );
  }

  it.skipIf(withProcesses && !REDIS_AVAILABLE)(
    'a sign-in racing a change of the login phone never leaves a session for the old number (item 4)',
    async () => {
      const owner = await customer(setup, 1);
      const agent = await addAgent(setup, owner.headers);
      let phone = agent.phone;
      const wrong: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const code = await codeFor(phone);
        const next = agentPhone();
        const [session, change] = await Promise.all([
          signIn(phone, code),
          customerSide('PUT', `/v2/companies/${agent.profileId}`, {
            headers: owner.headers,
            body: editPayload(agent.payload, { loginPhoneNumber: next }),
          }),
        ]);
        expect(change.status, JSON.stringify(change.body)).toBe(204);
        if (session.status === 200) {
          // Signed in first: the change ended that login, its refresh token with it.
          const answers = await sessionAnswers(session.body);
          if (answers.join() !== '401 UNAUTHORIZED,401 UNAUTHORIZED')
            wrong.push(`round ${round}: signed in, then ${answers.join(' / ')}`);
        } else if (session.status !== 401 || session.body.code !== 'IDENTIFIERS_NOT_RECOGNIZED') {
          // Changed first: the old number is no agent's any more.
          wrong.push(`round ${round}: ${session.status} ${JSON.stringify(session.body)}`);
        }
        phone = next;
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );

  it.skipIf(withProcesses && !REDIS_AVAILABLE)(
    'a refresh racing a change of the login phone never renews the login of the old number',
    async () => {
      const owner = await customer(setup, 1);
      const agent = await addAgent(setup, owner.headers);
      let phone = agent.phone;
      const wrong: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const session = await signIn(phone, await codeFor(phone));
        expect(session.status, JSON.stringify(session.body)).toBe(200);
        const next = agentPhone();
        const [refresh, change] = await Promise.all([
          signInSide('POST', '/app/v1/auth/refresh', {
            body: { refreshToken: session.body.refreshToken },
          }),
          customerSide('PUT', `/v2/companies/${agent.profileId}`, {
            headers: owner.headers,
            body: editPayload(agent.payload, { loginPhoneNumber: next }),
          }),
        ]);
        expect(change.status, JSON.stringify(change.body)).toBe(204);
        // Without the profile locked first, the refresh and the change took the token and the
        // profile in opposite orders: a deadlock (500), or a renewed login that outlived the change.
        if (refresh.status === 200) {
          // Renewed first: the change ended the renewed login too.
          const answers = await sessionAnswers(refresh.body);
          if (answers.join() !== '401 UNAUTHORIZED,401 UNAUTHORIZED')
            wrong.push(`round ${round}: renewed, then ${answers.join(' / ')}`);
        } else if (refresh.status !== 401) {
          wrong.push(`round ${round}: ${refresh.status} ${JSON.stringify(refresh.body)}`);
        }
        phone = next;
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );

  it.skipIf(withProcesses && !REDIS_AVAILABLE)(
    'a sign-in racing the deletion of the profile is refused as deleted, never a 500 (item 5)',
    async () => {
      const owner = await customer(setup, 1);
      const wrong: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const agent = await addAgent(setup, owner.headers);
        const code = await codeFor(agent.phone);
        const [session, removed] = await Promise.all([
          signIn(agent.phone, code),
          customerSide('DELETE', `/v2/companies/${agent.profileId}`, { headers: owner.headers }),
        ]);
        expect(removed.status, JSON.stringify(removed.body)).toBe(204);
        const answer = `${session.status} ${session.body?.code ?? ''}`.trim();
        if (session.status === 200) {
          // Signed in first: the deletion ended that login, and the app hears why.
          const answers = await sessionAnswers(session.body);
          if (answers.join() !== '403 APP_PROFILE_DELETED,403 APP_PROFILE_DELETED')
            wrong.push(`round ${round}: signed in, then ${answers.join(' / ')}`);
        } else if (
          answer !== '403 APP_PROFILE_DELETED' &&
          answer !== '401 IDENTIFIERS_NOT_RECOGNIZED'
        ) {
          // Deleted first: "profile removed" once the code was taken, else an unknown number.
          wrong.push(`round ${round}: ${answer}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
