import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { needsPermission } from '../../src/auth/route-permissions';
import { SETUP_ALLOWED_ROUTES } from '../../src/second-factor/policy';
import { describeEachDb, login } from '../helper';
import { MEMBER_PASSWORD, member } from '../members/members-helper';
import { bearer, customer } from '../profiles-helper';
import { enableTotp, testClock } from './second-factor-helper';

/** A concrete URL for a declared route path: a uuid for each parameter. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describeEachDb(
  'the owner requires a second factor: nothing is reachable around the set-up',
  (ctx) => {
    const routes: { method: string; url: string }[] = [];
    let app: FastifyInstance;
    const clock = testClock();
    let owner: Awaited<ReturnType<typeof customer>>;
    beforeAll(async () => {
      app = await ctx.buildTestApp(
        {},
        {
          now: clock.now,
          onRoute: (route: RouteOptions) => {
            for (const method of [route.method].flat())
              if (method !== 'HEAD' && needsPermission(method, route.url))
                routes.push({ method, url: route.url });
          },
        },
      );
      owner = await customer(app, 5);
      // The owner sets it up first, then requires it of those who control billing.
      await enableTotp(app, owner.headers, clock);
    });

    const setPolicy = (policy: string) =>
      app.inject({
        method: 'PUT',
        url: '/v2/security/policy',
        headers: owner.headers,
        payload: { policy },
      });

    it('lets only the owner set the policy', async () => {
      const admin = await member(app, owner.headers, 'admin');
      const refused = await app.inject({
        method: 'PUT',
        url: '/v2/security/policy',
        headers: admin.headers,
        payload: { policy: 'everyone' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN_ROLE');
    });

    it('answers 403 SECOND_FACTOR_SETUP_REQUIRED on every route but the set-up to a billing member without one', async () => {
      const billing = await member(app, owner.headers, 'billing');
      const viewer = await member(app, owner.headers, 'viewer');
      const set = await setPolicy('billing');
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ policy: 'billing', required: true });

      const me = await app.inject({ url: '/v2/users/me', headers: billing.headers });
      expect(me.json().secondFactor).toEqual({ required: true, enrolled: false });
      // The policy does not ask it of a viewer: they work as before.
      const viewerMe = await app.inject({ url: '/v2/users/me', headers: viewer.headers });
      expect(viewerMe.json().secondFactor).toEqual({ required: false, enrolled: false });
      expect(
        (await app.inject({ url: '/v2/users/me/users', headers: viewer.headers })).statusCode,
      ).toBe(200);

      expect(routes.length).toBeGreaterThan(40);
      const wrong: string[] = [];
      for (const { method, url } of routes) {
        const res = await app.inject({
          method: method as HTTPMethods,
          url: concrete(url),
          headers: billing.headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const setupRefusal =
          res.statusCode === 403 && res.json().code === 'SECOND_FACTOR_SETUP_REQUIRED';
        if (SETUP_ALLOWED_ROUTES.has(`${method} ${url}`) === setupRefusal)
          wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
      // Every route of the allow-list exists.
      const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
      expect([...SETUP_ALLOWED_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
    });

    it('says so in the language asked, keeps a refreshed session restricted, and opens once the member sets it up', async () => {
      const billing = await member(app, owner.headers, 'billing');
      await setPolicy('billing');
      const refused = await app.inject({
        url: '/v2/billing/summary',
        headers: { ...billing.headers, 'accept-language': 'fr' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'SECOND_FACTOR_SETUP_REQUIRED',
        message: expect.stringContaining('second facteur'),
      });
      // A new sign-in and a refresh change nothing: the set-up comes first.
      const signedIn = (await login(app, billing.email, MEMBER_PASSWORD)).json() as TLoginResponse;
      expect(signedIn.user.secondFactor).toEqual({ required: true, enrolled: false });
      const refreshed = await app.inject({
        method: 'POST',
        url: '/v2/auth/refreshtoken',
        payload: { id: signedIn.user.id, refreshToken: signedIn.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      const again = bearer(refreshed.json().token);
      expect((await app.inject({ url: '/v2/billing/summary', headers: again })).statusCode).toBe(
        403,
      );
      // No handoff to a webview from a session that has not passed the set-up.
      const handoff = await app.inject({ method: 'POST', url: '/v2/auth/handoff', headers: again });
      expect(handoff.json().code).toBe('SECOND_FACTOR_SETUP_REQUIRED');

      await enableTotp(app, again, clock);
      expect((await app.inject({ url: '/v2/billing/summary', headers: again })).statusCode).toBe(
        200,
      );
      const me = await app.inject({ url: '/v2/users/me', headers: again });
      expect(me.json().secondFactor).toEqual({ required: true, enrolled: true });
    });

    it("'everyone' includes the viewers; 'off' frees them again", async () => {
      const viewer = await member(app, owner.headers, 'viewer');
      await setPolicy('everyone');
      const refused = await app.inject({ url: '/v2/users/me/users', headers: viewer.headers });
      expect(refused.json().code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
      // The owner has a factor: nothing changes for them.
      expect(
        (await app.inject({ url: '/v2/users/me/users', headers: owner.headers })).statusCode,
      ).toBe(200);
      const overview = await app.inject({ url: '/v2/security', headers: viewer.headers });
      expect(overview.json()).toMatchObject({
        policy: 'everyone',
        required: true,
        totp: { enabled: false },
      });
      await setPolicy('off');
      expect(
        (await app.inject({ url: '/v2/users/me/users', headers: viewer.headers })).statusCode,
      ).toBe(200);
      const events = await ctx.db().query<{ changes: unknown }>(
        `SELECT changes FROM activity_events WHERE account_id = $1
         AND action = 'security.secondFactorPolicyChanged' ORDER BY at DESC, id DESC LIMIT 1`,
        [owner.id],
      );
      expect(JSON.stringify(events[0]!.changes)).toContain('everyone');
    });
  },
);
