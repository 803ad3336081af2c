import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { ZActivityPeople } from '@portal/shared/api/activity';
import { describeEachDb } from '../helper';
import { customer } from '../profiles-helper';
import { member } from '../members/members-helper';

/** GET /v2/activity/people (issue 37): whom the Activity tab's person filter offers. */
describeEachDb('the people the activity log can name', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('lists the owner, the team, and a member who left after acting; an admin reads it too', async () => {
    const owner = await customer(app, 5);
    const admin = await member(app, owner.headers, 'admin');
    const billing = await member(app, owner.headers, 'billing');
    const leaving = await member(app, owner.headers, 'viewer');
    // The viewer signs in again (an event names them), then is removed from the team.
    const signIn = await app.inject({
      method: 'POST',
      url: '/v2/auth/email',
      payload: { email: leaving.email, password: 'team-member-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/members/${leaving.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    // Another account's member is never listed here.
    const other = await customer(app, 1);
    await member(app, other.headers, 'admin');

    // An admin cannot read the team, but can read whom the log names.
    expect((await app.inject({ url: '/v2/members', headers: admin.headers })).statusCode).toBe(403);
    const res = await app.inject({ url: '/v2/activity/people', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { people } = ZActivityPeople.parse(res.json());
    expect(people).toEqual([
      { id: 'owner', email: owner.email, name: 'Ada Lovelace', role: 'owner', current: true },
      { id: admin.id, email: admin.email, name: 'Grace Hopper', role: 'admin', current: true },
      {
        id: billing.id,
        email: billing.email,
        name: 'Grace Hopper',
        role: 'billing',
        current: true,
      },
      {
        id: leaving.id,
        email: leaving.email,
        name: 'Grace Hopper',
        role: 'viewer',
        current: false,
      },
    ]);
    // Each id filters the log: the former member's events are still theirs.
    const theirs = await app.inject({
      url: `/v2/activity?actor=${leaving.id}`,
      headers: admin.headers,
    });
    expect(theirs.json().events.map((e: { action: string }) => e.action)).toContain(
      'auth.signedIn',
    );
    // A billing member does not read the log, nor whom it names.
    const refused = await app.inject({ url: '/v2/activity/people', headers: billing.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('forgets a former member once the retention job has removed all their events', async () => {
    const owner = await customer(app, 1);
    await app.activity.record({
      accountId: owner.id,
      actor: {
        kind: 'member',
        memberId: 'left-long-ago',
        email: 'gone@example.com',
        name: 'Gone',
        role: 'admin',
      },
      action: 'profile.created',
      at: new Date(Date.now() - 400 * 24 * 3600 * 1000),
    });
    const ids = async () =>
      ZActivityPeople.parse(
        (await app.inject({ url: '/v2/activity/people', headers: owner.headers })).json(),
      ).people.map((person) => person.id);
    expect(await ids()).toEqual(['owner', 'left-long-ago']);
    await app.activity.removeExpired();
    expect(await ids()).toEqual(['owner']);
  });
});
