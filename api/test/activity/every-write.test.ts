import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import { isSecretKey } from '../../src/activity/redact';
import { ROUTE_ACTIONS, isLoggedWrite } from '../../src/activity/route-actions';
import { isPublicRoute } from '../../src/auth/public-routes';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { attachBillingSubscription } from '../cancellation/billing-subscription';
import { SoftAuthenticator } from '../passkeys/soft-authenticator';
import { totpCode } from '../second-factor/second-factor-helper';
import { signInAtProvider } from '../support/browser';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import {
  bearer,
  customer,
  multipart,
  picture,
  profilePayload,
  uniquePhone,
} from '../profiles-helper';

type Customer = Awaited<ReturnType<typeof customer>>;

/** What an example may need: the signed-in customer and what earlier examples made. */
interface Scene {
  app: FastifyInstance;
  who: Customer;
  session: { token: string; refreshToken: string };
  profileId: string;
  /** A new profile each time (deleting, texting one: never twice within 10 minutes). */
  newProfile(): Promise<string>;
  importId?: string;
  invitationId?: string;
  memberInvitationId?: string;
  memberId?: string;
  newPhone: string;
  /** The customer's passkey (a software authenticator) and its id once added. */
  passkey?: { device: SoftAuthenticator; id?: string };
  /** The customer's authenticator app: its secret, then its recovery codes. */
  totp?: { secret: string; recoveryCodes: string[] };
}

