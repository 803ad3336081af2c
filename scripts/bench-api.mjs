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
//
// BENCH_SCENARIO=users loads the users list instead (GET /v2/users/me/users, issue 27): one page of
// 50 profiles with pictures; then, on PostgreSQL, the search's latency at 5,000 profiles, and at
// 50,000 the repository's first page (which counts the matches) and the next one (which does not),
// their SQL alone.
//
// The bare server runs what the API runs below its framework: the API's own repositories (the login
// check, findForLogin, as every signed-in call; the page, listPage) and its row mapping, so a change
// to the SQL or the mapping is measured on both sides. To measure an older API, BENCH_API_ROOT=<a
// checkout> runs that one's API and page timing, BENCH_BARE_ROOT=<a checkout> that one's statements
// in the bare server (its accounts repository must export createRepository); BENCH_USERS_SQL=all:
// the bare server runs the old one-answer statement. BENCH_ONLY=postgres skips PGlite.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from './apps.mjs';
import { newCustomer, startChild, stopChild, waitFor } from './bench-process.mjs';

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
const SCENARIO = process.env.BENCH_SCENARIO === 'users' ? 'users' : 'me';
const ROUTE = SCENARIO === 'users' ? '/v2/users/me/users' : '/v2/users/me';
const API_ROOT = process.env.BENCH_API_ROOT ?? ROOT;
/** Profiles of the page (the default page size), then of the search's account. */
const PAGE_PROFILES = 50;
const SEARCH_PROFILES = 5000;
/** Then the account grown to this many: the users list's first and a later page, their SQL alone. */
const LARGE_PROFILES = 50_000;

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
  const claimsOf = (request) => {
    const token = (request.headers.authorization ?? '').split('.')[1] ?? '';
    return JSON.parse(Buffer.from(token, 'base64url').toString() || '{}');
  };
  // The API's own repositories and row mapping, so the two run the same statements (prepared the
  // same way) and build the same answers: only the API's framework around them differs.
  const root = process.env.BENCH_BARE_ROOT ?? ROOT;
  const { createRepository: accountsRepository } = await import(
    join(root, 'api/src/accounts/accounts-repository.ts')
  );
  const { createRepository: profilesRepository } = await import(
    join(root, 'api/src/profiles/profiles-repository.ts')
  );
  const { createListItemMapper } = await import(join(root, 'api/src/profiles/list-item.ts'));
  const { appFilterContext } = await import(join(root, 'api/src/profiles/selection.ts'));
  const accounts = accountsRepository(db);
  const profiles = profilesRepository(db);
  const secret = 'bench-secret';
  const toItem = createListItemMapper(secret);
  // The login check every signed-in call runs (an owner's login, as the bench's).
  const signedIn = (claims) => accounts.findForLogin(claims.sub, claims.sid, claims.mid ?? null);
  app.get('/v2/users/me', async (request, reply) => {
    const account = await signedIn(claimsOf(request));
    return account ?? reply.code(401).send({ message: 'unauthorized' });
  });
  app.get('/v2/users/me/users', async (request, reply) => {
    const claims = claimsOf(request);
    const account = await signedIn(claims);
    if (!account) return reply.code(401).send({ message: 'unauthorized' });
    if (process.env.BENCH_USERS_SQL === 'all') {
      // The list before pages: every profile in one answer.
      const rows = await db.query(
        'SELECT * FROM profiles WHERE account_id = $1 ORDER BY created_at, id',
        [claims.sub],
      );
      return rows.map((row) => toItem(row, account.subscription));
    }
    const filter = appFilterContext(account.subscription, secret);
    const page = await profiles.listPage(claims.sub, {
      limit: 50,
      after: null,
      q: '',
      ...filter,
    });
    if (page.total !== null) reply.header('X-Total-Count', page.total);
    return page.rows.map((row) => toItem(row, account.subscription, filter.context));
  });
  await app.listen({ port, host: '127.0.0.1' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => app.close().then(() => db.close().then(() => process.exit(0))));
  }
}

