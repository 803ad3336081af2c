import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, describeEachDb, login } from '../helper';
import { bearer, customer } from '../profiles-helper';
import { MEMBER_PASSWORD, accept, invite, member } from './members-helper';

const transfer = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  password: string,
  extra: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v2/members/transfer-ownership',
    headers: { ...headers, ...extra },
    payload: { memberId: id, password },
  });

describeEachDb('transferring the ownership of an account', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('makes a member the owner: both sign in again, each with their own password', async () => {
    const owner = await customer(app, 5);
    const admin = await member(app, owner.headers, 'admin');
    // The old owner's other ways in: a Google identity and a proven phone.
    await app.db.query(
      `INSERT INTO account_identities (provider, subject, account_id, email)
       VALUES ('google', $1, $2, $3)`,
      [`sub-${owner.id}`, owner.id, owner.email],
    );
    await app.db.query('UPDATE accounts SET phone_verified_at = now() WHERE id = $1', [owner.id]);
    const ownerLogin = (await login(app, owner.email, owner.password)).json();

    const res = await transfer(app, owner.headers, admin.id, owner.password);
    expect(res.statusCode).toBe(204);

    // Every login of both people on this account ended.
    // The new owner's member login ended too, but not as a removal: no "no longer a member".
    for (const headers of [owner.headers, bearer(ownerLogin.token), admin.headers]) {
      const me = await app.inject({ url: '/v2/users/me', headers });
      expect({ status: me.statusCode, code: me.json().code }).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
      });
    }
    const refresh = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: owner.id, refreshToken: ownerLogin.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    // The new owner signs in with their own password as the account's owner.
    const newOwner = await login(app, admin.email, MEMBER_PASSWORD);
    expect(newOwner.statusCode).toBe(200);
    expect(newOwner.json().user).toMatchObject({
      id: owner.id,
      email: admin.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'owner',
      member: null,
    });
    // The old owner, with their own password, is an Admin member.
    const oldOwner = await login(app, owner.email, owner.password);
    expect(oldOwner.statusCode).toBe(200);
    expect(oldOwner.json().user).toMatchObject({
      id: owner.id,
      role: 'admin',
      member: { email: owner.email, firstName: 'Ada', lastName: 'Lovelace' },
    });
    const team = await app.inject({
      url: '/v2/members',
      headers: bearer(newOwner.json().token),
    });
    expect(team.json().members).toEqual([
      expect.objectContaining({ id: 'owner', email: admin.email, isYou: true }),
      expect.objectContaining({ email: owner.email, role: 'admin' }),
    ]);
    // The old owner cannot transfer it back: the team is the owner's.
    const back = await transfer(
      app,
      bearer(oldOwner.json().token),
      newOwner.json().user.id,
      owner.password,
    );
    expect(back.json().code).toBe('FORBIDDEN_ROLE');

    // The old owner's Google sign-in and phone no longer open the account.
    const identities = await app.db.query(
      'SELECT 1 FROM account_identities WHERE account_id = $1',
      [owner.id],
    );
    const phone = await app.db.one<{ proven: boolean }>(
      'SELECT phone_verified_at IS NOT NULL AS proven FROM accounts WHERE id = $1',
      [owner.id],
    );
    expect({ identities: identities.length, phoneProven: phone!.proven }).toEqual({
      identities: 0,
      phoneProven: false,
    });

    // The activity log names the transfer, who did it and to whom.
    const events = await app.inject({
      url: '/v2/activity?action=member.ownershipTransferred',
      headers: bearer(newOwner.json().token),
    });
    expect(events.json().events).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: owner.email, role: 'owner' }),
        target: expect.objectContaining({ label: admin.email }),
        changes: { owner: { before: owner.email, after: admin.email } },
      }),
    ]);
  });

  it('keeps a new owner’s other teams and reuses the old owner’s person of another team', async () => {
    const first = await customer(app, 5);
    const second = await customer(app, 5);
    // The owner of `first` is also a viewer of `second`, the billing member of `first` an admin of
    // `second`.
    const ownerAsMember = await invite(app, second.headers, 'viewer', first.email);
    await accept(app, ownerAsMember.token, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'owner-as-member-1',
    });
    const billing = await member(app, first.headers, 'billing');
    const other = await invite(app, second.headers, 'admin', billing.email);
    await accept(app, other.token, { password: MEMBER_PASSWORD });

    expect((await transfer(app, first.headers, billing.id, first.password)).statusCode).toBe(204);

    // The person of `first`'s old owner keeps the password of that person, now in both teams.
    const oldOwner = await login(app, first.email, 'owner-as-member-1');
    expect(oldOwner.json().user.member).toMatchObject({ email: first.email });
    const accounts = await app.inject({
      url: '/v2/members/me/accounts',
      headers: bearer(oldOwner.json().token),
    });
    expect(
      accounts
        .json()
        .accounts.map((a: { id: string; role: string }) => [a.id, a.role])
        .sort(),
    ).toEqual(
      [
        [first.id, 'admin'],
        [second.id, 'viewer'],
      ].sort(),
    );
    // The new owner signs in to `first` as its owner; `second` still has them as an admin.
    const newOwner = await login(app, billing.email, MEMBER_PASSWORD);
    expect(newOwner.json().user).toMatchObject({ id: first.id, role: 'owner' });
    const secondTeam = await app.inject({ url: '/v2/members', headers: second.headers });
    expect(secondTeam.json().members).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: billing.email, role: 'admin' })]),
    );
  });

  it('lets one of two transfers at the same moment through; the other is refused', async () => {
    const owner = await customer(app, 5);
    const [a, b] = [
      await member(app, owner.headers, 'admin'),
      await member(app, owner.headers, 'viewer'),
    ];
    const both = await Promise.all([
      transfer(app, owner.headers, a.id, owner.password),
      transfer(app, owner.headers, b.id, owner.password),
    ]);
    // The other: its login ended (401), or the login's password was already the new owner's (400).
    const [first, other] = both.map((r) => r.statusCode).sort();
    expect(first).toBe(204);
    expect([400, 401]).toContain(other);
    const winner = both[0]!.statusCode === 204 ? a : b;
    const loser = winner === a ? b : a;
    // The winner owns the account; the other member is still a member with their role.
    const signedIn = await login(app, winner.email, MEMBER_PASSWORD);
    expect(signedIn.json().user).toMatchObject({ id: owner.id, role: 'owner' });
    const team = await app.inject({ url: '/v2/members', headers: bearer(signedIn.json().token) });
    expect(team.json().members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: owner.email, role: 'admin' }),
        expect.objectContaining({ email: loser.email, role: loser === a ? 'admin' : 'viewer' }),
      ]),
    );
  });

  it('refuses a wrong password at its field, a non-member and an e-mail that is another account’s login', async () => {
    const owner = await customer(app, 5);
    const viewer = await member(app, owner.headers, 'viewer');
    const wrong = await transfer(app, owner.headers, viewer.id, 'not-the-password-1', {
      'accept-language': 'fr',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PASSWORD_WRONG',
      fields: { password: expect.any(String) },
    });
    expect(wrong.json().fields.password).not.toBe('errors.passwordWrong');

    // Another account's member, and the owner itself, are no member of this account.
    const stranger = await customer(app, 5);
    const theirs = await member(app, stranger.headers, 'admin');
    for (const id of [theirs.id, 'owner'])
      expect((await transfer(app, owner.headers, id, owner.password)).statusCode).toBe(404);

    // A member whose e-mail is another account's own login cannot take this one's.
    const elsewhere = await createAccount(app);
    const { token } = await invite(app, owner.headers, 'admin', elsewhere.email);
    const joined = await accept(app, token, {
      firstName: 'Eve',
      lastName: 'Owner',
      password: 'member-pass-1',
    });
    const taken = await transfer(app, owner.headers, joined.json().user.member.id, owner.password, {
      'accept-language': 'de',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('OWNERSHIP_EMAIL_TAKEN');
    expect(taken.json().message).toContain('Inhaber');

    // Nothing changed: the owner still signs in as owner, the viewer as viewer.
    expect(
      (await app.inject({ url: '/v2/users/me', headers: owner.headers })).json(),
    ).toMatchObject({ email: owner.email, role: 'owner' });
    expect(
      (await app.inject({ url: '/v2/users/me', headers: viewer.headers })).json(),
    ).toMatchObject({ role: 'viewer' });
  });
});
