// `npm run bench:import`: issue 36 §2's budgets. An account with room for the rows imports a CSV of
// BENCH_IMPORT_ROWS (default 5,000) new agents, on PostgreSQL (DATABASE_URL_BENCH, default
// postgres://root@127.0.0.1:5432/test, a fresh database) and on PGlite. It measures:
// - preview: POST /v2/imports until its 201 (the file parsed, every row validated, duplicates found);
// - apply: POST /v2/imports/{id}/apply until GET /v2/imports/{id} says done (the durable job);
// - meanwhile, GET /v2/users/me under a light load (4 connections): the p99 of the API's other
//   routes while the job runs.
// Budgets: preview ≤ 5 s, apply ≤ 60 s on PostgreSQL (≤ 120 s on PGlite), p99 ≤ 100 ms.
// The API's rate limit is raised for the run. Timings on a shared machine are noisy: run it twice.
// BENCH_IMPORT_POSTGRES_ONLY=1 or BENCH_IMPORT_PGLITE_ONLY=1 runs one database.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from './apps.mjs';
import { newCustomer, signIn, startChild, stopChild, waitFor } from './bench-process.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3640);
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const POSTGRES_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://root@127.0.0.1:5432/test';
const BENCH_DATABASE = 'portal_bench_import';
const BUDGETS = { previewS: 5, applyS: { PostgreSQL: 60, PGlite: 120 }, p99Ms: 100 };

if (process.argv[2] === '--seats') {
  // `--seats <database> <account id> <seats>`: the account's plan, written with the API stopped
  // (PGlite allows one process), as the development seeding does.
  const [, , , database, accountId, seats] = process.argv;
  const { openDb } = await import('../api/src/db/open.ts');
  const db = await openDb(
    database.startsWith('postgres')
      ? { kind: 'postgres', url: database, poolSize: 2 }
      : { kind: 'pglite', dataDir: database },
  );
  await db.query(
    `INSERT INTO subscriptions (account_id, provider, status, available_users)
     VALUES ($1, 'local', 'ACTIVE', $2)
     ON CONFLICT (account_id) DO UPDATE SET status = 'ACTIVE', available_users = $2`,
    [accountId, Number(seats)],
  );
  await db.close();
  process.exit(0);
}

function startApi(apiEnv) {
  return startChild([join('api', 'src', 'server.ts')], {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEMO_ACCOUNT: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_ROOT: join(ROOT, '.tmp', 'bench', 'no-web'),
    ...apiEnv,
  });
}

/** ROWS distinct agents with Portuguese mobile numbers (+351 91 2xx xxxx), the template's headers. */
function csvFile() {
  const lines = ['Login phone,Company,Name on the outro,E-mail'];
  for (let i = 0; i < ROWS; i++) {
    const number = `+3519120${String(i).padStart(5, '0')}`;
    lines.push(`${number},Harbour Realty,Agent ${i},agent${i}@harbour.example`);
  }
  return lines.join('\n');
}

async function importOnce(label, database, apiEnv) {
  let api = startApi(apiEnv);
  let session;
  try {
    await waitFor(`${API_BASE}/runtime-config.json`);
    session = await newCustomer(API_BASE, 'bench-import');
  } finally {
    await stopChild(api);
  }
  const { sub } = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
  const seats = startChild(
    ['scripts/bench-import.mjs', '--seats', database, sub, String(ROWS)],
    {},
  );
  const code = await new Promise((resolve) => seats.once('exit', resolve));
  if (code !== 0) throw new Error(`setting the seats exited with ${code}`);

  api = startApi(apiEnv);
  try {
    await waitFor(`${API_BASE}/runtime-config.json`);
    const bearer = await signIn(API_BASE, session.email, session.password);
    const auth = { authorization: `Bearer ${bearer}` };
    const form = new FormData();
    form.append('file', new Blob([csvFile()], { type: 'text/csv' }), 'agents.csv');
    let started = performance.now();
    const created = await fetch(`${API_BASE}/v2/imports`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const preview = await created.json();
    const previewS = (performance.now() - started) / 1000;
    if (created.status !== 201)
      throw new Error(`preview answered ${created.status}: ${preview.message}`);
    if (preview.totals.toAdd !== ROWS)
      throw new Error(`preview: ${JSON.stringify(preview.totals)}`);

    // Warmed first: the route's first requests (JIT, pool) are not the import's doing.
    await autocannon({
      url: `${API_BASE}/v2/users/me`,
      connections: 4,
      duration: 2,
      headers: auth,
    });
    const load = autocannon({
      url: `${API_BASE}/v2/users/me`,
      connections: 4,
      duration: 600,
      headers: auth,
    });
    started = performance.now();
    const applied = await fetch(`${API_BASE}/v2/imports/${preview.id}/apply`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ count: ROWS }),
    });
    if (applied.status !== 202) throw new Error(`apply answered ${applied.status}`);
    let state;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await (await fetch(`${API_BASE}/v2/imports/${preview.id}`, { headers: auth })).json();
    } while (state.status === 'queued' || state.status === 'running');
    const applyS = (performance.now() - started) / 1000;
    load.stop();
    const other = await load;
    if (state.status !== 'done' || state.summary.added !== ROWS) {
      throw new Error(`import ended ${state.status}: ${JSON.stringify(state.summary)}`);
    }
    return {
      database: label,
      rows: ROWS,
      'preview s': +previewS.toFixed(2),
      'apply s': +applyS.toFixed(1),
      'GET /v2/users/me p99 ms meanwhile': other.latency.p99,
      'within budget':
        previewS <= BUDGETS.previewS &&
        applyS <= BUDGETS.applyS[label] &&
        other.latency.p99 <= BUDGETS.p99Ms
          ? 'yes'
          : 'no',
    };
  } finally {
    await stopChild(api);
  }
}

async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
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

const rows = [];
const dataDir = join(ROOT, '.tmp', 'bench', 'import');
const postgres = process.env.BENCH_IMPORT_PGLITE_ONLY ? null : await postgresDatabase();
if (postgres)
  rows.push(
    await importOnce('PostgreSQL', postgres, { DATABASE_URL: postgres, DATA_DIR: dataDir }),
  );
else if (!process.env.BENCH_IMPORT_PGLITE_ONLY)
  console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
if (!process.env.BENCH_IMPORT_POSTGRES_ONLY) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  rows.push(await importOnce('PGlite', join(dataDir, 'pglite'), { DATA_DIR: dataDir }));
}
console.table(rows);
console.log(
  `budgets: preview ≤ ${BUDGETS.previewS} s; apply ≤ ${BUDGETS.applyS.PostgreSQL} s on PostgreSQL, ≤ ${BUDGETS.applyS.PGlite} s on PGlite; p99 ≤ ${BUDGETS.p99Ms} ms`,
);