const VARIABLES = {
  theme: 'dark',
  color_primary: '#112233',
  color_secondary: '#FFD200',
  outroPhoneNumber: '+1 415 555 0100',
  outroWebsite: 'www.harbour.example',
  outroExtraInfo: 'Licence 0042',
  designFullName: 'Agent',
  designPhoneNumber: '+1 415 555 0100',
  designLanguage: 'en',
  specialRequest: '',
  noLogo: false,
  noIntro: true,
  noPicAgent: false,
  noPicAgentOutro: false,
  useDefaultLogo: false,
  useDefaultIntro: false,
};

/**
 * `--seed <database> <account id> <from> <to>`: profiles number from..to of the account, each with
 * a picture and a logo, their names, e-mails and phones varied for the search.
 */
async function seedProfiles(database, accountId, from, to) {
  const { openDb } = await import('../api/src/db/open.ts');
  const db = await openDb(
    database.startsWith('postgres')
      ? { kind: 'postgres', url: database, poolSize: 1 }
      : { kind: 'pglite', dataDir: database },
  );
  try {
    const asset = async (kind) =>
      (
        await db.one(
          `INSERT INTO assets (account_id, kind, content_type, width, height, byte_size, sha256, content)
           VALUES ($1, $2, 'image/png', 1, 1, 1, 'bench', '\\x00') RETURNING id`,
          [accountId, kind],
        )
      ).id;
    const [photo, logo] = [await asset('photo'), await asset('logo')];
    await db.query(
      `INSERT INTO profiles (account_id, login_name, login_phone, login_phone_key, company_name,
                             group_configuration, logo_id, photo_id, variables, created_at)
       SELECT $1, first || i, '+1 415 ' || lpad(i::text, 7, '0'), '+1415' || lpad(i::text, 7, '0'),
              'Harbour Homes', '', $2, $3,
              $4::jsonb || jsonb_build_object('outroFullName', first || ' ' || last,
                                              'outroEmail', lower(first || '.' || last) || i || '@agency.example'),
              now() + i * interval '1 millisecond'
         FROM generate_series($5::int, $6::int) i,
              LATERAL (SELECT (ARRAY['Ana','Bruno','Chloe','Dmitri','Elena','Farid','Greta','Hugo','Ines','Jonas'])[1 + i % 10] AS first,
                              (ARRAY['Silva','Martin','Rossi','Müller','Garcia','Smith','Dubois','Costa','Novak','Berg'])[1 + (i / 10) % 10] AS last) n`,
      [accountId, logo, photo, JSON.stringify(VARIABLES), from, to],
    );
  } finally {
    await db.close();
  }
}

async function seed(database, token, from, to) {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const child = startChild(
    ['scripts/bench-api.mjs', '--seed', database, sub, String(from), String(to)],
    {},
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding profiles exited with ${code}`);
}

/**
 * CPU time the process has used (user + system, ms), from /proc: what a request costs the server
 * itself, which a loaded machine changes far less than its throughput. Null where /proc is absent.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of proc(5)), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function load(url, token, pid) {
  // A short warm-up (JIT, pool, caches) before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: auth(token) });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: auth(token),
    // An answer slower than autocannon's 10 s (PGlite's one connection on a loaded machine) is
    // still an answer: its time counts in the latency instead of being dropped as an error.
    timeout: 30,
  });
  const cpuAfter = cpuMs(pid);
  const ok = result['2xx'];
  // A refusal means the run measured something else. On a loaded shared machine a few requests
  // may time out (30 s) or lose their connection: those are counted and shown
  // (errors, of which timeouts), and only more than 5 % of the answers fails the run.
  if (ok === 0 || result.non2xx > 0 || result.errors > ok / 20) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts) for ${ok} answers`,
    );
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    // The server's own CPU per answer (its database's is not in it), in microseconds.
    cpuUs: cpuBefore === null || cpuAfter === null ? NaN : ((cpuAfter - cpuBefore) * 1000) / ok,
    errors: result.errors,
    timeouts: result.timeouts,
  };
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

