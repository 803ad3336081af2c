// `npm run bench:renewals [-- --count N] [-- --db pglite|postgres] [-- --no-pdfs]`: N subscriptions
// come due at once in one API process (a child), the development clock starts their renewal run,
// and this process measures while it goes:
//   - the run's total time and ms per renewal, invoice PDFs and their e-mails included (the run
//     renders and queues them after each batch's commit, before it reports itself finished): the
//     account receives invoices by e-mail, so each renewal renders a PDF (~2 ms of CPU on the
//     API's PDF threads) and queues its e-mail with the PDF attached; with --no-pdfs it does not;
//   - what a client waits for meanwhile: GET /healthz and GET /v2/users/me of another customer
//     (an account with no subscription), 20 requests a second each, timed from when each was due:
//     their p99 and max, and the longest wait of either ("longest stall");
//   - on PostgreSQL, the longest any due subscription row stayed locked: a probe asks for the row
//     lock of a random due subscription every 100 ms (FOR UPDATE, lock_timeout 30 s) and keeps its
//     longest wait.
// Defaults: 100,000 renewals on PostgreSQL (DATABASE_URL_BENCH, default postgres://root@127.0.0.1:5432/
// test, in a fresh database portal_bench_renewals), 10,000 on PGlite. Never part of the tests.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROOT as REPO_ROOT } from './apps.mjs';
import { stopChild, waitFor } from './bench-process.mjs';

/** BENCH_ROOT: another copy of the repository (an older commit, to measure before a change). */
const ROOT = process.env.BENCH_ROOT ?? REPO_ROOT;

const { values: args } = parseArgs({
  options: {
    count: { type: 'string' },
    db: { type: 'string', default: 'both' },
    pdfs: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3640);
const BASE = `http://127.0.0.1:${API_PORT}`;
const POSTGRES_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://root@127.0.0.1:5432/test';
const BENCH_DATABASE = 'portal_bench_renewals';
const PASSWORD = 'bench-portal-1';
const BUDGETS = { postgresMsEach: 6, meP99: 100, lockMs: 2_000, stallMs: 250 };

/**
 * N local-engine subscriptions of one account, each with its customer and card, due in an hour.
 * The customers' names and cities vary as real ones do (accents, Polish, Danish letters), and one
 * in a hundred is written in Greek: its invoice needs faces of its own (invoices/fonts.ts).
 */
const SEED_SQL = `
  INSERT INTO billing_customers (id, provider, account_id, email, first_name, last_name, company,
    phone, address_line1, city, postal_code, country)
  SELECT md5('c' || i)::uuid, 'local', $1, 'bench@example.com',
    CASE WHEN i % 100 = 0 THEN 'Αλέξανδρος'
      ELSE (ARRAY['Ana', 'João', 'Chloé', 'Jürgen', 'Łucja', 'Søren', 'Inês', 'Zoë'])[1 + i % 8] END,
    (ARRAY['Silva', 'Gonçalves', 'Lefèvre', 'Groß', 'Wiśniewska', 'Nørgaard', 'Muñoz', 'Brontë'])
      [1 + (i / 9) % 8],
    'Imóveis ' || i,
    '+351912345678', 'Rua Augusta ' || i,
    (ARRAY['Lisboa', 'São Paulo', 'Zürich', 'Kraków', 'Málaga', 'Genève', 'Köln', 'Besançon'])
      [1 + i % 8],
    '1100-048', 'PT'
  FROM generate_series(1, $2) AS i;
  INSERT INTO payment_methods (id, provider, customer_id, brand, last4, exp_month, exp_year, behaviour)
  SELECT 'pm_bench_' || i, 'local', md5('c' || i)::uuid, 'visa', '4242', 12, 2099, 'succeed'
  FROM generate_series(1, $2) AS i;
  INSERT INTO billing_subscriptions (id, provider, customer_id, account_id, status, currency,
    interval, users, edition, unit_amount, default_payment_method_id, period_index,
    current_period_start, current_period_end)
  SELECT md5('s' || i)::uuid, 'local', md5('c' || i)::uuid, $1, 'ACTIVE', 'USD', 'month', 3,
    'realty', 3900, 'pm_bench_' || i, 0, now() - interval '1 month' + interval '1 hour',
    now() + interval '1 hour' + i * interval '1 ms'
  FROM generate_series(1, $2) AS i;
  UPDATE accounts SET receive_invoices = $3 WHERE id = $1;`;

function startApi(env) {
  // BENCH_CPU_PROF=<folder>: the API writes a CPU profile there when it stops (where a run's time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', join('api', 'src', 'server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEMO_ACCOUNT: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_ROOT: join(ROOT, '.tmp', 'bench', 'no-web'),
      ...env,
    },
  });
}

