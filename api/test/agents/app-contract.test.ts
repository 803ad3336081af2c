import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import deliveryDe from '@portal/shared/i18n/delivery/de';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { isPublicRoute } from '../../src/auth/public-routes';
import { advanceClock } from '../../src/billing/clock';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { CODE_RULES } from '../../src/auth/one-time-codes';
import {
  addAgent,
  appStatus,
  customerWithAgent,
  e164,
  editPayload,
  fetchConfiguration,
  lastCode,
  requestCode,
  signInAgent,
  verifyCode,
  agentPhone,
} from '../app-helper';
import { paidCustomer } from '../billing-helper';
import { describeEachDb } from '../helper';
import { CARDS } from '../payments-helper';
import { customer } from '../profiles-helper';

const DAY = 86_400_000;

/** A concrete URL for a declared route path: a uuid for each parameter, a file name for `*`. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'any-file.txt');

describeEachDb('the agents’ app (docs/app-contract.md)', (ctx) => {
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];
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
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  const put = (headers: Record<string, string>, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/v2/companies/${id}`, headers, payload });

  it('signs an agent in with the code texted to its profile’s login phone', async () => {
    const { phone, profileId } = await customerWithAgent(app);
    const sent = await requestCode(app, phone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ phone: e164(phone), channel: 'sms', attemptsLeft: 5 });
    const [message] = await app.outbox.latest(1, e164(phone));
    expect(message!.text).toMatch(/Property Video code is \d{6}/);

    const wrong = await verifyCode(app, phone, '000000');
    expect([401]).toContain(wrong.statusCode);
    const res = await verifyCode(app, phone, (await lastCode(app, phone))!);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ tokenTtl: 900, agent: { profileId } });
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'app', sub: profileId });
    // Single use.
    const again = await verifyCode(app, phone, (await lastCode(app, phone))!);
    expect(again.statusCode).toBe(401);
  });

  it('answers a number without a profile exactly like one with a profile, and texts nothing', async () => {
    const stranger = agentPhone();
    const res = await requestCode(app, stranger);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      ['attemptsLeft', 'channel', 'expiresIn', 'phone', 'resendIn'].sort(),
    );
    expect(await app.outbox.latest(1, e164(stranger))).toEqual([]);
    // The same limits: a second request at once is refused as for an agent.
    const soon = await requestCode(app, stranger);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RESEND_TOO_SOON');
    const guess = await verifyCode(app, stranger, '123456');
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toMatch(/^CODE_(INVALID|EXPIRED)$/);
  });

  it('applies the portal’s code limits: resend pause, five wrong tries spend the code', async () => {
    const { phone } = await customerWithAgent(app);
    expect((await requestCode(app, phone)).statusCode).toBe(200);
    const soon = await requestCode(app, phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RESEND_TOO_SOON');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    const right = (await lastCode(app, phone))!;
    const wrongCode = right === '111111' ? '222222' : '111111';
    const codes: string[] = [];
    for (let i = 0; i < CODE_RULES.maxWrongTries; i++)
      codes.push((await verifyCode(app, phone, wrongCode, '10.200.0.1')).json().code);
    expect(codes.at(-1)).toBe('CODE_EXPIRED');
    expect((await verifyCode(app, phone, right, '10.200.0.1')).statusCode).toBe(401);
  });

  it('never accepts a portal token on an app route nor an agent token on a portal route', async () => {
    const { owner, phone } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    const appRoutes = routes.filter(
      ({ method, url }) => url.startsWith('/app/') && !isPublicRoute(method, url),
    );
    const portalRoutes = routes.filter(
      ({ method, url }) => !url.startsWith('/app/') && !isPublicRoute(method, url),
    );
    expect(appRoutes).toContainEqual({ method: 'GET', url: '/app/v1/configuration' });
    expect(portalRoutes).toContainEqual({ method: 'GET', url: '/v2/users/me' });
    // The tokens work where they belong.
    expect((await fetchConfiguration(app, agent.headers)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/v2/users/me', headers: owner.headers })).statusCode,
    ).toBe(200);

    const knock = (method: string, url: string, headers: Record<string, string>) =>
      app.inject({
        method: method as HTTPMethods,
        url: concrete(url),
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
    for (const { method, url } of portalRoutes) {
      const res = await knock(method, url, agent.headers);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
    for (const { method, url } of appRoutes) {
      const res = await knock(method, url, owner.headers);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('never renews or ends a login of the other audience with its refresh token', async () => {
    const { owner, phone } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    const portal = await app.inject({
      method: 'POST',
      url: '/v2/auth/email',
      payload: { email: owner.email, password: owner.password },
    });
    const portalRefresh = portal.json().refreshToken as string;

    const crossed = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: owner.id, refreshToken: agent.refreshToken },
    });
    expect(crossed.statusCode).toBe(401);
    const crossedBack = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/refresh',
      payload: { refreshToken: portalRefresh },
    });
    expect(crossedBack.statusCode).toBe(401);
    // The app's logout with a portal token leaves the customer signed in.
    const logout = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/logout',
      payload: { refreshToken: portalRefresh },
    });
    expect(logout.statusCode).toBe(204);
    const renewed = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: owner.id, refreshToken: portalRefresh },
    });
    expect(renewed.statusCode).toBe(200);
    // The agent's own refresh token still works: nothing crossed.
    const own = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/refresh',
      payload: { refreshToken: agent.refreshToken },
    });
    expect(own.statusCode).toBe(200);
  });

  it('rotates agent refresh tokens; a spent one presented later ends the login; logout ends it', async () => {
    const { owner, phone } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    const refresh = (refreshToken: string) =>
      app.inject({ method: 'POST', url: '/app/v1/auth/refresh', payload: { refreshToken } });
    const first = await refresh(agent.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(agent.refreshToken);
    expect(
      (await fetchConfiguration(app, { authorization: `Bearer ${next.token}` })).statusCode,
    ).toBe(200);
    // The successor is spent, then its predecessor comes back: a theft, the login ends.
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    expect((await refresh(agent.refreshToken)).statusCode).toBe(401);
    expect((await fetchConfiguration(app, agent.headers)).statusCode).toBe(401);

    // Logout: the refresh token ends its login and the access tokens with it.
    const other = await signInAgent(app, (await addAgent(app, owner.headers)).phone);
    const out = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/logout',
      payload: { refreshToken: other.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await fetchConfiguration(app, other.headers)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
  });

  it('gives the agent its resolved configuration with a strong ETag, max-age=300 and 7 days', async () => {
    const { phone, profileId } = await customerWithAgent(app, 5, {
      groupConfiguration: 'remax',
      noLogo: false,
      outroFullName: 'Jane Agent',
      designLanguage: 'fr',
    });
    const agent = await signInAgent(app, phone);
    const before = Date.now();
    const res = await fetchConfiguration(app, agent.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}\.[A-Za-z0-9_-]{11}"$/);
    const config = res.json();
    expect(`"${config.version}"`).toBe(etag);
    expect(config).toMatchObject({
      profileId,
      language: 'fr',
      agent: { fullName: 'Jane Agent', companyName: 'Harbour Homes', extraInfo: 'Licence 0042' },
      franchise: { code: 'remax', label: 'RE/MAX' },
      subscription: { status: 'ACTIVE', graceExpires: null },
      choices: { useDefaultLogo: true, useDefaultIntro: true, noIntro: false },
      picture: null,
    });
    // The franchise's placeholder logo and intro, as signed URLs anyone may read.
    expect(config.logo).toMatchObject({ isDefault: true });
    expect(config.intro).toMatchObject({ isDefault: true });
    const logo = await app.inject({ method: 'GET', url: config.logo.url });
    expect(logo.statusCode).toBe(200);
    const until = new Date(config.validUntil).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY);
    expect(res.headers['x-valid-until']).toBe(config.validUntil);

    const same = await fetchConfiguration(app, agent.headers, etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['x-valid-until']).toBeTruthy();
    expect((await fetchConfiguration(app, agent.headers, '"stale"')).statusCode).toBe(200);
  });

  it('changes the ETag exactly when the resolved configuration changes', async () => {
    const { owner, phone, profileId, payload } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    const etag = async () => (await fetchConfiguration(app, agent.headers)).headers.etag as string;
    const first = await etag();
    // Unrelated writes: the same payload saved again, the design team's request, another profile.
    expect((await put(owner.headers, profileId, editPayload(payload, {}))).statusCode).toBe(204);
    expect(await etag()).toBe(first);
    const request = editPayload(payload, { specialRequest: 'Bigger logo please' });
    expect((await put(owner.headers, profileId, request)).statusCode).toBe(204);
    expect(await etag()).toBe(first);
    await addAgent(app, owner.headers);
    expect(await etag()).toBe(first);
    // The outro name: a new version, and the new name.
    const renamed = editPayload(payload, { outroFullName: 'Janet Agent' });
    expect((await put(owner.headers, profileId, renamed)).statusCode).toBe(204);
    const res = await fetchConfiguration(app, agent.headers, first);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(first);
    expect(res.json().agent.fullName).toBe('Janet Agent');
  });

  it('shows each row’s app status: never → current → pending → current', async () => {
    const { owner, phone, profileId, payload } = await customerWithAgent(app);
    expect(await appStatus(app, owner.headers, profileId)).toEqual({
      status: 'never',
      syncedAt: null,
    });
    const agent = await signInAgent(app, phone);
    // Signed in but not fetched: still never.
    expect((await appStatus(app, owner.headers, profileId)).status).toBe('never');
    const first = await fetchConfiguration(app, agent.headers);
    const synced = await appStatus(app, owner.headers, profileId);
    expect(synced.status).toBe('current');
    expect(Date.now() - new Date(synced.syncedAt!).getTime()).toBeLessThan(60_000);
    // The list says the same as the one profile.
    const list = await app.inject({
      method: 'GET',
      url: '/v2/users/me/users',
      headers: owner.headers,
    });
    expect(list.json()[0].app.status).toBe('current');

    await put(owner.headers, profileId, editPayload(payload, { outroFullName: 'Janet Agent' }));
    expect((await appStatus(app, owner.headers, profileId)).status).toBe('pending');
    const after = await fetchConfiguration(app, agent.headers, first.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect((await appStatus(app, owner.headers, profileId)).status).toBe('current');
    // An unrelated write leaves it current.
    await put(
      owner.headers,
      profileId,
      editPayload(payload, { outroFullName: 'Janet Agent', specialRequest: 'x' }),
    );
    expect((await appStatus(app, owner.headers, profileId)).status).toBe('current');
  });

  it('filters the users list by app status, the same as each row says it', async () => {
    const { owner, profileId: never } = await customerWithAgent(app, 6);
    const current = await addAgent(app, owner.headers);
    const pending = await addAgent(app, owner.headers);
    const other = await customerWithAgent(app);
    for (const agent of [current, pending, other]) {
      const session = await signInAgent(app, agent.phone);
      await fetchConfiguration(app, session.headers);
    }
    await put(
      owner.headers,
      pending.profileId,
      editPayload(pending.payload, { outroFullName: 'Janet Agent' }),
    );
    const list = (query: string) =>
      app.inject({ method: 'GET', url: `/v2/users/me/users?${query}`, headers: owner.headers });
    const ids = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as { id: string; app: { status: string } }[];
      expect(Number(res.headers['x-total-count'])).toBe(rows.length);
      return rows.map((row) => [row.id, row.app.status]);
    };
    expect(await ids('app=never')).toEqual([[never, 'never']]);
    expect(await ids('app=current')).toEqual([[current.profileId, 'current']]);
    expect(await ids('app=pending')).toEqual([[pending.profileId, 'pending']]);
    expect(await ids('app=all')).toHaveLength(3);
    // With the search: both apply.
    expect(await ids('app=pending&q=janet')).toEqual([[pending.profileId, 'pending']]);
    expect(await ids('app=current&q=janet')).toEqual([]);
    // The next page's link keeps the filter.
    const first = await list('app=never&limit=1');
    expect(first.headers.link).toBeUndefined();
    await addAgent(app, owner.headers);
    const paged = await list('app=never&limit=1');
    expect(paged.headers.link).toMatch(/[?&]app=never[&>]/);
    expect(Number(paged.headers['x-total-count'])).toBe(2);
    expect((await list('app=someday')).statusCode).toBe(400);
  });

  it('keeps agents to their own profile and customers to their own agents (IDOR)', async () => {
    const a = await customerWithAgent(app);
    const b = await customerWithAgent(app);
    const agentA = await signInAgent(app, a.phone);
    const agentB = await signInAgent(app, b.phone);
    expect((await fetchConfiguration(app, agentA.headers)).json().profileId).toBe(a.profileId);
    expect((await fetchConfiguration(app, agentB.headers)).json().profileId).toBe(b.profileId);
    // A customer cannot text another account's agent, nor read its status.
    const foreign = await app.inject({
      method: 'POST',
      url: `/v2/companies/${b.profileId}/app-link`,
      headers: a.owner.headers,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/v2/companies/${b.profileId}`,
          headers: a.owner.headers,
        })
      ).statusCode,
    ).toBe(404);
    // Another account's edits and deletions of its own agent never touch this one's sessions.
    await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${b.profileId}`,
      headers: b.owner.headers,
    });
    expect((await fetchConfiguration(app, agentA.headers)).statusCode).toBe(200);
    expect((await fetchConfiguration(app, agentB.headers)).statusCode).toBe(403);
  });

  it('ends the agent’s sessions when its profile is deleted: 403 APP_PROFILE_DELETED, translated', async () => {
    const { owner, phone, profileId } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${profileId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const refused = await fetchConfiguration(app, { ...agent.headers, 'accept-language': 'de' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'APP_PROFILE_DELETED',
      message: deliveryDe['delivery.error.appProfileDeleted'],
    });
    const refresh = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/refresh',
      payload: { refreshToken: agent.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().code).toBe('APP_PROFILE_DELETED');
    // The number is no agent any more: a code request answers as for any number, nothing is sent.
    const before = (await app.outbox.latest(1, e164(phone)))[0]!.id;
    const sent = await requestCode(app, phone);
    expect([200, 429]).toContain(sent.statusCode);
    expect((await app.outbox.latest(1, e164(phone)))[0]!.id).toBe(before);
  });

  it('ends the agent’s sessions when its login phone changes in the portal', async () => {
    const { owner, phone, profileId, payload } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    // The same number typed differently changes nothing.
    const spaced = editPayload(payload, { loginPhoneNumber: phone.replaceAll(' ', '') });
    expect((await put(owner.headers, profileId, spaced)).statusCode).toBe(204);
    expect((await fetchConfiguration(app, agent.headers)).statusCode).toBe(200);
    const newPhone = agentPhone();
    const moved = editPayload(payload, { loginPhoneNumber: newPhone });
    expect((await put(owner.headers, profileId, moved)).statusCode).toBe(204);
    expect((await fetchConfiguration(app, agent.headers)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/refresh',
      payload: { refreshToken: agent.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The new number signs in.
    const again = await signInAgent(app, newPhone);
    expect((await fetchConfiguration(app, again.headers)).statusCode).toBe(200);
  });

  it('in grace the configuration carries graceExpires; past grace the app is refused and its sessions end', async () => {
    const owner = await paidCustomer(app, CARDS.renewalsFail, { users: 2 });
    const { phone } = await addAgent(app, owner.headers);
    const second = await addAgent(app, owner.headers);
    const agent = await signInAgent(app, phone);
    const active = await fetchConfiguration(app, agent.headers);
    expect(active.json().subscription).toEqual({ status: 'ACTIVE', graceExpires: null });

    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    // The grace end is news to the app: its row says pending until it fetches it.
    const listed = await app.inject({
      method: 'GET',
      url: '/v2/users/me/users?app=pending',
      headers: owner.headers,
    });
    expect(listed.json().map((row: { loginPhoneNumber: string }) => row.loginPhoneNumber)).toEqual([
      phone,
    ]);
    const grace = await fetchConfiguration(app, agent.headers, active.headers.etag as string);
    expect(grace.statusCode).toBe(200);
    expect(grace.json().subscription.status).toBe('PAST_DUE');
    expect(grace.json().subscription.graceExpires).toEqual(expect.any(String));

    await advanceClock(ctx.db(), 8 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const refused = await fetchConfiguration(app, { ...agent.headers, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'APP_DEACTIVATED',
      message: deliveryEn['delivery.error.appDeactivated'],
    });
    const revoked = await ctx.db().one<{ live: number }>(
      `SELECT count(*)::int AS live FROM refresh_tokens
         WHERE account_id = $1 AND audience = 'app' AND revoked_at IS NULL`,
      [owner.id],
    );
    expect(revoked!.live).toBe(0);
    const refresh = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/refresh',
      payload: { refreshToken: agent.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().code).toBe('APP_DEACTIVATED');
    // Signing in is refused with the same message, once the code is right.
    const sent = await requestCode(app, second.phone, '10.201.0.1');
    expect(sent.statusCode).toBe(200);
    const late = await verifyCode(
      app,
      second.phone,
      (await lastCode(app, second.phone))!,
      '10.201.0.1',
    );
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('APP_DEACTIVATED');
  });

  it('says what is true of an app signed out by a phone change or switched off at contract end (item 15)', async () => {
    const owner = await paidCustomer(app, CARDS.renewalsFail, { users: 3 });
    const kept = await addAgent(app, owner.headers);
    const moved = await addAgent(app, owner.headers);
    const never = await addAgent(app, owner.headers);
    for (const agent of [kept, moved]) {
      const session = await signInAgent(app, agent.phone);
      expect((await fetchConfiguration(app, session.headers)).statusCode).toBe(200);
    }
    const list = async (query = '') => {
      const res = await app.inject({
        method: 'GET',
        url: `/v2/users/me/users?${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
      return Object.fromEntries(
        (res.json() as { id: string; app: { status: string } }[]).map((r) => [r.id, r.app.status]),
      );
    };

    // The customer gives one agent another number: its app is signed out, not "pending".
    const newPhone = agentPhone();
    await put(
      owner.headers,
      moved.profileId,
      editPayload(moved.payload, { loginPhoneNumber: newPhone }),
    );
    // A number changed before the agent ever signed in: still "not signed in yet".
    await put(
      owner.headers,
      never.profileId,
      editPayload(never.payload, { loginPhoneNumber: agentPhone() }),
    );
    const signedOut = await appStatus(app, owner.headers, moved.profileId);
    expect(signedOut).toEqual({ status: 'signedOut', syncedAt: expect.any(String) });
    expect(await list()).toEqual({
      [kept.profileId]: 'current',
      [moved.profileId]: 'signedOut',
      [never.profileId]: 'never',
    });
    expect(await list('app=signedOut')).toEqual({ [moved.profileId]: 'signedOut' });
    expect(await list('app=pending')).toEqual({});
    expect(await list('app=never')).toEqual({ [never.profileId]: 'never' });
    // Signed in again with the new number: up to date.
    const again = await signInAgent(app, newPhone);
    expect((await fetchConfiguration(app, again.headers)).statusCode).toBe(200);
    expect((await appStatus(app, owner.headers, moved.profileId)).status).toBe('current');
    expect(await list('app=signedOut')).toEqual({});

    // The renewal fails and the grace ends: every app is refused, and the tab says so.
    await advanceClock(ctx.db(), 40 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    await advanceClock(ctx.db(), 8 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const ended = await app.inject({ method: 'GET', url: '/v2/users/me', headers: owner.headers });
    expect(ended.json().subscription.status).toBe('CANCELED');
    const off = {
      [kept.profileId]: 'deactivated',
      [moved.profileId]: 'deactivated',
      [never.profileId]: 'deactivated',
    };
    expect(await list()).toEqual(off);
    expect(await list('app=deactivated')).toEqual(off);
    for (const filter of ['never', 'current', 'pending', 'signedOut'])
      expect(await list(`app=${filter}`)).toEqual({});
    expect((await appStatus(app, owner.headers, kept.profileId)).status).toBe('deactivated');
  });

  it('documents the app routes in the OpenAPI document (tag app, the app’s bearer scheme)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const [path, method] of [
      ['/app/v1/auth/code', 'post'],
      ['/app/v1/auth/verify', 'post'],
      ['/app/v1/auth/refresh', 'post'],
      ['/app/v1/auth/logout', 'post'],
      ['/app/v1/configuration', 'get'],
      ['/v2/companies/{id}/app-link', 'post'],
    ] as const)
      expect(doc.paths[path][method].tags, path).toContain('app');
    expect(doc.paths['/app/v1/configuration'].get.security).toEqual([{ appBearerAuth: [] }]);
    expect(doc.paths['/app/v1/configuration'].get.responses).toHaveProperty('304');
  });

  it('texts the app link in the profile’s language, within its limits', async () => {
    // 30 seats: the account may text 30 app links a day (its seats, at least 30).
    const owner = await customer(app, 30);
    const { phone, profileId } = await addAgent(app, owner.headers, { designLanguage: 'de' });
    const send = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/v2/companies/${id}/app-link`,
        headers: owner.headers,
        payload: {},
      });
    const res = await send(profileId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ phone: e164(phone), channel: 'sms' });
    const [message] = await app.outbox.latest(1, e164(phone));
    expect(message!.channel).toBe('sms');
    expect(message!.text).toContain('Ihr Unternehmen hat die App');
    expect(message!.text).toContain(e164(phone));
    expect(message!.text).toContain('apps.apple.com');
    expect(message!.text).toContain('play.google.com');

    const again = await send(profileId);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('APP_LINK_TOO_SOON');
    expect(again.json().message).toEqual(expect.any(String));

    // 30 a day for this account: the first went out, and 29 more.
    const others = [];
    for (let i = 0; i < 29; i++) others.push((await addAgent(app, owner.headers)).profileId);
    const codes = [];
    for (const id of others) codes.push((await send(id)).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);
    // Ten minutes on, the first agent could be texted again, but none is left today.
    await ctx
      .db()
      .query(
        `UPDATE profiles SET last_texted_at = last_texted_at - interval '11 minutes' WHERE id = $1`,
        [profileId],
      );
    const refused = await send(profileId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('APP_LINK_TOO_MANY');
    expect(refused.json().message).toContain('30');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });
});