function startApi(apiEnv) {
  return startChild(
    [join('api', 'src', 'server.ts')],
    {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEMO_ACCOUNT: 'false',
      RATE_LIMIT_PER_MINUTE: String(RAISED_RATE_LIMIT),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      WEB_ROOT: join(ROOT, '.tmp', 'bench', 'no-web'),
      ...apiEnv,
    },
    API_ROOT,
  );
}

const API_BASE = `http://127.0.0.1:${API_PORT}`;

/** A signed-in account; for the users list, with its 50 profiles (written with the API stopped). */
async function prepare(database, apiEnv) {
  const api = startApi(apiEnv);
  let token;
  try {
    await waitFor(`${API_BASE}/runtime-config.json`);
    // A fresh account: its access token is what the load sends.
    token = (await newCustomer(API_BASE)).token;
  } finally {
    await stopChild(api);
  }
  if (SCENARIO === 'users') await seed(database, token, 1, PAGE_PROFILES);
  return token;
}

/** One turn of the API under load, then (the API stopped, PGlite allows one process) the bare server. */
async function turn(database, apiEnv, token) {
  const api = startApi(apiEnv);
  let portal;
  try {
    await waitFor(`${API_BASE}/runtime-config.json`);
    portal = await load(`${API_BASE}${ROUTE}`, token, api.pid);
  } finally {
    await stopChild(api);
  }
  const bare = startChild(['scripts/bench-api.mjs', '--bare', database, String(BARE_PORT)], {});
  let reference;
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    reference = await load(`http://127.0.0.1:${BARE_PORT}${ROUTE}`, token, bare.pid);
  } finally {
    await stopChild(bare);
  }
  return { token, portal, reference };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One database: ROUNDS turns, their medians and the ratio of each turn. */
async function compare(label, database, apiEnv) {
  const turns = [];
  const token = await prepare(database, apiEnv);
  for (let round = 0; round < ROUNDS; round++) turns.push(await turn(database, apiEnv, token));
  const pick = (side, key) => median(turns.map((t) => t[side][key]));
  const [rps, p99, bareRps, bareP99] = [
    pick('portal', 'rps'),
    pick('portal', 'p99'),
    pick('reference', 'rps'),
    pick('reference', 'p99'),
  ];
  return {
    token,
    database: label,
    'API req/s': Math.round(rps),
    'API p99 ms': p99,
    'bare req/s': Math.round(bareRps),
    'bare p99 ms': bareP99,
    'throughput ratio': +(rps / bareRps).toFixed(2),
    'p99 ratio': +(p99 / bareP99).toFixed(2),
    'CPU µs/answer (API/bare)': `${Math.round(pick('portal', 'cpuUs'))}/${Math.round(pick('reference', 'cpuUs'))}`,
    'errors, timeouts (API/bare)': ['portal', 'reference']
      .map(
        (side) =>
          `${turns.reduce((n, t) => n + t[side].errors, 0)},${turns.reduce((n, t) => n + t[side].timeouts, 0)}`,
      )
      .join(' / '),
    'ratios per turn': turns
      .map(
        (t) =>
          `${(t.portal.rps / t.reference.rps).toFixed(2)}/${(t.portal.p99 / t.reference.p99).toFixed(2)}`,
      )
      .join(' '),
  };
}

