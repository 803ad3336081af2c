import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedByCaller } from '../../src/auth/ownership';
import { PUBLIC_ROUTES, isPublicRoute } from '../../src/auth/public-routes';
import { buildApp } from '../../src/app';
import { openPglite } from '../../src/db/pglite';
import { AppError } from '../../src/errors/app-error';
import { REDIS_AVAILABLE, TEST_REDIS_URL, describeEachDb, testConfig } from '../helper';

/** A concrete URL for a declared route path: a uuid for each parameter, a file name for `*`. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'any-file.txt');

describeEachDb('secure by default', (ctx) => {
  const routes: { method: string; url: string }[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
  });

  it('answers 401 without a token on every route that is not on the public list', async () => {
    const protectedRoutes = routes.filter(({ method, url }) => !isPublicRoute(method, url));
    // The list is real: the account route and logout are among them.
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/v2/users/me' },
        { method: 'POST', url: '/v2/auth/logout' },
      ]),
    );
    for (const { method, url } of protectedRoutes) {
      const res = await app.inject({
        method: method as HTTPMethods,
        url: concrete(url),
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('has a registered route for every entry of the public list', () => {
    for (const entry of PUBLIC_ROUTES) {
      const [method] = entry.split(' ');
      expect(
        routes.some((route) => route.method === method && isPublicRoute(method, route.url)),
        entry,
      ).toBe(true);
    }
  });

  it('keeps the public calls public', async () => {
    expect((await app.inject({ url: '/runtime-config.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/v2/auth/email',
      payload: { email: 'nobody@example.com', password: 'whatever-1' },
    });
    expect(login.json().code).toBe('IDENTIFIERS_NOT_RECOGNIZED');
  });

  it('reports health: the database answers, Redis is not configured', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not configured' });
  });
});

describe('health when a dependency is down', () => {
  it('answers 503 when the database does not answer', async () => {
    const db = await openPglite(null);
    const app = await buildApp(testConfig(), { db });
    await db.close();
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await app.close();
  });

  describe.skipIf(!REDIS_AVAILABLE)('with Redis', () => {
    let app: FastifyInstance;
    let db: Awaited<ReturnType<typeof openPglite>>;
    afterAll(async () => {
      await app?.close().catch(() => undefined);
      await db?.close();
    });
    it('answers 200 while Redis answers, 503 once it is gone', async () => {
      db = await openPglite(null);
      app = await buildApp(testConfig({ redisUrl: TEST_REDIS_URL, redisKeyPrefix: 'health:' }), {
        db,
      });
      expect((await app.inject({ url: '/healthz' })).json()).toEqual({
        status: 'ok',
        database: 'ok',
        redis: 'ok',
      });
      (app.redis as Redis).disconnect();
      const res = await app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ database: 'ok', redis: 'down' });
    });
  });
});

describe('ownership', () => {
  const request = { accountId: 'account-a' } as Parameters<typeof ownedByCaller>[0];
  it('returns a resource of the caller', () => {
    const mine = { id: 1, accountId: 'account-a' };
    expect(ownedByCaller(request, mine)).toBe(mine);
  });
  it.each([
    ['of another account', { id: 2, accountId: 'account-b' }],
    ['missing', null],
  ])('answers 404 for a resource %s', (_case, resource) => {
    expect(() => ownedByCaller(request, resource)).toThrow(AppError);
    try {
      ownedByCaller(request, resource);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(404);
    }
  });
});
