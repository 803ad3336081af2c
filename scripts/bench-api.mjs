// `npm run bench:api`: loads GET /v2/users/me with autocannon (64 connections) on PGlite and on the
// PostgreSQL server of DATABASE_URL_BENCH (default postgres://root@127.0.0.1:5432/test), and in the
// same run a bare Fastify that runs the same SQL through the same driver with nothing else (no JWT, no
// validation, no hooks): the ratio says how close the API gets to the database's own speed.
//
// The API's general rate limit (RATE_LIMIT_PER_MINUTE) is raised for the run, or it would be measured
// instead of the API. Each server is a child process, autocannon runs in this one. Timings on a shared
// machine are noisy: the two take turns (BENCH_ROUNDS) and the medians compare; across runs, they do not.
//
// `node --import tsx scripts/bench-api.mjs --bare <pglite dir | postgres url> <port>` is the bare server.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from './apps.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3630);
const BARE_PORT = API_PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * The API and the bare server take turns this many times (BENCH_ROUNDS); the figures are the medians.
 * One pair alone moved by a third between runs on two shared cores (a burst of other work during one
 * of the two 10-second loads).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://root@127.0.0.1:5432/test';
const BENCH_DATABASE = 'portal_bench_api';
const RAISED_RATE_LIMIT = 100_000_000;
const TARGETS = { score: 0.8, p99: 1.3 };

/**
 * The statement GET /v2/users/me runs (accounts-repository.ts, findForLogin): the account with its
 * subscription, only while its login is live. Keep it in step with the repository when it changes.
 */
const ACCOUNT_FOR_LOGIN_SQL = `
  SELECT a.id, a.email, a.first_name, a.last_name, a.phone, a.origin, a.receive_invoices,
         s.provider AS sub_provider, s.status AS sub_status,
         s.available_users AS sub_available_users, s.grace_expires AS sub_grace_expires
  FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id
  WHERE a.id = $1 AND EXISTS (
    SELECT 1 FROM refresh_tokens t
    WHERE t.family_id = $2 AND t.account_id = a.id
      AND t.revoked_at IS NULL AND t.login_expires_at > now())`;
/** The API's pool size (DATABASE_POOL_SIZE), so both servers wait on the same number of connections. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 20);

/** Fastify with one route: the same SQL as the API, the ids read from the token without checking it. */
async function runBareServer(database, port) {
  const { default: Fastify } = await import('fastify');
  const { openDb } = await import('../api/src/db/open.ts');
  const db = await openDb(
    database.startsWith('postgres')
      ? { kind: 'postgres', url: database, poolSize: POOL_SIZE }
      : { kind: 'pglite', dataDir: database },
  );
  const app = Fastify();
  app.get('/v2/users/me', async (request, reply) => {
    const token = (request.headers.authorization ?? '').split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(token, 'base64url').toString() || '{}');
    const account = await db.one(ACCOUNT_FOR_LOGIN_SQL, [claims.sub, claims.sid]);
    return account ?? reply.code(401).send({ message: 'unauthorized' });
  });
  await app.listen({ port, host: '127.0.0.1' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => app.close().then(() => db.close().then(() => process.exit(0))));
  }
}

function startChild(args, env) {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitFor(url) {
  for (let i = 0; i < 900; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** A fresh account, signed in through the API: its access token is what the load sends. */
async function signIn(base) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-portal-1';
  const created = await fetch(`${base}/v2/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      phone: '+351 912 345 678',
      password,
      confirmPassword: password,
      origin: 'realty',
    }),
  });
  if (created.status !== 201) throw new Error(`account creation answered ${created.status}`);
  const login = await fetch(`${base}/v2/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return (await login.json()).token;
}

async function load(url, token) {
  // A short warm-up (JIT, pool, caches) before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: auth(token) });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: auth(token),
  });
  const ok = result['2xx'];
  if (ok === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const auth = (token) => ({ authorization: `Bearer ${token}` });

async function freshPostgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE}`);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** One turn of the API under load, then (the API stopped, PGlite allows one process) the bare server. */
async function turn(database, apiEnv, token) {
  const apiBase = `http://127.0.0.1:${API_PORT}`;
  const api = startChild([join('api', 'src', 'server.ts')], {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEMO_ACCOUNT: 'false',
    RATE_LIMIT_PER_MINUTE: String(RAISED_RATE_LIMIT),
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    WEB_ROOT: join(ROOT, '.tmp', 'bench', 'no-web'),
    ...apiEnv,
  });
  let portal;
  try {
    await waitFor(`${apiBase}/runtime-config.json`);
    token ??= await signIn(apiBase);
    portal = await load(`${apiBase}/v2/users/me`, token);
  } finally {
    await stopChild(api);
  }
  const bare = startChild(['scripts/bench-api.mjs', '--bare', database, String(BARE_PORT)], {});
  let reference;
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    reference = await load(`http://127.0.0.1:${BARE_PORT}/v2/users/me`, token);
  } finally {
    await stopChild(bare);
  }
  return { token, portal, reference };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One database: ROUNDS turns, their medians and the ratio of each turn. */
async function compare(label, database, apiEnv) {
  const turns = [];
  let token;
  for (let round = 0; round < ROUNDS; round++) {
    const result = await turn(database, apiEnv, token);
    token = result.token;
    turns.push(result);
  }
  const pick = (side, key) => median(turns.map((t) => t[side][key]));
  const [rps, p99, bareRps, bareP99] = [
    pick('portal', 'rps'),
    pick('portal', 'p99'),
    pick('reference', 'rps'),
    pick('reference', 'p99'),
  ];
  return {
    database: label,
    'API req/s': Math.round(rps),
    'API p99 ms': p99,
    'bare req/s': Math.round(bareRps),
    'bare p99 ms': bareP99,
    'throughput ratio': +(rps / bareRps).toFixed(2),
    'p99 ratio': +(p99 / bareP99).toFixed(2),
    'ratios per turn': turns
      .map(
        (t) =>
          `${(t.portal.rps / t.reference.rps).toFixed(2)}/${(t.portal.p99 / t.reference.p99).toFixed(2)}`,
      )
      .join(' '),
  };
}

async function main() {
  console.log(
    `bench:api: GET /v2/users/me, ${CONNECTIONS} connections, ${DURATION_S} s per server, ` +
      `${ROUNDS} turns each (medians); ` +
      `the API's rate limit is raised to ${RAISED_RATE_LIMIT}/min for this run (RATE_LIMIT_PER_MINUTE)`,
  );
  const rows = [];
  const dataDir = join(ROOT, '.tmp', 'bench', 'api-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const pglite = join(dataDir, 'pglite');
  rows.push(await compare('PGlite', pglite, { DATA_DIR: dataDir }));

  if (await postgresReachable()) {
    const url = await freshPostgresDatabase();
    rows.push(await compare('PostgreSQL', url, { DATABASE_URL: url, DATA_DIR: dataDir }));
  } else {
    console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
  }
  console.table(rows);
  console.log(
    `target on PostgreSQL: throughput ratio ≥ ${TARGETS.score}, p99 ratio ≤ ${TARGETS.p99}`,
  );
}

if (process.argv[2] === '--bare') {
  await runBareServer(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}
