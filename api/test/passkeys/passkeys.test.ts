import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { describeEachDb, login } from '../helper';
import { member } from '../members/members-helper';
import { customer } from '../profiles-helper';
import { SoftAuthenticator } from './soft-authenticator';

type Headers = Record<string, string>;

describeEachDb('passkeys', (ctx) => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    origin = app.config.webauthn.origins[0]!;
  });

  const authenticator = (extra: { synced?: boolean } = {}) =>
    new SoftAuthenticator({ origin, ...extra });

  /** Adds a passkey of the caller's (settings): options, then the authenticator's answer. */
  async function addPasskey(headers: Headers, device: SoftAuthenticator, name = 'My laptop') {
    const options = await app.inject({
      method: 'POST',
      url: '/v2/security/passkeys/options',
      headers,
    });
    expect(options.statusCode).toBe(200);
    return app.inject({
      method: 'POST',
      url: '/v2/security/passkeys',
      headers,
      payload: { name, response: device.register(options.json()) },
    });
  }

  const signInOptions = async () =>
    (await app.inject({ method: 'POST', url: '/v2/auth/passkey/options' })).json();

  const signIn = (response: unknown, headers: Headers = {}) =>
    app.inject({ method: 'POST', url: '/v2/auth/passkey', headers, payload: { response } });

  const passkeysOf = (
    person: { accountId: string; memberId: null } | { accountId: null; memberId: string },
  ) => app.passkeysRepository.listForPerson(person);

  it('adds a passkey with resident key and user verification required, and signs in with it, no password', async () => {
    const owner = await customer(app, 2);
    const options = await app.inject({
      method: 'POST',
      url: '/v2/security/passkeys/options',
      headers: owner.headers,
    });
    const creation = options.json();
    expect(creation.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(creation.rp.id).toBe(app.config.webauthn.rpId);
    expect(creation.user.name).toBe(owner.email);
    const device = authenticator({ synced: true });
    const added = await app.inject({
      method: 'POST',
      url: '/v2/security/passkeys',
      headers: owner.headers,
      payload: { name: ' Work laptop ', response: device.register(creation) },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Work laptop', backedUp: true, lastUsedAt: null });

    // The next options exclude it: the same authenticator is not registered twice.
    const again = await app.inject({
      method: 'POST',
      url: '/v2/security/passkeys/options',
      headers: owner.headers,
    });
    expect(again.json().excludeCredentials).toEqual([
      expect.objectContaining({ id: device.id, type: 'public-key' }),
    ]);

    const request = await signInOptions();
    expect(request.allowCredentials ?? []).toEqual([]);
    expect(request.userVerification).toBe('required');
    const res = await signIn(device.assert(request));
    expect(res.statusCode).toBe(200);
    const session = res.json() as TLoginResponse;
    expect(session.user.id).toBe(owner.id);
    expect(session.user.member ?? null).toBeNull();
    const me = await app.inject({
      url: '/v2/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    const [listed] = await passkeysOf({ accountId: owner.id, memberId: null });
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, a counter that does not grow, another origin and another RP ID, in the caller’s language', async () => {
    const owner = await customer(app, 2);
    const device = authenticator();
    expect((await addPasskey(owner.headers, device)).statusCode).toBe(201);
    const request = await signInOptions();
    const assertion = device.assert(request);
    expect((await signIn(assertion)).statusCode).toBe(200);

    // The same answer again: its challenge was used.
    const replayed = await signIn(assertion, { 'accept-language': 'fr' });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      code: 'PASSKEY_CHALLENGE_INVALID',
      message: 'Cette demande de clé d’accès a expiré ou a déjà été utilisée. Réessayez.',
    });

    // A fresh challenge signed by a clone whose counter stayed behind.
    const cloned = await signIn(device.assert(await signInOptions(), { counter: 1 }), {
      'accept-language': 'de',
    });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toMatchObject({
      code: 'PASSKEY_INVALID',
      message:
        'Dieser Passkey konnte nicht geprüft werden. Versuchen Sie es erneut oder melden Sie sich anders an.',
    });

    const otherOrigin = await signIn(
      device.assert(await signInOptions(), { origin: 'https://portal.evil.example' }),
    );
    expect(otherOrigin.statusCode).toBe(401);
    expect(otherOrigin.json().code).toBe('PASSKEY_INVALID');
    const otherRp = await signIn(device.assert(await signInOptions(), { rpId: 'evil.example' }));
    expect(otherRp.statusCode).toBe(401);

    // An unknown credential, and a challenge nobody handed out.
    const stranger = authenticator();
    stranger.register({ challenge: 'x', rp: { id: app.config.webauthn.rpId } });
    expect((await signIn(stranger.assert(await signInOptions()))).statusCode).toBe(401);
    const forged = await signIn(
      device.assert({ challenge: 'bm90LWlzc3VlZA', rpId: app.config.webauthn.rpId }),
    );
    expect(forged.json().code).toBe('PASSKEY_CHALLENGE_INVALID');

    // The real authenticator still signs in: refusals did not move its counter.
    expect((await signIn(device.assert(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses an attestation from another origin or without user verification, and one made for another person', async () => {
    const owner = await customer(app, 2);
    const other = await customer(app, 2);
    const options = async (headers: Headers) =>
      (await app.inject({ method: 'POST', url: '/v2/security/passkeys/options', headers })).json();
    const add = (headers: Headers, response: unknown) =>
      app.inject({
        method: 'POST',
        url: '/v2/security/passkeys',
        headers,
        payload: { name: 'Key', response },
      });

    const wrongOrigin = new SoftAuthenticator({ origin: 'https://portal.evil.example' });
    const refused = await add(owner.headers, wrongOrigin.register(await options(owner.headers)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PASSKEY_REGISTRATION_FAILED');

    const noUv = new SoftAuthenticator({ origin, userVerified: false });
    expect((await add(owner.headers, noUv.register(await options(owner.headers)))).statusCode).toBe(
      400,
    );

    // Options made in the owner's settings do not add a passkey to another customer.
    const stolen = authenticator().register(await options(owner.headers));
    const res = await add(other.headers, stolen);
    expect(res.json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    expect(await passkeysOf({ accountId: other.id, memberId: null })).toEqual([]);
    expect(await passkeysOf({ accountId: owner.id, memberId: null })).toEqual([]);
  });

  it('a member’s passkey is theirs: it signs them in as the member; rename and remove reach only one’s own (another’s id answers 404)', async () => {
    const owner = await customer(app, 2);
    const admin = await member(app, owner.headers, 'admin');
    const viewer = await member(app, owner.headers, 'viewer');
    const adminKey = authenticator();
    const added = await addPasskey(admin.headers, adminKey, 'Grace’s phone');
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    expect((await addPasskey(owner.headers, authenticator(), 'Owner key')).statusCode).toBe(201);

    expect(await passkeysOf({ accountId: null, memberId: admin.id })).toEqual([
      expect.objectContaining({ id, name: 'Grace’s phone' }),
    ]);
    expect(await passkeysOf({ accountId: owner.id, memberId: null })).toEqual([
      expect.objectContaining({ name: 'Owner key' }),
    ]);

    const res = await signIn(adminKey.assert(await signInOptions()));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: owner.id, role: 'admin' });
    expect(res.json().user.member.id).toBe(admin.id);

    // The owner, and another member, cannot rename or remove it.
    for (const headers of [owner.headers, viewer.headers]) {
      const renamed = await app.inject({
        method: 'PATCH',
        url: `/v2/security/passkeys/${id}`,
        headers,
        payload: { name: 'Mine now' },
      });
      expect(renamed.statusCode).toBe(404);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/v2/security/passkeys/${id}`,
        headers,
      });
      expect(removed.statusCode).toBe(404);
    }
    const notAnId = await app.inject({
      method: 'DELETE',
      url: '/v2/security/passkeys/not-a-uuid',
      headers: admin.headers,
    });
    expect(notAnId.statusCode).toBe(404);

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/v2/security/passkeys/${id}`,
      headers: admin.headers,
      payload: { name: 'Work phone' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Work phone' });
    const blank = await app.inject({
      method: 'PATCH',
      url: `/v2/security/passkeys/${id}`,
      headers: admin.headers,
      payload: { name: '  ' },
    });
    expect(blank.statusCode).toBe(400);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/security/passkeys/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await passkeysOf({ accountId: null, memberId: admin.id })).toEqual([]);
    // A removed passkey signs nobody in.
    expect((await signIn(adminKey.assert(await signInOptions()))).statusCode).toBe(401);
  });

  it('a challenge handed out by one API instance is answered at another, once', async () => {
    const other = await ctx.buildTestApp();
    const owner = await customer(app, 2);
    const device = authenticator();
    expect((await addPasskey(owner.headers, device)).statusCode).toBe(201);
    const assertion = device.assert(await signInOptions());
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/v2/auth/passkey',
      payload: { response: assertion },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.id).toBe(owner.id);
    // Used there, it is refused here.
    expect((await signIn(assertion)).json().code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  describe('as the second factor of a sign-in', () => {
    it('answers the step with one of the person’s own passkeys only, once', async () => {
      const owner = await customer(app, 2);
      const other = await customer(app, 2);
      const ownKey = authenticator();
      const otherKey = authenticator();
      expect((await addPasskey(owner.headers, ownKey)).statusCode).toBe(201);
      expect((await addPasskey(other.headers, otherKey)).statusCode).toBe(201);

      const first = (await login(app, owner.email, owner.password)).json();
      expect(first).toMatchObject({ secondFactorRequired: true });
      expect(first.methods).toContain('passkey');
      const factorOptions = async () =>
        (
          await app.inject({
            method: 'POST',
            url: '/v2/auth/second-factor/passkey/options',
            payload: { challenge: first.challenge },
          })
        ).json();
      const answer = (response: unknown) =>
        app.inject({
          method: 'POST',
          url: '/v2/auth/second-factor/passkey',
          payload: { challenge: first.challenge, response },
        });

      const options = await factorOptions();
      expect(options.allowCredentials).toEqual([expect.objectContaining({ id: ownKey.id })]);
      // Another customer's passkey does not answer the owner's step.
      const refused = await answer(otherKey.assert(options));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('PASSKEY_INVALID');

      const passed = await answer(ownKey.assert(await factorOptions()));
      expect(passed.statusCode).toBe(200);
      expect(passed.json().user.id).toBe(owner.id);
      // The step's challenge is spent.
      const again = await app.inject({
        method: 'POST',
        url: '/v2/auth/second-factor/passkey/options',
        payload: { challenge: first.challenge },
      });
      expect(again.statusCode).toBe(401);
    });
  });
});
