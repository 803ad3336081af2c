#!/usr/bin/env node
// `npm run app -- <command>`: the agents' app's reference client (docs/app-contract.md), what the
// mobile team runs against a staging API and what e2e/tests/app-loop.spec.ts drives.
//   code <phone> [sms|whatsapp]   ask for a sign-in code
//   verify <phone> <code>         sign in; the session goes to .tmp/app-session.json
//   config                        the branding, with If-None-Match: "not modified" on 304
//   refresh                       rotate the refresh token
//   logout                        end this login and forget the session
// APP_API_URL (default http://localhost:3000), APP_LANG (Accept-Language, default en-US),
// APP_SESSION_FILE (default .tmp/app-session.json). Exit codes: 0 done, 1 refused or failed,
// 2 usage, 3 access over (403: the translated message is printed, the session forgotten); signed
// out by the company (401 APP_SIGNED_OUT_BY_CUSTOMER): the message printed, the session forgotten, 1.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const BASE = (process.env.APP_API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const LANG = process.env.APP_LANG ?? 'en-US';
const SESSION_FILE = resolve(process.env.APP_SESSION_FILE ?? '.tmp/app-session.json');
/** Refresh this long before the access token expires, so a request never races its end. */
const EARLY_MS = 30_000;
const USAGE =
  'usage: npm run app -- code <phone> [sms|whatsapp] | verify <phone> <code> | config | refresh | logout';

class Refused extends Error {
  constructor(status, body) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body.code;
  }
}

async function call(method, path, { body, token, headers = {} } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'accept-language': LANG,
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { message: `HTTP ${res.status}: ${text.slice(0, 200)}` };
  }
  if (res.status >= 400) throw new Refused(res.status, json ?? {});
  return { res, json };
}

async function loadSession() {
  try {
    return JSON.parse(await readFile(SESSION_FILE, 'utf8'));
  } catch {
    return null;
  }
}

async function saveSession(session) {
  await mkdir(dirname(SESSION_FILE), { recursive: true });
  await writeFile(SESSION_FILE, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
}

async function needSession() {
  const session = await loadSession();
  if (!session?.refreshToken) throw new Refused(401, { message: 'not signed in: run verify' });
  return session;
}

const withTokens = (session, tokens) => ({
  ...session,
  token: tokens.token,
  refreshToken: tokens.refreshToken,
  tokenExpiresAt: Date.now() + tokens.tokenTtl * 1000,
});

async function refresh(session) {
  const { json } = await call('POST', '/app/v1/auth/refresh', {
    body: { refreshToken: session.refreshToken },
  });
  const next = withTokens(session, json);
  await saveSession(next);
  return next;
}

function printConfiguration(c, etag, validUntil) {
  const image = (i) => (i ? `${i.url}${i.isDefault ? ' (default)' : ''}` : 'none');
  const grace = c.subscription.graceExpires ? `, grace until ${c.subscription.graceExpires}` : '';
  console.log(`200 configuration ${etag}`);
  for (const [label, value] of [
    ['name', c.agent.fullName],
    ['phone', c.agent.phone],
    ['email', c.agent.email],
    ['website', c.agent.website],
    ['extra line', c.agent.extraInfo],
    ['company', c.agent.companyName],
    ['language', c.language],
    ['theme', `${c.theme.label} (${JSON.stringify(c.theme.value)})`],
    ['franchise', c.franchise.label || 'Independent'],
    [
      'colours',
      Object.entries(c.colors)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
    ],
    ['logo', image(c.logo)],
    ['picture', image(c.picture)],
    ['intro', image(c.intro)],
    ['subscription', `${c.subscription.status}${grace}`],
    ['valid until', validUntil],
  ])
    console.log(`  ${`${label}:`.padEnd(14)}${value || '-'}`);
}

async function fetchConfiguration(session, retried = false) {
  if (!session.token || Date.now() > session.tokenExpiresAt - EARLY_MS)
    session = await refresh(session);
  let answer;
  try {
    answer = await call('GET', '/app/v1/configuration', {
      token: session.token,
      headers: session.etag ? { 'if-none-match': session.etag } : {},
    });
  } catch (error) {
    // An access token ended early (a logout elsewhere): one refresh, one retry.
    if (error instanceof Refused && error.status === 401 && !retried)
      return fetchConfiguration({ ...session, token: null }, true);
    throw error;
  }
  const { res, json } = answer;
  const etag = res.headers.get('etag');
  const validUntil = res.headers.get('x-valid-until');
  if (res.status === 304) {
    console.log(`304 not modified ${etag} (valid until ${validUntil})`);
  } else {
    printConfiguration(json, etag, validUntil);
    session = { ...session, etag, configuration: json };
  }
  await saveSession({ ...session, validUntil });
}

const commands = {
  async code(phone, channel = 'sms') {
    if (!phone) return usage();
    const { json } = await call('POST', '/app/v1/auth/code', { body: { phone, channel } });
    console.log(
      `code sent to ${json.phone} by ${json.channel}: valid ${json.expiresIn} s, ` +
        `${json.attemptsLeft} tries, another in ${json.resendIn} s`,
    );
  },
  async verify(phone, code) {
    if (!phone || !code) return usage();
    const { json } = await call('POST', '/app/v1/auth/verify', { body: { phone, code } });
    await saveSession(withTokens({ baseUrl: BASE, agent: json.agent }, json));
    console.log(`signed in as ${json.agent.loginName} (profile ${json.agent.profileId})`);
  },
  async config() {
    await fetchConfiguration(await needSession());
  },
  async refresh() {
    const session = await refresh(await needSession());
    console.log(
      `refreshed: a new token for ${Math.round((session.tokenExpiresAt - Date.now()) / 1000)} s`,
    );
  },
  async logout() {
    const session = await loadSession();
    if (session?.refreshToken)
      await call('POST', '/app/v1/auth/logout', { body: { refreshToken: session.refreshToken } });
    await rm(SESSION_FILE, { force: true });
    console.log('signed out');
  },
};

function usage() {
  console.error(USAGE);
  process.exit(2);
}

const [name, ...args] = process.argv.slice(2);
if (!Object.hasOwn(commands, name ?? '')) usage();
try {
  await commands[name](...args);
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  if (error.status === 401 && error.code === 'APP_SIGNED_OUT_BY_CUSTOMER') {
    // The company signed this phone out (a lost phone): the session is over, sign in again.
    await rm(SESSION_FILE, { force: true });
    console.log(`signed out (${error.code}): ${error.message}`);
    process.exit(1);
  }
  if (error.status === 403) {
    // Access is over (contract end, profile deleted): drop tokens and configuration, say why.
    await rm(SESSION_FILE, { force: true });
    console.log(`refused (${error.code}): ${error.message}`);
    process.exit(3);
  }
  console.error(`${error.status} ${error.code ?? ''}: ${error.message}`.replace(/ :/, ':'));
  process.exit(1);
}
