import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { bearer, customer, profilePayload } from '../profiles-helper';
import { MEMBER_PASSWORD, accept, invite, member } from './members-helper';

const switchTo = (app: FastifyInstance, headers: Record<string, string>, accountId: string) =>
  app.inject({
    method: 'POST',
    url: '/v2/auth/switch-account',
    headers,
    payload: { accountId },
  });

const accountsOf = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ url: '/v2/members/me/accounts', headers })).json().accounts as {
    id: string;
    name: string;
    role: string;
  }[];

describeEachDb('a member of two customer accounts picks the account', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('lists the person’s accounts and switches the session to another, ending the one it left', async () => {
    const first = await customer(app, 5);
    const second = await customer(app, 5);
    const person = await member(app, first.headers, 'viewer');
    const { token } = await invite(app, second.headers, 'admin', person.email);
    await accept(app, token, { password: MEMBER_PASSWORD });

    const listed = await accountsOf(app, person.headers);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: first.id, name: 'Ada Lovelace', role: 'viewer' },
        { id: second.id, name: expect.any(String), role: 'admin' },
      ]),
    );

    const res = await switchTo(app, person.headers, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: second.id,
      role: 'admin',
      member: { email: person.email },
    });
    const now = bearer(res.json().token);
    // The new login works in the other account with its role: an admin creates a profile there.
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: now,
      payload: profilePayload(),
    });
    expect(created.statusCode).toBe(201);
    // The login it left ended: its token and its refresh are refused.
    expect((await app.inject({ url: '/v2/users/me', headers: person.headers })).statusCode).toBe(
      401,
    );
    const refresh = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: first.id, refreshToken: person.login.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The next sign-in lands in the account used last.
    const again = await app.inject({
      method: 'POST',
      url: '/v2/auth/email',
      payload: { email: person.email, password: MEMBER_PASSWORD },
    });
    expect(again.json().user).toMatchObject({ id: second.id, role: 'admin' });
    // And back.
    const back = await switchTo(app, now, first.id);
    expect(back.json().user).toMatchObject({ id: first.id, role: 'viewer' });
  });

  it('refuses an account the person does not belong to, and the owner’s login has its one account', async () => {
    const mine = await customer(app, 5);
    const other = await customer(app, 5);
    const person = await member(app, mine.headers, 'billing');
    for (const id of [other.id, 'not-an-id'])
      expect((await switchTo(app, person.headers, id)).statusCode).toBe(404);
    // Still signed in where they were.
    expect((await app.inject({ url: '/v2/users/me', headers: person.headers })).statusCode).toBe(
      200,
    );

    expect(await accountsOf(app, mine.headers)).toEqual([
      { id: mine.id, name: 'Ada Lovelace', role: 'owner' },
    ]);
    expect((await switchTo(app, mine.headers, other.id)).statusCode).toBe(404);
  });
});