/** The account grown to SEARCH_PROFILES profiles, then a few searches under a light load. */
async function searchLatency(database, apiEnv, token) {
  await seed(database, token, PAGE_PROFILES + 1, SEARCH_PROFILES);
  const api = startApi(apiEnv);
  const rows = [];
  try {
    await waitFor(`${API_BASE}/runtime-config.json`);
    for (const q of ['müller', 'ana.silva1', '415 000 12', 'nobody']) {
      const url = `${API_BASE}${ROUTE}?q=${encodeURIComponent(q)}`;
      const result = await autocannon({ url, connections: 4, duration: 5, headers: auth(token) });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: refused`);
      const total = (await fetch(url, { headers: auth(token) })).headers.get('x-total-count');
      rows.push({
        q,
        matches: Number(total),
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
      });
    }
  } finally {
    await stopChild(api);
  }
  return rows;
}

/**
 * `--time-pages <database> <account id>`: the repository's listPage (of BENCH_API_ROOT's API),
 * the first page of the unfiltered list and the one after it, each run 30 times: median ms.
 */
async function timePages(database, accountId) {
  const { openDb } = await import('../api/src/db/open.ts');
  const { createRepository } = await import(
    join(API_ROOT, 'api/src/profiles/profiles-repository.ts')
  );
  const db = await openDb({ kind: 'postgres', url: database, poolSize: 1 });
  try {
    const profiles = createRepository(db);
    const timed = async (after) => {
      const times = [];
      let page;
      for (let i = 0; i < 33; i++) {
        const start = process.hrtime.bigint();
        page = await profiles.listPage(accountId, { limit: PAGE_PROFILES, after, q: '' });
        if (i >= 3) times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return { ms: +median(times).toFixed(2), page };
    };
    const first = await timed(null);
    const later = await timed(first.page.next);
    console.log(
      JSON.stringify({
        first: first.ms,
        later: later.ms,
        firstTotal: first.page.total,
        laterTotal: later.page.total,
      }),
    );
  } finally {
    await db.close();
  }
}

/** The account grown to LARGE_PROFILES profiles: the pages' SQL time, in a child (its output). */
async function largePages(database, token) {
  await seed(database, token, SEARCH_PROFILES + 1, LARGE_PROFILES);
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const admin = new pg.Client({ connectionString: database });
  await admin.connect();
  // Statistics as after an import (which refreshes them); no VACUUM: the heap as written.
  await admin.query('ANALYZE profiles');
  await admin.end();
  const { spawn } = await import('node:child_process');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-api.mjs', '--time-pages', database, sub],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`timing the pages exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

async function main() {
  console.log(
    `bench:api: GET ${ROUTE}${SCENARIO === 'users' ? ` (${PAGE_PROFILES} profiles with pictures)` : ''}, ${CONNECTIONS} connections, ${DURATION_S} s per server, ` +
      `${ROUNDS} turns each (medians); ` +
      `the API's rate limit is raised to ${RAISED_RATE_LIMIT}/min for this run (RATE_LIMIT_PER_MINUTE); ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const rows = [];
  let search;
  let large;
  const dataDir = join(ROOT, '.tmp', 'bench', 'api-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const pglite = join(dataDir, 'pglite');
  if (process.env.BENCH_ONLY !== 'postgres')
    rows.push(await compare('PGlite', pglite, { DATA_DIR: dataDir }));

  if (await postgresReachable()) {
    const url = await freshPostgresDatabase();
    const apiEnv = { DATABASE_URL: url, DATA_DIR: dataDir };
    rows.push(await compare('PostgreSQL', url, apiEnv));
    if (SCENARIO === 'users') {
      search = await searchLatency(url, apiEnv, rows.at(-1).token);
      large = await largePages(url, rows.at(-1).token).catch((error) => {
        console.error(`the pages at ${LARGE_PROFILES} profiles were not timed:`, error);
        return null;
      });
    }
  } else {
    console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
  }
  console.table(rows.map(({ token: _token, ...row }) => row));
  console.log(
    `target on PostgreSQL: throughput ratio ≥ ${TARGETS.score}, p99 ratio ≤ ${TARGETS.p99}`,
  );
  if (search) {
    console.log(`search at ${SEARCH_PROFILES} profiles on PostgreSQL (target p99 ≤ 150 ms):`);
    console.table(search);
  }
  if (large) {
    console.log(
      `users list at ${LARGE_PROFILES} profiles on PostgreSQL, the repository's SQL alone (median of 30): ` +
        `first page ${large.first} ms (total ${large.firstTotal}), the next page ${large.later} ms ` +
        `(total ${large.laterTotal ?? 'not counted'})`,
    );
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

if (process.argv[2] === '--bare') {
  await runBareServer(process.argv[3], Number(process.argv[4]));
} else if (process.argv[2] === '--time-pages') {
  await timePages(process.argv[3], process.argv[4]);
} else if (process.argv[2] === '--seed') {
  const [database, accountId, from, to] = process.argv.slice(3);
  await seedProfiles(database, accountId, Number(from), Number(to));
} else {
  await main();
}