const post = (path, body, headers = {}) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function createAccount(email) {
  const res = await post('/v2/users', {
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    phone: '+351 912 345 678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    origin: 'realty',
  });
  if (res.status !== 201) throw new Error(`account creation answered ${res.status}`);
}

/** The access token and the account id (its `sub`). */
async function signIn(email) {
  const res = await post('/v2/auth/email', { email, password: PASSWORD });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  const { token } = await res.json();
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return { token, accountId: sub };
}

/**
 * Low-rate load until stop(), as clients at their own pace: a request every 1000 / rate ms whether
 * or not the previous one has answered (several may be waiting at once), each timed from the
 * moment it was due, so a stall counts for every request it held back (no coordinated omission).
 * Every answer is kept: p99 and max are exact. (autocannon's own pacing was not used: its
 * correction for coordinated omission fills the 1 ms steps under each slow answer with made-up
 * samples, which at 10 requests a second per connection turned two slow answers into a p99.)
 */
function lowRateLoad(path, headers, rate = 20) {
  const latencies = [];
  let failed = 0;
  let stopped = false;
  const pending = new Set();
  const started = performance.now();
  // The longest wait, and when (seconds into the load) that request was due.
  const worst = { ms: 0, at: 0 };
  const once = async (due) => {
    try {
      const res = await fetch(`${BASE}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) failed++;
    } catch {
      failed++;
    }
    // A failed request counts with the time it took to fail: a client waited for it too.
    const waited = performance.now() - due;
    latencies.push(waited);
    if (waited > worst.ms) Object.assign(worst, { ms: waited, at: (due - started) / 1000 });
  };
  const loop = (async () => {
    for (let n = 0; !stopped; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const request = once(due);
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(pending);
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
      return {
        count: sorted.length,
        p99: at(0.99),
        max: Math.round(sorted.at(-1)),
        non2xx: failed,
        worstAt: +worst.at.toFixed(1),
      };
    },
  };
}

/** Asks for the row lock of random due subscriptions; the longest wait it had. */
function lockProbe(url, count) {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let longest = 0;
  const running = (async () => {
    await client.connect();
    while (!stopped) {
      const id = `s${1 + Math.floor(Math.random() * count)}`;
      const started = performance.now();
      await client.query('BEGIN');
      await client.query("SET LOCAL lock_timeout = '30s'");
      await client.query(
        'SELECT 1 FROM billing_subscriptions WHERE id = md5($1)::uuid FOR UPDATE',
        [id],
      );
      await client.query('ROLLBACK');
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return longest;
    },
  };
}

/** Starts the run through the development clock and waits for it; its duration and outcome. */
async function renewAll() {
  const started = performance.now();
  const res = await post('/dev/billing/advance', { by: '2h' });
  // Before issue 27 the clock answered 200 once the run had finished.
  if (res.status === 200) return { ms: performance.now() - started, job: await res.json() };
  if (res.status !== 202) throw new Error(`advance answered ${res.status}`);
  const { jobId } = await res.json();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const job = await (await fetch(`${BASE}/dev/billing/jobs/${jobId}`)).json();
    if (job.finished) {
      if (job.error) throw new Error(`the run stopped: ${job.error}`);
      return { ms: performance.now() - started, job };
    }
  }
}

async function measure(kind, count, env, seed, probeUrl) {
  const email = `bench-${Date.now()}@example.com`;
  let api = startApi(env);
  await waitFor(`${BASE}/healthz`);
  await createAccount(email);
  let { accountId } = await signIn(email);
  if (kind === 'pglite') {
    // One process at a time opens PGlite: seed with the API stopped.
    await stopChild(api);
    await seed(accountId);
    api = startApi(env);
    await waitFor(`${BASE}/healthz`);
  } else {
    await seed(accountId);
  }
  try {
    // The probe is another customer, signed in on its own account.
    const other = `bench-other-${Date.now()}@example.com`;
    await createAccount(other);
    const { token } = await signIn(other);
    // A just-started API compiles its routes on their first requests: not the run's doing.
    for (let i = 0; i < 20; i++) {
      await fetch(`${BASE}/healthz`);
      await fetch(`${BASE}/v2/users/me`, { headers: { authorization: `Bearer ${token}` } });
    }
    const me = lowRateLoad('/v2/users/me', { authorization: `Bearer ${token}` });
    const health = lowRateLoad('/healthz', {});
    const probe = probeUrl ? lockProbe(probeUrl, count) : null;
    const { ms, job } = await renewAll();
    const [meLoad, healthLoad, longestLock] = await Promise.all([
      me.stop(),
      health.stop(),
      probe?.stop() ?? null,
    ]);
    for (const [path, load] of [
      ['/v2/users/me', meLoad],
      ['/healthz', healthLoad],
    ])
      if (load.non2xx) console.warn(`${path}: ${load.non2xx} of ${load.count} failed`);
    return {
      db: kind,
      'renewed by this run': job.renewed,
      'total s': +(ms / 1000).toFixed(1),
      'ms each': +(ms / count).toFixed(2),
      'users/me p99 ms': meLoad.p99,
      'users/me max ms': meLoad.max,
      'healthz p99 ms': healthLoad.p99,
      'healthz max ms': healthLoad.max,
      'longest stall ms': Math.max(meLoad.max, healthLoad.max),
      'stall at s': (meLoad.max > healthLoad.max ? meLoad : healthLoad).worstAt,
      'failed requests': meLoad.non2xx + healthLoad.non2xx,
      'longest row lock ms': longestLock === null ? '-' : Math.round(longestLock),
    };
  } finally {
    await stopChild(api);
  }
}

async function onPglite(count) {
  const dataDir = join(ROOT, '.tmp', 'bench', 'renewals-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seed = async (accountId) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'pglite'));
    await db.exec(
      SEED_SQL.replaceAll('$1', `'${accountId}'`)
        .replaceAll('$2', String(count))
        .replaceAll('$3', String(args.pdfs)),
    );
    await db.close();
  };
  return measure('pglite', count, { DATA_DIR: dataDir }, seed, null);
}

async function onPostgres(count) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  const dataDir = join(ROOT, '.tmp', 'bench', 'renewals-postgres');
  mkdirSync(dataDir, { recursive: true });
  const seed = async (accountId) => {
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    await client.query(
      SEED_SQL.replaceAll('$1', `'${accountId}'`)
        .replaceAll('$2', String(count))
        .replaceAll('$3', String(args.pdfs)),
    );
    await client.end();
  };
  return measure('postgres', count, { DATABASE_URL: url.href, DATA_DIR: dataDir }, seed, url.href);
}

const rows = [];
if (args.db !== 'postgres') rows.push(await onPglite(Number(args.count ?? 10_000)));
if (args.db !== 'pglite') rows.push(await onPostgres(Number(args.count ?? 100_000)));
console.table(rows);
console.log(
  `budgets: PostgreSQL 100,000 in ≤ 10 min (≤ ${BUDGETS.postgresMsEach} ms each), /v2/users/me p99 ≤ ` +
    `${BUDGETS.meP99} ms, no row locked > ${BUDGETS.lockMs} ms; PGlite 10,000 with every invoice ` +
    `e-mailed: no request waits > ${BUDGETS.stallMs} ms (longest stall)`,
);
