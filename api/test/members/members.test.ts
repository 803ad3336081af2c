import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../src/logger';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { bearer, customer, profilePayload } from '../profiles-helper';
import { MEMBER_PASSWORD, accept, invitationToken, invite, member } from './members-helper';

describeEachDb('the team: members, roles and e-mail invitations', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('invites by e-mail in the inviter’s language; the link signs the new person in with the role', async () => {
    const owner = await customer(app, 5);
    const email = uniqueEmail('inv');
    const { token } = await invite(app, owner.headers, 'admin', email, {
      'accept-language': 'fr',
    });
    const [mail] = await app.outbox.latest(1, email);
    expect(mail!.subject).toBe(`Ada Lovelace vous invite dans l’équipe de Ada Lovelace`);
    expect(mail!.text).toContain('Administrateur');

    const info = await app.inject({ url: `/v2/member-invitations/${token}` });
    expect(info.json()).toMatchObject({
      email,
      role: 'admin',
      accountName: 'Ada Lovelace',
      invitedBy: 'Ada Lovelace',
      hasLogin: false,
    });
    // The pending invitation is listed, then accepted.
    const before = await app.inject({ url: '/v2/members', headers: owner.headers });
    expect(before.json().invitations).toEqual([expect.objectContaining({ email, role: 'admin' })]);

    // A new person must name themselves, with a password of the portal's rules.
    const weak = await accept(app, token, { password: 'x' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(
      expect.arrayContaining(['firstName', 'lastName']),
    );

    const res = await accept(app, token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      password: MEMBER_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: owner.id,
      role: 'admin',
      member: { email, firstName: 'Grace', lastName: 'Hopper' },
    });
    const me = await app.inject({ url: '/v2/users/me', headers: bearer(res.json().token) });
    expect(me.json()).toMatchObject({ id: owner.id, role: 'admin', member: { email } });

    // Single use, even for two tabs at once.
    const second = await invite(app, owner.headers, 'viewer');
    const body = { firstName: 'Ann', lastName: 'Lee', password: MEMBER_PASSWORD };
    const both = await Promise.all([
      accept(app, second.token, body),
      accept(app, second.token, body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const again = await accept(app, token, { password: MEMBER_PASSWORD });
    expect({ status: again.statusCode, code: again.json().code }).toEqual({
      status: 410,
      code: 'MEMBER_INVITATION_USED',
    });
    const list = await app.inject({ url: '/v2/members', headers: owner.headers });
    expect(list.json()).toMatchObject({
      members: [
        { id: 'owner', email: owner.email, role: 'owner', isYou: true },
        { email, role: 'admin', isYou: false, lastSignInAt: expect.any(String) },
        { email: second.email, role: 'viewer' },
      ],
      invitations: [],
    });
    // The owner's own GET /v2/users/me says who is signed in.
    const ownerMe = await app.inject({ url: '/v2/users/me', headers: owner.headers });
    expect(ownerMe.json()).toMatchObject({ role: 'owner', member: null });
  });

  it('refuses an expired, revoked or unknown link, each with its own answer', async () => {
    const owner = await customer(app, 5);
    const expired = await invite(app, owner.headers, 'viewer');
    await ctx
      .db()
      .query(
        "UPDATE member_invitations SET expires_at = now() - interval '1 second' WHERE id = $1",
        [expired.id],
      );
    const revoked = await invite(app, owner.headers, 'viewer');
    const del = await app.inject({
      method: 'DELETE',
      url: `/v2/members/invitations/${revoked.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    const body = { firstName: 'A', lastName: 'B', password: MEMBER_PASSWORD };
    const answers = await Promise.all(
      [expired.token, revoked.token, 'no-such-token'].map(async (token) => {
        const [read, accepted] = await Promise.all([
          app.inject({ url: `/v2/member-invitations/${token}` }),
          accept(app, token, body),
        ]);
        return [read, accepted].map((r) => `${r.statusCode} ${r.json().code}`);
      }),
    );
    expect(answers).toEqual([
      ['410 MEMBER_INVITATION_EXPIRED', '410 MEMBER_INVITATION_EXPIRED'],
      ['410 MEMBER_INVITATION_REVOKED', '410 MEMBER_INVITATION_REVOKED'],
      ['404 MEMBER_INVITATION_INVALID', '404 MEMBER_INVITATION_INVALID'],
    ]);
    // A new invitation to the same address replaces the pending one.
    const first = await invite(app, owner.headers, 'viewer');
    const second = await invite(app, owner.headers, 'billing', first.email);
    expect((await accept(app, first.token, body)).json().code).toBe('MEMBER_INVITATION_REVOKED');
    expect((await accept(app, second.token, body)).json().user.role).toBe('billing');
  });

  it('keeps the owner: neither removed nor demoted, with a translated 409', async () => {
    const owner = await customer(app, 5);
    const headers = { ...owner.headers, 'accept-language': 'de' };
    const demote = await app.inject({
      method: 'PATCH',
      url: '/v2/members/owner',
      headers,
      payload: { role: 'viewer' },
    });
    const remove = await app.inject({ method: 'DELETE', url: '/v2/members/owner', headers });
    for (const res of [demote, remove]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'OWNER_FIXED',
        message:
          'Der Inhaber des Kontos kann weder entfernt werden noch eine andere Rolle erhalten.',
      });
    }
    // Nor invited into its own team.
    const self = await app.inject({
      method: 'POST',
      url: '/v2/members/invitations',
      headers: owner.headers,
      payload: { email: owner.email, role: 'admin' },
    });
    expect(self.json().code).toBe('ALREADY_MEMBER');
  });

  it('changes a role at once and ends a removed member’s sessions at once', async () => {
    const owner = await customer(app, 5);
    const viewer = await member(app, owner.headers, 'viewer');
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: viewer.headers,
        payload: profilePayload(),
      });
    expect((await create()).json().code).toBe('FORBIDDEN_ROLE');
    const promote = await app.inject({
      method: 'PATCH',
      url: `/v2/members/${viewer.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    expect(promote.json()).toMatchObject({ id: viewer.id, role: 'admin' });
    expect((await create()).statusCode).toBe(201);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/members/${viewer.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    // Told why, in their language: not "session expired", their membership ended.
    const me = await app.inject({
      url: '/v2/users/me',
      headers: { ...viewer.headers, 'accept-language': 'fr' },
    });
    expect({ status: me.statusCode, ...me.json() }).toMatchObject({
      status: 401,
      code: 'MEMBERSHIP_ENDED',
      message:
        'Vous ne faites plus partie de l’équipe de ce compte. Demandez à son propriétaire de vous inviter à nouveau.',
    });
    const refresh = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: owner.id, refreshToken: viewer.login.refreshToken },
    });
    expect({ status: refresh.statusCode, ...refresh.json() }).toMatchObject({
      status: 401,
      code: 'MEMBERSHIP_ENDED',
      message:
        'You are no longer a member of this account’s team. Ask its owner to invite you again.',
    });
    // Nor can they sign in again: they belong to no account any more.
    expect((await login(app, viewer.email, MEMBER_PASSWORD)).statusCode).toBe(401);
    // The owner's own session is untouched.
    expect((await app.inject({ url: '/v2/users/me', headers: owner.headers })).statusCode).toBe(
      200,
    );
  });

  it('signs a member in by e-mail and password, after the account logins, with the same refusal', async () => {
    const owner = await customer(app, 5);
    const billing = await member(app, owner.headers, 'billing');
    const res = await login(app, billing.email, MEMBER_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: owner.id, role: 'billing' });
    // Its refresh keeps the member.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: owner.id, refreshToken: res.json().refreshToken },
    });
    const me = await app.inject({ url: '/v2/users/me', headers: bearer(refreshed.json().token) });
    expect(me.json()).toMatchObject({ role: 'billing', member: { email: billing.email } });

    const wrong = await login(app, billing.email, 'not-the-password-1');
    const unknown = await login(app, uniqueEmail('nobody'), 'not-the-password-1');
    expect([wrong, unknown].map((r) => [r.statusCode, r.json().code])).toEqual([
      [401, 'IDENTIFIERS_NOT_RECOGNIZED'],
      [401, 'IDENTIFIERS_NOT_RECOGNIZED'],
    ]);
  });

  it('hands a member’s session to a webview as the same member, never the owner', async () => {
    const owner = await customer(app, 5);
    const viewer = await member(app, owner.headers, 'viewer');
    const code = await app.inject({
      method: 'POST',
      url: '/v2/auth/handoff',
      headers: viewer.headers,
    });
    const exchanged = await app.inject({
      method: 'POST',
      url: '/v2/auth/handoff/exchange',
      payload: { code: code.json().code },
    });
    expect(exchanged.json().user).toMatchObject({ role: 'viewer', member: { id: viewer.id } });
    const write = await app.inject({
      method: 'POST',
      url: '/v2/invitations',
      headers: bearer(exchanged.json().token),
    });
    expect(write.json().code).toBe('FORBIDDEN_ROLE');
  });

  it('lets a member who forgot their password set a new one, ending their sessions', async () => {
    const owner = await customer(app, 5);
    const admin = await member(app, owner.headers, 'admin');
    const asked = await app.inject({
      method: 'POST',
      url: '/v2/auth/email/recovery',
      payload: { email: admin.email },
    });
    expect(asked.statusCode).toBe(200);
    let link: RegExpExecArray | null = null;
    for (let i = 0; i < 50 && !link; i++) {
      const [mail] = await app.outbox.latest(1, admin.email);
      link = mail ? /#\/recover\?token=([\w-]+)/.exec(mail.text) : null;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const password = 'a-new-password-2';
    const reset = await app.inject({
      method: 'POST',
      url: '/v2/auth/recovery',
      payload: { token: link![1], password, confirmPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ url: '/v2/users/me', headers: admin.headers })).statusCode).toBe(
      401,
    );
    expect((await login(app, admin.email, MEMBER_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, admin.email, password)).json().user).toMatchObject({
      id: owner.id,
      role: 'admin',
    });
    // The owner's login is not the member's: untouched.
    expect((await login(app, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('lets a member of one account join another with their password, each session one account', async () => {
    const first = await customer(app, 5);
    const second = await customer(app, 5);
    const admin = await member(app, first.headers, 'admin');
    const { token } = await invite(app, second.headers, 'viewer', admin.email);
    const info = await app.inject({ url: `/v2/member-invitations/${token}` });
    expect(info.json().hasLogin).toBe(true);
    expect((await accept(app, token, { password: 'wrong-password-1' })).statusCode).toBe(401);
    const joined = await accept(app, token, { password: MEMBER_PASSWORD });
    expect(joined.json().user).toMatchObject({ id: second.id, role: 'viewer' });
    // The first account's session still names the first account and its role.
    const me = await app.inject({ url: '/v2/users/me', headers: admin.headers });
    expect(me.json()).toMatchObject({ id: first.id, role: 'admin' });
  });

  it('answers 404 for another account’s members, invitations and profiles (IDOR)', async () => {
    const a = await customer(app, 5);
    const b = await customer(app, 5);
    const aAdmin = await member(app, a.headers, 'admin');
    const aPending = await invite(app, a.headers, 'viewer');
    const bProfile = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: b.headers,
      payload: profilePayload(),
    });
    const calls = [
      { method: 'PATCH', url: `/v2/members/${aAdmin.id}`, payload: { role: 'viewer' } },
      { method: 'DELETE', url: `/v2/members/${aAdmin.id}` },
      { method: 'DELETE', url: `/v2/members/invitations/${aPending.id}` },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: b.headers });
      expect({ ...call, status: res.statusCode }).toEqual({ ...call, status: 404 });
    }
    const list = await app.inject({ url: '/v2/members', headers: b.headers });
    expect(JSON.stringify(list.json())).not.toContain(aAdmin.email);
    // A's member reaches none of B's profiles.
    const read = await app.inject({
      url: `/v2/companies/${bProfile.json().userId}`,
      headers: aAdmin.headers,
    });
    expect(read.statusCode).toBe(404);
    // A's pending invitation still works for A.
    expect(await invitationToken(app, aPending.email)).toBe(aPending.token);
    const joined = await accept(app, aPending.token, {
      firstName: 'A',
      lastName: 'B',
      password: MEMBER_PASSWORD,
    });
    expect(joined.json().user.id).toBe(a.id);
  });
});

describe('an e-mail invitation’s link in the logs', () => {
  it('never shows its token', () => {
    expect(redactedUrl('/v2/member-invitations/abc123', '/v2/member-invitations/:token')).toBe(
      '/v2/member-invitations/[redacted]',
    );
  });
});
