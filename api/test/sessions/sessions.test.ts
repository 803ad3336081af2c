import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { TSignedInSession } from '@portal/shared/api/security';
import { addAgent, customerWithAgent, e164, fetchConfiguration, signInAgent } from '../app-helper';
import { createAccount, describeEachDb, login } from '../helper';
import { member, MEMBER_PASSWORD } from '../members/members-helper';
import { bearer, customer } from '../profiles-helper';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeEachDb('devices and sessions (issue 38)', ({ buildTestApp }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  /** A sign-in with the e-mail method from a browser and an address. */
  async function signIn(email: string, password: string, userAgent: string, ip: string) {
    const res = await login(app, email, password, {
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; refreshToken: string; user: { id: string } };
    return { ...body, headers: bearer(body.token) };
  }
  const list = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/v2/security/sessions', headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { sessions: TSignedInSession[] }).sessions;
  };
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v2/users/me', headers });
  const refresh = (id: string, refreshToken: string) =>
    app.inject({ method: 'POST', url: '/v2/auth/refreshtoken', payload: { id, refreshToken } });
  const signOut = (headers: Record<string, string>, id: string) =>
    app.inject({ method: 'DELETE', url: `/v2/security/sessions/${id}`, headers });
  const newDeviceMails = async (email: string) =>
    (await app.outbox.latest(50, email)).filter((m) => m.subject?.startsWith('New sign-in'));

  it("lists the caller's own live sessions with browser, system, address and this one", async () => {
    const owner = await customer(app, 5);
    const chrome = await signIn(owner.email, owner.password, CHROME_MAC, '203.0.113.5');
    const firefox = await signIn(owner.email, owner.password, FIREFOX_WINDOWS, '198.51.100.7');
    const teammate = await member(app, owner.headers, 'admin');
    // An agent of the account signed in to the app, and another account: not listed either.
    await signInAgent(app, (await addAgent(app, owner.headers)).phone);
    await customer(app, 5);

    const sessions = await list(chrome.headers);
    // The sign-in of customer() (no browser named), Chrome and Firefox: not the member's.
    expect(sessions).toHaveLength(3);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ browser: 'Chrome', os: 'macOS', ip: '203.0.113.5' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Firefox', os: 'Windows', ip: '198.51.100.7' }),
    );
    expect(Date.parse(current.signedInAt)).toBeLessThanOrEqual(Date.parse(current.lastActiveAt));

    // The member sees only their own login; the owner's list never shows it.
    const theirs = await list(teammate.headers);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.current).toBe(true);
    expect(sessions.map((s) => s.id)).not.toContain(theirs[0]!.id);
    // The Firefox list marks Firefox as this one.
    expect((await list(firefox.headers)).find((s) => s.current)).toMatchObject({
      browser: 'Firefox',
    });
  });

  it("signs one session out: that session's token and refresh are refused at once", async () => {
    const owner = await customer(app, 5);
    const chrome = await signIn(owner.email, owner.password, CHROME_MAC, '203.0.113.5');
    const firefox = await signIn(owner.email, owner.password, FIREFOX_WINDOWS, '198.51.100.7');
    const target = (await list(chrome.headers)).find((s) => s.browser === 'Firefox')!;

    expect((await signOut(chrome.headers, target.id)).statusCode).toBe(204);
    expect((await me(firefox.headers)).statusCode).toBe(401);
    expect((await refresh(owner.id, firefox.refreshToken)).statusCode).toBe(401);
    expect((await me(chrome.headers)).statusCode).toBe(200);
    expect((await list(chrome.headers)).map((s) => s.id)).not.toContain(target.id);
    // Twice: it is no live session any more.
    expect((await signOut(chrome.headers, target.id)).statusCode).toBe(404);
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const owner = await customer(app, 5);
    const chrome = await signIn(owner.email, owner.password, CHROME_MAC, '203.0.113.5');
    const firefox = await signIn(owner.email, owner.password, FIREFOX_WINDOWS, '198.51.100.7');
    const teammate = await member(app, owner.headers, 'viewer');

    const res = await app.inject({
      method: 'POST',
      url: '/v2/security/sessions/sign-out-others',
      headers: chrome.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await me(chrome.headers)).statusCode).toBe(200);
    expect((await me(firefox.headers)).statusCode).toBe(401);
    expect((await me(owner.headers)).statusCode).toBe(401);
    expect((await refresh(owner.id, chrome.refreshToken)).statusCode).toBe(200);
    // The member's own session is theirs, not the owner's: it stays.
    expect((await me(teammate.headers)).statusCode).toBe(200);
    expect(await list(chrome.headers)).toHaveLength(1);
  });

  it("another person's session answers 404 and stays signed in", async () => {
    const owner = await customer(app, 5);
    const teammate = await member(app, owner.headers, 'admin');
    const stranger = await customer(app, 5);
    const [strangers] = await list(stranger.headers);
    const [members] = await list(teammate.headers);
    const [owners] = await list(owner.headers);

    for (const id of [strangers!.id, members!.id])
      expect((await signOut(owner.headers, id)).statusCode).toBe(404);
    expect((await signOut(teammate.headers, owners!.id)).statusCode).toBe(404);
    expect((await signOut(owner.headers, 'not-a-session')).statusCode).toBe(404);
    for (const headers of [stranger.headers, teammate.headers, owner.headers])
      expect((await me(headers)).statusCode).toBe(200);
  });

  it('e-mails a sign-in from a new device once, never on the very first sign-in', async () => {
    const account = await createAccount(app);
    const { email, password } = account;
    // A script's sign-in names no browser: no device, so the first browser is still the first.
    await signIn(email, password, 'Playwright/1.57.0 (x64; ubuntu 24.04) node/22.12', '10.0.0.1');
    await signIn(email, password, CHROME_MAC, '203.0.113.5');
    await signIn(email, password, CHROME_MAC, '203.0.113.6');
    expect(await newDeviceMails(email)).toHaveLength(0);

    await signIn(email, password, FIREFOX_WINDOWS, '198.51.100.7');
    await signIn(email, password, FIREFOX_WINDOWS, '198.51.100.8');
    const mails = await newDeviceMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Firefox on Windows');
    expect(mails[0]!.text).toContain('198.51.100.7');
    expect(mails[0]!.text).toContain('change your password');

    // A member is a person of their own: their first sign-in sends nothing, a new phone does.
    const owner = await customer(app, 5);
    const teammate = await member(app, owner.headers, 'billing');
    await signIn(teammate.email, MEMBER_PASSWORD, CHROME_MAC, '203.0.113.9');
    expect(await newDeviceMails(teammate.email)).toHaveLength(0);
    await signIn(teammate.email, MEMBER_PASSWORD, SAFARI_IPHONE, '203.0.113.10');
    expect(await newDeviceMails(teammate.email)).toHaveLength(1);
  });

  it('"Sign out of the app" ends the agent\'s app sessions; the app is told why, in its language', async () => {
    const { owner, phone, profileId } = await customerWithAgent(app);
    const agent = await signInAgent(app, phone);
    expect((await fetchConfiguration(app, agent.headers)).statusCode).toBe(200);

    // Another account's profile: 404, and nothing ends.
    const stranger = await customer(app, 5);
    const refused = await app.inject({
      method: 'POST',
      url: `/v2/companies/${profileId}/app-sign-out`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect((await fetchConfiguration(app, agent.headers)).statusCode).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: `/v2/companies/${profileId}/app-sign-out`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);

    const config = await app.inject({
      method: 'GET',
      url: '/app/v1/configuration',
      headers: { ...agent.headers, 'accept-language': 'fr' },
    });
    expect(config.statusCode).toBe(401);
    expect(config.json()).toEqual({
      code: 'APP_SIGNED_OUT_BY_CUSTOMER',
      message:
        'Votre entreprise a déconnecté ce téléphone de l’application. Si c’est bien votre téléphone, reconnectez-vous avec votre numéro.',
    });
    const renewed = await app.inject({
      method: 'POST',
      url: '/app/v1/auth/refresh',
      payload: { refreshToken: agent.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json().code).toBe('APP_SIGNED_OUT_BY_CUSTOMER');

    // The agent can sign in again with their phone (the code step is the app's sign-in test's).
    const again = await app.sessions.startAgent(profileId, e164(phone));
    expect((await fetchConfiguration(app, bearer(again.token))).statusCode).toBe(200);
  });
});