const EN = PROFILE_CSV_HEADERS['en-us'];
const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/v2/auth/callback/`;

/**
 * A valid request per write route, in an order where each finds what it needs. A new write route
 * fails "covers every write route" until its example is here, and then must record one event.
 */
/** The account's e-mail as it now is (an example before changed it). */
const emailOf = async (s: Scene) =>
  (await s.app.db.one<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [s.who.id]))!
    .email;

const EXAMPLES: [string, (s: Scene) => Promise<InjectOptions> | InjectOptions][] = [
  ['POST /v2/auth/email', (s) => ({ payload: { email: s.who.email, password: s.who.password } })],
  [
    'POST /v2/auth/social',
    async (s) => {
      // Google says the account's proven e-mail signed in (test/auth/social-login.test.ts's way).
      await s.app.db.query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [
        s.who.id,
      ]);
      const link = await s.app.inject({ url: '/v2/auth/getRegistrationLink/google' });
      const answer = await signInAtProvider(link.json().url, CALLBACK, {
        email: s.who.email,
        verified: true,
      });
      const back = await s.app.inject({ url: answer.url.slice(PORTAL.length) });
      const params = new URLSearchParams((back.headers.location as string).split('?')[1]);
      return {
        payload: {
          googleCode: params.get('code'),
          state: params.get('state'),
          ...(params.get('iss') ? { iss: params.get('iss') } : {}),
        },
      };
    },
  ],
  // Passkeys: added, used to sign in (alone, then as the second factor after the password),
  // renamed, removed last (so later password sign-ins ask for no second factor).
  ['POST /v2/security/passkeys/options', () => ({})],
  [
    'POST /v2/security/passkeys',
    async (s) => {
      const device = new SoftAuthenticator({ origin: s.app.config.webauthn.origins[0]! });
      s.passkey = { device };
      const options = await s.app.inject({
        method: 'POST',
        url: '/v2/security/passkeys/options',
        headers: s.who.headers,
      });
      return { payload: { name: 'Laptop', response: device.register(options.json()) } };
    },
  ],
  [
    'PATCH /v2/security/passkeys/:id',
    (s) => ({ url: `/v2/security/passkeys/${s.passkey!.id}`, payload: { name: 'Work laptop' } }),
  ],
  [
    'POST /v2/auth/passkey',
    async (s) => {
      const options = await s.app.inject({ method: 'POST', url: '/v2/auth/passkey/options' });
      return { payload: { response: s.passkey!.device.assert(options.json()) } };
    },
  ],
  [
    'POST /v2/auth/second-factor/passkey',
    async (s) => {
      const { challenge } = (await login(s.app, s.who.email, s.who.password)).json();
      const options = await s.app.inject({
        method: 'POST',
        url: '/v2/auth/second-factor/passkey/options',
        payload: { challenge },
      });
      return { payload: { challenge, response: s.passkey!.device.assert(options.json()) } };
    },
  ],
  ['DELETE /v2/security/passkeys/:id', (s) => ({ url: `/v2/security/passkeys/${s.passkey!.id}` })],
  // The authenticator app (issue 38): set up, turned on with its first code, recovery codes made
  // anew, one used to sign in after the password, the policy saved, the app turned off last (so
  // later sign-ins ask for no second factor).
  ['POST /v2/security/totp', () => ({})],
  [
    'POST /v2/security/totp/confirm',
    (s) => ({ payload: { code: totpCode(s.totp!.secret, Date.now()) } }),
  ],
  ['POST /v2/security/recovery-codes', () => ({})],
  [
    'POST /v2/auth/second-factor',
    async (s) => {
      const { challenge } = (await login(s.app, s.who.email, s.who.password)).json();
      return { payload: { challenge, method: 'recovery', code: s.totp!.recoveryCodes[0] } };
    },
  ],
  ['PUT /v2/security/policy', () => ({ payload: { policy: 'off' } })],
  ['DELETE /v2/security/totp', (s) => ({ payload: { password: s.who.password } })],
  ['POST /v2/auth/handoff', () => ({})],
  [
    'POST /v2/auth/handoff/exchange',
    async (s) => {
      const made = await s.app.inject({
        method: 'POST',
        url: '/v2/auth/handoff',
        headers: s.who.headers,
      });
      return { payload: { code: made.json().code } };
    },
  ],
  ['POST /v2/companies', () => ({ payload: profilePayload() })],
  [
    'PUT /v2/companies/:id',
    (s) => ({
      url: `/v2/companies/${s.profileId}`,
      payload: profilePayload({ name: 'Quay Homes' }),
    }),
  ],
  [
    'POST /v2/companies/:id/app-link',
    async (s) => ({ url: `/v2/companies/${await s.newProfile()}/app-link`, payload: {} }),
  ],
  [
    'POST /v2/companies/:id/app-sign-out',
    (s) => ({ url: `/v2/companies/${s.profileId}/app-sign-out` }),
  ],
  ['DELETE /v2/companies/:id', async (s) => ({ url: `/v2/companies/${await s.newProfile()}` })],
  [
    'POST /v2/users/me/users/app-link',
    async (s) => ({ payload: { selection: { ids: [await s.newProfile()] }, count: 1 } }),
  ],
  [
    'POST /v2/users/me/users/apply-brand-kit',
    (s) => ({ payload: { selection: { ids: [s.profileId] }, count: 1 } }),
  ],
  ['POST /v2/users/me/users/export', (s) => ({ payload: { selection: { ids: [s.profileId] } } })],
  [
    'POST /v2/users/me/users/delete',
    async (s) => ({ payload: { selection: { ids: [await s.newProfile()] }, count: 1 } }),
  ],
  [
    'POST /v2/resources/assets',
    async () => {
      const body = multipart('logo.png', 'image/png', await picture(200, 200));
      return {
        url: '/v2/resources/assets?kind=logo',
        headers: body.headers,
        payload: body.payload,
      };
    },
  ],
  ['POST /v2/invitations', () => ({ payload: {} })],
  ['DELETE /v2/invitations/:id', (s) => ({ url: `/v2/invitations/${s.invitationId}` })],
  // The team: an invitation revoked; another accepted from its e-mailed link, then the member's
  // role changed and the member removed.
  [
    'POST /v2/members/invitations',
    () => ({ payload: { email: uniqueEmail('inv'), role: 'admin' } }),
  ],
  [
    'DELETE /v2/members/invitations/:id',
    (s) => ({ url: `/v2/members/invitations/${s.memberInvitationId}` }),
  ],
  [
    'POST /v2/member-invitations/:token',
    async (s) => {
      const email = uniqueEmail('join');
      const invited = await s.app.inject({
        method: 'POST',
        url: '/v2/members/invitations',
        headers: s.who.headers,
        payload: { email, role: 'admin' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const [mail] = await s.app.outbox.latest(1, email);
      const token = /token=([\w-]+)/.exec(mail!.text)![1];
      return {
        url: `/v2/member-invitations/${token}`,
        payload: { firstName: 'Grace', lastName: 'Hopper', password: 'compiler-1952' },
      };
    },
  ],
  [
    'POST /v2/member-invitations/:token/social',
    async (s) => {
      // Joining with Google (issue 37): the join page's button, the provider, back to the page.
      const token = await invitationLink(s, s.who.headers, uniqueEmail('joing'));
      const link = await s.app.inject({ url: `/v2/member-invitations/${token}/social/google` });
      const answer = await signInAtProvider(link.json().url, CALLBACK, {
        email: uniqueEmail('google'),
      });
      const back = await s.app.inject({ url: answer.url.slice(PORTAL.length) });
      const params = new URLSearchParams((back.headers.location as string).split('?')[1]);
      return {
        url: `/v2/member-invitations/${token}/social`,
        payload: {
          provider: 'google',
          code: params.get('code'),
          state: params.get('state'),
          ...(params.get('iss') ? { iss: params.get('iss') } : {}),
          firstName: 'Grace',
          lastName: 'Hopper',
        },
      };
    },
  ],
  [
    'POST /v2/member-invitations/:token/phone',
    async (s) => {
      // Joining with a phone proven by a code (another number than the scene's own).
      const token = await invitationLink(s, s.who.headers, uniqueEmail('joinp'));
      const tail = (Number(s.newPhone.slice(-3)) + 500) % 1000;
      const phone = `+447911123${String(tail).padStart(3, '0')}`;
      const sent = await s.app.inject({
        method: 'POST',
        url: `/v2/member-invitations/${token}/phone-code`,
        payload: { phone },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [message] = await s.app.outbox.latest(1, phone);
      const code = /\b(\d{6})\b/.exec(message!.text)![1];
      return {
        url: `/v2/member-invitations/${token}/phone`,
        payload: { phone, code, firstName: 'Grace', lastName: 'Hopper' },
      };
    },
  ],
  [
    'PATCH /v2/members/:id',
    (s) => ({ url: `/v2/members/${s.memberId}`, payload: { role: 'billing' } }),
  ],
  ['DELETE /v2/members/:id', (s) => ({ url: `/v2/members/${s.memberId}` })],
  ['PUT /v2/brand-kit', () => ({ payload: { companyName: 'Harbour Homes' } })],
  [
    'POST /v2/imports',
    () => ({
      payload: {
        text: stringify([
          [EN.loginPhoneNumber, EN.name, EN.outroFullName, EN.outroEmail],
          [uniquePhone(), 'Harbour Homes', 'Jane Agent', 'jane@harbour.example'],
        ]),
      },
    }),
  ],
  [
    'PUT /v2/imports/:id',
    (s) => ({ url: `/v2/imports/${s.importId}`, payload: { duplicates: 'skip' } }),
  ],
  [
    'POST /v2/imports/:id/apply',
    (s) => ({ url: `/v2/imports/${s.importId}/apply`, payload: { count: 1 } }),
  ],
  [
    'PATCH /v2/users/:id/invoices',
    (s) => ({ url: `/v2/users/${s.who.id}/invoices`, payload: { receiveInvoices: false } }),
  ],
  [
    'POST /payments/portal/session',
    () => ({ payload: { returnUrl: `${PORTAL}/#/additional-info?billing=true` } }),
  ],
  // Cancelling in the portal (issue 39): the offer taken, then a cancel and its resume.
  [
    'POST /v2/billing/cancellation/offer',
    async (s) => {
      await attachBillingSubscription(s.app.db, s.who.id);
      return {};
    },
  ],
  ['POST /v2/billing/cancellation', () => ({ payload: { reason: 'other' } })],
  ['POST /v2/billing/cancellation/resume', () => ({})],
  // The business billing details (issue 39), of the billing customer the offer's step gave it.
  [
    'PUT /v2/billing/details',
    () => ({
      payload: {
        company: 'Harbour Homes',
        address: {
          line1: '1 Main Street',
          city: 'Springfield',
          state: 'IL',
          postalCode: '62701',
          country: 'US',
        },
      },
    }),
  ],
  // "Correct my last invoice" (issue 39): a paid invoice of that subscription, corrected.
  [
    'POST /v2/invoices/:id/correction',
    async (s) => {
      const invoice = await s.app.db.one<{ id: string }>(
        `INSERT INTO invoices (customer_id, subscription_id, status, billing_reason, currency,
           subtotal, total, amount_paid, paid_at, number, bill_to)
         SELECT c.id, bs.id, 'paid', 'subscription_cycle', 'USD', 7800, 7800, 7800, now(),
           'INV-' || lpad(nextval('invoice_number_seq')::text, 6, '0'), bill_to_of(c)
         FROM billing_customers c JOIN billing_subscriptions bs ON bs.customer_id = c.id
         WHERE c.account_id = $1 LIMIT 1 RETURNING id`,
        [s.who.id],
      );
      return { url: `/v2/invoices/${invoice!.id}/correction` };
    },
  ],
  // One's own sessions (issue 38): a second sign-in of the customer's signed out from the first.
  [
    'DELETE /v2/security/sessions/:id',
    async (s) => {
      const other = (await login(s.app, s.who.email, s.who.password)).json();
      // The login's id is the access token's `sid`.
      const { sid } = JSON.parse(
        Buffer.from(String(other.token).split('.')[1] ?? '', 'base64url').toString(),
      ) as { sid: string };
      return { url: `/v2/security/sessions/${sid}` };
    },
  ],
  ['POST /v2/security/sessions/sign-out-others', () => ({})],
  // "Export my data" (issue 39): the owner asks for the account's ZIP.
  ['POST /v2/exports', () => ({})],
  [
    'PATCH /v2/users/:id/phone',
    (s) => ({
      url: `/v2/users/${s.who.id}/phone`,
      payload: { phone: s.newPhone, password: s.who.password },
    }),
  ],
  [
    'POST /v2/users/:id/requestPhoneVerification',
    (s) => ({ url: `/v2/users/${s.who.id}/requestPhoneVerification`, payload: {} }),
  ],
  [
    'POST /v2/users/:id/validatePhoneVerification',
    async (s) => {
      const [message] = await s.app.outbox.latest(1, s.newPhone.replace(/[^+\d]/g, ''));
      return {
        url: `/v2/users/${s.who.id}/validatePhoneVerification`,
        payload: { code: /\b(\d{6})\b/.exec(message!.text)![1] },
      };
    },
  ],
  // The number just proven signs in with a code.
  [
    'POST /v2/auth/validatelogin',
    async (s) => {
      const sent = await s.app.inject({
        method: 'POST',
        url: '/v2/auth/requestlogin',
        payload: { phone: s.newPhone },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [message] = await s.app.outbox.latest(1, s.newPhone.replace(/[^+\d]/g, ''));
      return { payload: { phone: s.newPhone, code: /\b(\d{6})\b/.exec(message!.text)![1] } };
    },
  ],
  [
    'POST /v2/users/:id/requestEmailChange',
    (s) => ({
      url: `/v2/users/${s.who.id}/requestEmailChange`,
      payload: {
        currentEmail: s.who.email,
        newEmail: `new-${s.who.email}`,
        password: s.who.password,
      },
    }),
  ],
  [
    'POST /v2/users/:id/validateEmailChange',
    async (s) => {
      const [mail] = await s.app.outbox.latest(1, `new-${s.who.email}`);
      return {
        url: `/v2/users/${s.who.id}/validateEmailChange`,
        payload: { newEmail: `new-${s.who.email}`, code: /\b(\d{6})\b/.exec(mail!.text)![1] },
      };
    },
  ],
  [
    'PATCH /v2/users/:id/password',
    (s) => ({
      url: `/v2/users/${s.who.id}/password`,
      payload: { currentPassword: s.who.password, newPassword: 'another-pass-42' },
    }),
  ],
  ['POST /v2/auth/logout', (s) => ({ payload: { refreshToken: s.session.refreshToken } })],
  // A member of this account and of another leaves this one for the other.
  [
    'POST /v2/auth/switch-account',
    async (s) => {
      const here = await joinedMember(s, s.who.headers);
      const other = await customer(s.app, 1);
      const there = await invitationLink(s, other.headers, here.email);
      const joined = await s.app.inject({
        method: 'POST',
        url: `/v2/member-invitations/${there}`,
        payload: { password: MEMBER_PASSWORD },
      });
      expect(joined.statusCode, joined.body).toBe(200);
      return { headers: bearer(here.token), payload: { accountId: other.id } };
    },
  ],
  // "Delete my account" (issue 39): every session ends; the owner's sign-in then offers the undo,
  // which signs the owner in again (the loop takes that session on).
  [
    'POST /v2/account-deletion',
    async (s) => ({ payload: { password: 'another-pass-42', confirmation: await emailOf(s) } }),
  ],
  [
    'POST /v2/account-deletion/restore',
    async (s) => {
      const refused = await login(s.app, await emailOf(s), 'another-pass-42');
      return { payload: { token: refused.json().restore.token as string } };
    },
  ],
  // Last: the owner's logins end with it (the password is the one the password example set).
  [
    'POST /v2/members/transfer-ownership',
    async (s) => {
      const { memberId } = await joinedMember(s, s.who.headers);
      return {
        payload: { memberId, password: 'another-pass-42' },
      };
    },
  ],
];

const MEMBER_PASSWORD = 'team-member-1';

/** The token of a new invitation to `email` from the account of `headers`, as its mail holds it. */
async function invitationLink(s: Scene, headers: Record<string, string>, email: string) {
  const invited = await s.app.inject({
    method: 'POST',
    url: '/v2/members/invitations',
    headers,
    payload: { email, role: 'admin' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [mail] = await s.app.outbox.latest(1, email);
  return /#\/join\?token=([\w-]+)/.exec(mail!.text)![1]!;
}

/** A new admin of the account of `headers`, joined from their link: their id and login. */
async function joinedMember(s: Scene, headers: Record<string, string>) {
  const email = uniqueEmail('mem');
  const token = await invitationLink(s, headers, email);
  const joined = await s.app.inject({
    method: 'POST',
    url: `/v2/member-invitations/${token}`,
    payload: { firstName: 'Grace', lastName: 'Hopper', password: MEMBER_PASSWORD },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return {
    email,
    memberId: joined.json().user.member.id as string,
    token: joined.json().token as string,
  };
}

/** Sign-ins and joining: no token sent. */
const PUBLIC = new Set([
  'POST /v2/auth/email',
  'POST /v2/auth/validatelogin',
  'POST /v2/auth/social',
  'POST /v2/auth/handoff/exchange',
  'POST /v2/member-invitations/:token',
  'POST /v2/member-invitations/:token/social',
  'POST /v2/member-invitations/:token/phone',
  'POST /v2/auth/passkey',
  'POST /v2/auth/second-factor/passkey',
  'POST /v2/auth/second-factor',
  'POST /v2/account-deletion/restore',
]);

describeEachDb('every write route records exactly one activity event', (ctx) => {
  const routes: { method: string; url: string }[] = [];
  let app: FastifyInstance;
  let idp: TestOidcProvider;
  afterAll(() => idp?.close());
  beforeAll(async () => {
    idp = await startOidcProvider({
      clients: [
        {
          clientId: 'portal-google',
          clientSecret: 'google-secret',
          redirectUri: `${CALLBACK}google`,
        },
      ],
    });
    app = await ctx.buildTestApp(
      {
        publicUrl: PORTAL,
        retentionCoupon: 'SAVE10',
        oidc: {
          google: {
            issuer: idp.issuer,
            clientId: 'portal-google',
            clientSecret: 'google-secret',
            appleKey: null,
          },
          apple: null,
        },
      },
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
  });
  const writeRoutes = () =>
    routes
      .filter(({ method, url }) => isLoggedWrite(method, url, isPublicRoute(method, url)))
      .map(({ method, url }) => `${method} ${url}`);

  it('covers every registered write route, and only those', () => {
    const covered = EXAMPLES.map(([key]) => key);
    expect(writeRoutes().filter((key) => !covered.includes(key))).toEqual([]);
    expect(covered.filter((key) => !writeRoutes().includes(key))).toEqual([]);
  });

  it('answers each example with a success and one event of the route’s action', async () => {
    const who = await customer(app, 20);
    const signIn = (await login(app, who.email, who.password)).json();
    const newProfile = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: who.headers,
        payload: profilePayload(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().userId as string;
    };
    const scene: Scene = {
      app,
      who,
      session: signIn,
      profileId: await newProfile(),
      newProfile,
      // A UK mobile of this run (the account's own number and the profiles' are not it).
      newPhone: `+44 7911 123${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`,
    };
    const count = async () =>
      (await ctx
        .db()
        .one<{ n: number }>(
          `SELECT count(*)::int AS n FROM activity_events WHERE account_id = $1`,
          [who.id],
        ))!.n;
    const newest = async () =>
      (await ctx
        .db()
        .one<{ action: string }>(
          `SELECT action FROM activity_events WHERE account_id = $1 ORDER BY at DESC, id DESC LIMIT 1`,
          [who.id],
        ))!.action;

    // Every password, code and token the examples send: none may reach the log.
    const secrets: string[] = [];
    for (const [key, example] of EXAMPLES) {
      const [method, path] = key.split(' ') as [InjectOptions['method'], string];
      const request = await example(scene);
      const body = request.payload;
      if (body && typeof body === 'object' && !Buffer.isBuffer(body))
        for (const [field, value] of Object.entries(body))
          if (isSecretKey(field) && typeof value === 'string') secrets.push(value);
      const before = await count();
      const res = await app.inject({
        method,
        url: path,
        ...request,
        headers: { ...(PUBLIC.has(key) ? {} : who.headers), ...request.headers },
      });
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      expect({ key, ok, body: ok ? '' : res.body }).toEqual({ key, ok: true, body: '' });
      expect({ key, events: (await count()) - before, action: await newest() }).toEqual({
        key,
        events: 1,
        action: ROUTE_ACTIONS[key],
      });
      if (key === 'POST /v2/account-deletion/restore')
        Object.assign(who.headers, bearer(res.json().token as string));
      if (key === 'POST /v2/invitations') scene.invitationId = res.json().id;
      if (key === 'POST /v2/imports') scene.importId = res.json().id;
      if (key === 'POST /v2/members/invitations') scene.memberInvitationId = res.json().id;
      if (key === 'POST /v2/member-invitations/:token') scene.memberId = res.json().user.member.id;
      if (key === 'POST /v2/security/passkeys') scene.passkey!.id = res.json().id;
      if (key === 'POST /v2/security/totp')
        scene.totp = { secret: res.json().secret, recoveryCodes: [] };
      if (key === 'POST /v2/security/totp/confirm' || key === 'POST /v2/security/recovery-codes')
        scene.totp!.recoveryCodes = res.json().recoveryCodes;
    }
    const logged = JSON.stringify(
      await ctx.db().query('SELECT * FROM activity_events WHERE account_id = $1', [who.id]),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    // A 6-digit code is looked for as a whole value (a uuid may hold six digits in a row).
    const found = (secret: string) => logged.includes(secret.length < 8 ? `"${secret}"` : secret);
    expect(secrets.filter(found)).toEqual([]);
  });
});
