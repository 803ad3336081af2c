import en from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { customer, profilePayload } from '../profiles-helper';

const DAY_MS = 24 * 3600 * 1000;

describeEachDb('invitations and seats', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const newLink = async (headers: Record<string, string>, payload?: object) => {
    const res = await app.inject({ method: 'POST', url: '/v2/invitations', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; expires: string };
  };
  const read = (id: string) => app.inject({ method: 'GET', url: `/v2/invitations/${id}` });
  const accept = (id: string, payload = profilePayload()) =>
    app.inject({ method: 'POST', url: `/v2/invitations/${id}`, payload });
  const profiles = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/v2/users/me/users', headers })).json() as unknown[];

  const INVALID = { code: 'INVITATION_INVALID', message: en['errors.invitationInvalid'] };
  const FULL = { code: 'MAX_USERS', message: en['errors.maxUsers'] };

  it('an active link lets an invited person create a profile under the inviting account', async () => {
    const admin = await customer(app, 3);
    const link = await newLink(admin.headers);
    const expires = Date.parse(link.expires);
    expect(Math.abs(expires - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    const mine = await app.inject({
      method: 'GET',
      url: '/v2/invitations/user/me',
      headers: admin.headers,
    });
    expect(mine.json()).toEqual(link);
    // Read without any session, as the invited person does.
    expect((await read(link.id)).json()).toEqual({
      id: link.id,
      origin: 'realty',
      active: true,
      allowedNewUser: true,
      expires: link.expires,
      // The account has no brand kit: the form starts empty, nothing locked.
      brandKit: { locked: [], logoUrl: null, version: 0, updatedAt: null },
    });
    const created = await accept(link.id, profilePayload({ outroFullName: 'Invited Person' }));
    expect(created.statusCode, created.body).toBe(201);
    const list = (await profiles(admin.headers)) as Array<{
      id: string;
      companies: Array<{ configuration: { variables: { outroFullName: string } } }>;
    }>;
    expect(list).toHaveLength(1);
    expect(list[0]!.id).toBe(created.json().userId);
    expect(list[0]!.companies[0]!.configuration.variables.outroFullName).toBe('Invited Person');
  });

  it('an expired link shows inactive and creates nothing', async () => {
    const admin = await customer(app, 3);
    const link = await newLink(admin.headers);
    await ctx
      .db()
      .query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        link.id,
      ]);
    expect((await read(link.id)).json()).toMatchObject({ active: false });
    const res = await accept(link.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID);
    expect(await profiles(admin.headers)).toHaveLength(0);
  });

  it('a deleted link is invalid', async () => {
    const admin = await customer(app, 3);
    const link = await newLink(admin.headers);
    const del = await app.inject({
      method: 'DELETE',
      url: `/v2/invitations/${link.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await read(link.id)).json()).toEqual(INVALID);
    expect((await accept(link.id)).json()).toEqual(INVALID);
    const mine = await app.inject({
      method: 'GET',
      url: '/v2/invitations/user/me',
      headers: admin.headers,
    });
    expect(mine.json()).toBeNull();
  });

  it('a new link replaces the previous one', async () => {
    const admin = await customer(app, 3);
    const first = await newLink(admin.headers);
    const expires = new Date(Date.now() + 7 * DAY_MS).toISOString();
    const second = await newLink(admin.headers, { expires });
    expect(second.id).not.toBe(first.id);
    expect(Date.parse(second.expires)).toBe(Date.parse(expires));
    expect((await read(first.id)).statusCode).toBe(404);
    expect((await accept(first.id)).json()).toEqual(INVALID);
    expect((await accept(second.id)).statusCode).toBe(201);
  });

  it('a link on a full plan says so', async () => {
    const admin = await customer(app, 1);
    const link = await newLink(admin.headers);
    expect((await accept(link.id)).statusCode).toBe(201);
    expect((await read(link.id)).json()).toMatchObject({ active: true, allowedNewUser: false });
    const res = await accept(link.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(FULL);
  });

  it('refuses an expiry in the past or beyond a year', async () => {
    const admin = await customer(app, 1);
    for (const [days, id] of [
      [-1, 'validation.invitation.expiresPast'],
      [366, 'validation.invitation.expiresMax'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/invitations',
        headers: admin.headers,
        payload: { expires: new Date(Date.now() + days * DAY_MS).toISOString() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ expires: en[id] });
    }
  });

  it('20 concurrent creations, by the administrator and by invitation, with 3 free seats create exactly 3', async () => {
    const admin = await customer(app, 4);
    // One seat already used: 3 free.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v2/companies',
          headers: admin.headers,
          payload: profilePayload(),
        })
      ).statusCode,
    ).toBe(201);
    const link = await newLink(admin.headers);
    const fire = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? app.inject({
                method: 'POST',
                url: '/v2/companies',
                headers: admin.headers,
                payload: profilePayload(),
              })
            : accept(link.id),
        ),
      );
    let results: Awaited<ReturnType<typeof fire>>;
    if (ctx.kind === 'postgres') {
      // Make the race certain: hold back every INSERT until all 20 requests are inside their
      // transaction. Without the seat lock each would count 1 profile, and all would insert.
      let pending: ReturnType<typeof fire> | undefined;
      await ctx.db().transaction(async (tx) => {
        await tx.query('LOCK TABLE profiles IN EXCLUSIVE MODE');
        pending = fire();
        await new Promise((resolve) => setTimeout(resolve, 1500));
      });
      results = await pending!;
    } else {
      // PGlite runs one transaction at a time; the same rule holds.
      results = await fire();
    }
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual(FULL);
    expect(await profiles(admin.headers)).toHaveLength(4);
  });

  describe('another account', () => {
    it("gets 404 for every read, edit and delete of A's profiles, assets and invitations", async () => {
      const a = await customer(app, 3);
      const b = await customer(app, 3);
      const { picture, dataUrl } = await import('../profiles-helper');
      const created = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: a.headers,
        payload: profilePayload({
          noLogo: false,
          outroLogoBase64: dataUrl(await picture(200, 200)),
        }),
      });
      const { userId } = created.json();
      const [profile] = (await profiles(a.headers)) as Array<{
        companies: Array<{ configuration: { variables: { logoId: string } } }>;
      }>;
      const logoId = profile!.companies[0]!.configuration.variables.logoId;
      const link = await newLink(a.headers);

      const attempts = [
        {
          method: 'PUT',
          url: `/v2/companies/${userId}`,
          payload: { ...profilePayload(), userName: 'x' },
        },
        { method: 'DELETE', url: `/v2/companies/${userId}` },
        { method: 'GET', url: `/v2/resources/assets/${logoId}?noRedirect=true` },
        { method: 'GET', url: `/v2/resources/assets/${logoId}` },
        { method: 'DELETE', url: `/v2/invitations/${link.id}` },
      ] as const;
      for (const attempt of attempts) {
        const res = await app.inject({ ...attempt, headers: b.headers });
        expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      // B's own lists show nothing of A's.
      expect(await profiles(b.headers)).toEqual([]);
      const bLink = await app.inject({
        method: 'GET',
        url: '/v2/invitations/user/me',
        headers: b.headers,
      });
      expect(bLink.json()).toBeNull();
      // B cannot attach A's uploaded logo to its own profile either.
      const stolen = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: b.headers,
        payload: profilePayload({ noLogo: false, outroLogoAssetId: logoId }),
      });
      expect(stolen.statusCode).toBe(400);
      // And A's data is untouched.
      expect(await profiles(a.headers)).toHaveLength(1);
      expect((await read(link.id)).statusCode).toBe(200);
    });
  });
});
