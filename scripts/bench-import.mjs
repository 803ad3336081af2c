// `npm run bench:import`: issue 36 §2's budgets. An account with room for the rows imports a CSV of
// BENCH_IMPORT_ROWS (default 5,000) new agents, on PostgreSQL (DATABASE_URL_BENCH, default
// postgres://root@127.0.0.1:5432/test, a fresh database) and on PGlite. It measures:
// - preview: POST /v2/imports until its 201 (the file parsed, every row validated, duplicates found);
// - apply: POST /v2/imports/{id}/apply until GET /v2/imports/{id} says done (the durable job);
// - meanwhile, GET /v2/users/me under a light load (4 connections): the p99 of the API's other
//   routes while the job runs.
// Budgets: preview ≤ 5 s, apply ≤ 60 s on PostgreSQL (≤ 120 s on PGlite), p99 ≤ 100 ms.
// Then the search right after a bulk import (issue 40): the same account is brought to
// BENCH_SEARCH_PROFILES (default 50,000) profiles, the part before the last import written
// straight into the database (as earlier imports would have left it, statistics left to
// autovacuum), the last BENCH_SEARCH_IMPORT_ROWS (default 5,000, an import's largest file) by a
// real import through the API; as soon as it says done, GET /v2/users/me/users is searched by 8 connections
// (BENCH_SEARCH_CONNECTIONS) for BENCH_DURATION s (default 10), each connection going through
// several terms (a common surname, a name prefix, one agent's e-mail, phone digits, nobody).
// Budget: search p99 ≤ 150 ms. The planner's statistics of the profiles table when the load
// starts are shown (PostgreSQL): analysed by the import, by autovacuum, or stale.
// BENCH_SEARCH_PROFILES=0 skips it. BENCH_IMPORT_API_ENTRY runs another tree's API (e.g. one
// extracted with `git archive` under .tmp/, for a before/after).
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
const SEARCH_PROFILES = Number(process.env.BENCH_SEARCH_PROFILES ?? 50_000);
const SEARCH_IMPORT_ROWS = Number(process.env.BENCH_SEARCH_IMPORT_ROWS ?? 5000);
const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 8);
const SEARCH_DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SEARCH_P99_MS = 150;
const API_ENTRY = process.env.BENCH_IMPORT_API_ENTRY ?? join('api', 'src', 'server.ts');
/** The agents of the search's account: numbered, names and e-mails varied (10 × 10 names). */
const FIRST = [
  'Ana',
  'Bruno',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
];
const LAST = [
  'Silva',
  'Martin',
  'Rossi',
  'Müller',
  'Garcia',
  'Smith',
  'Dubois',
  'Costa',
  'Novak',
  'Berg',
];
const agentOf = (i) => {
  const first = FIRST[i % 10];
  const last = LAST[Math.floor(i / 10) % 10];
  return {
    phone: `+35193${String(i).padStart(7, '0')}`,
    name: `${first} ${last}`,
    email: `${first}.${last}${i}@harbour.example`.toLowerCase(),
  };
};

if (process.argv[2] === '--seed') {
  // `--seed <database> <account id> <from> <to>`: agents number from..to of the account, as an
  // import writes them (the variables of one of its imported profiles, their names, e-mails and
  // phones of agentOf), written with the API stopped. No ANALYZE: what autovacuum does meanwhile.
  const [, , , database, accountId, from, to] = process.argv;
  const { openDb } = await import('../api/src/db/open.ts');
  const db = await openDb(
    database.startsWith('postgres')
      ? { kind: 'postgres', url: database, poolSize: 1 }
      : { kind: 'pglite', dataDir: database },
  );
  const template = await db.one(
    'SELECT variables, company_name FROM profiles WHERE account_id = $1 LIMIT 1',
    [accountId],
  );
  for (let start = Number(from); start <= Number(to); start += 5000) {
    const end = Math.min(Number(to), start + 4999);
    const agents = [];
    for (let i = start; i <= end; i++) agents.push(agentOf(i));
    await db.query(
      `INSERT INTO profiles (account_id, login_name, login_phone, login_phone_key, company_name,
                             variables, created_at)
       SELECT $1, '', a.phone, a.phone, $2,
              $3::jsonb || jsonb_build_object('outroFullName', a.name, 'outroEmail', a.email),
              now() - interval '1 hour' + a.n * interval '1 millisecond'
         FROM jsonb_to_recordset($4::jsonb) AS a(n int, phone text, name text, email text)`,
      [
        accountId,
        template.company_name,
        JSON.stringify(template.variables),
        JSON.stringify(agents.map((agent, k) => ({ n: start + k, ...agent }))),
      ],
    );
  }
  await db.close();
  process.exit(0);
}

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
  return startChild([API_ENTRY], {
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

/** The agents from..to of agentOf (+351 93 …), the template's headers. */
function searchCsvFile(from, to) {
  const lines = ['Login phone,Company,Name on the outro,E-mail'];
  for (let i = from; i <= to; i++) {
    const { phone, name, email } = agentOf(i);
    lines.push(`${phone},Harbour Realty,${name},${email}`);
  }
  return lines.join('\n');
}

/** Runs `scripts/bench-import.mjs <args>` (the API stopped) and waits for it. */
async function runSelf(args) {
  const child = startChild(['scripts/bench-import.mjs', ...args], {});
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench-import ${args[0]} exited with ${code}`);
}

/** Previews then applies `text` (a CSV of `count` new agents); answers the apply's seconds. */
async function importCsv(api, auth, text, count) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'agents.csv');
  const created = await fetch(`${API_BASE}/v2/imports`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const preview = await created.json();
  if (created.status !== 201)
    throw new Error(`preview answered ${created.status}: ${preview.message}`);
  if (preview.totals.toAdd !== count) throw new Error(`preview: ${JSON.stringify(preview.totals)}`);
  const started = performance.now();
  const applied = await fetch(`${API_BASE}/v2/imports/${preview.id}/apply`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  if (applied.status !== 202) throw new Error(`apply answered ${applied.status}`);
  let state;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      state = await (await fetch(`${API_BASE}/v2/imports/${preview.id}`, { headers: auth })).json();
    } catch (error) {
      // A poll refused while the job holds the embedded database: asked again, unless the API died.
      if (api.exitCode !== null || api.signalCode !== null) {
        throw new Error(`the API exited (${api.exitCode ?? api.signalCode}) during the import`, {
          cause: error,
        });
      }
      console.log(`poll: ${error.cause?.code ?? error.message}, asked again`);
      state = { status: 'running' };
    }
  } while (state.status === 'queued' || state.status === 'running');
  if (state.status !== 'done' || state.summary.added !== count) {
    throw new Error(`import ended ${state.status}: ${JSON.stringify(state.summary)}`);
  }
  return (performance.now() - started) / 1000;
}

/** What the planner knows of profiles (PostgreSQL only: PGlite is the API's own process). */
async function statistics(database) {
  if (!database.startsWith('postgres')) return 'n/a (embedded)';
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.reltuples::bigint AS rows, s.last_analyze, s.last_autoanalyze
         FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
        WHERE c.oid = 'profiles'::regclass`,
    );
    const { rows: estimate, last_analyze: manual, last_autoanalyze: auto } = rows[0];
    const at = (date) =>
      date ? `${((Date.now() - date.getTime()) / 1000).toFixed(0)} s ago` : 'never';
    return `${estimate} rows; ANALYZE ${at(manual)}, autovacuum ${at(auto)}`;
  } finally {
    await client.end();
  }
}

const SEARCH_TERMS = ['müller', 'gre', 'ines.silva40008@', '93 003 14', 'nobody'];

/**
 * The session's account grown to SEARCH_PROFILES profiles, the last SEARCH_IMPORT_ROWS by an
 * import through the API, then at once the search under SEARCH_CONNECTIONS connections.
 */
async function searchAfterImport(label, database, apiEnv, session, sub) {
  const seeded = SEARCH_PROFILES - ROWS - SEARCH_IMPORT_ROWS;
  await runSelf(['--seats', database, sub, String(SEARCH_PROFILES)]);
  if (seeded > 0) await runSelf(['--seed', database, sub, '1', String(seeded)]);
  const api = startApi(apiEnv);
  try {
    await waitFor(`${API_BASE}/runtime-config.json`);
    const bearer = await signIn(API_BASE, session.email, session.password);
    const auth = { authorization: `Bearer ${bearer}` };
    const applyS = await importCsv(
      api,
      auth,
      searchCsvFile(Math.max(seeded, 0) + 1, Math.max(seeded, 0) + SEARCH_IMPORT_ROWS),
      SEARCH_IMPORT_ROWS,
    );
    const stats = await statistics(database);
    const result = await autocannon({
      url: API_BASE,
      connections: SEARCH_CONNECTIONS,
      duration: SEARCH_DURATION_S,
      headers: auth,
      requests: SEARCH_TERMS.map((q) => ({
        method: 'GET',
        path: `/v2/users/me/users?q=${encodeURIComponent(q)}`,
      })),
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`search: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    const matches = [];
    for (const q of SEARCH_TERMS) {
      const res = await fetch(`${API_BASE}/v2/users/me/users?q=${encodeURIComponent(q)}`, {
        headers: auth,
      });
      matches.push(`${q}: ${res.headers.get('x-total-count')}`);
    }
    return {
      database: label,
      profiles: SEARCH_PROFILES,
      'last import rows': SEARCH_IMPORT_ROWS,
      'apply s': +applyS.toFixed(1),
      'statistics at the load': stats,
      connections: SEARCH_CONNECTIONS,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'req/s': Math.round(result.requests.average),
      matches: matches.join(', '),
      'within budget': result.latency.p99 <= SEARCH_P99_MS ? 'yes' : 'no',
    };
  } finally {
    await stopChild(api);
  }
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
      session,
      sub,
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
const searches = [];
/** The import's figures, then (unless BENCH_SEARCH_PROFILES=0) the search's on the same account. */
async function run(label, database, apiEnv) {
  const { session, sub, ...row } = await importOnce(label, database, apiEnv);
  rows.push(row);
  if (SEARCH_PROFILES > 0)
    searches.push(await searchAfterImport(label, database, apiEnv, session, sub));
}
const dataDir = join(ROOT, '.tmp', 'bench', 'import');
const postgres = process.env.BENCH_IMPORT_PGLITE_ONLY ? null : await postgresDatabase();
if (postgres) await run('PostgreSQL', postgres, { DATABASE_URL: postgres, DATA_DIR: dataDir });
else if (!process.env.BENCH_IMPORT_PGLITE_ONLY)
  console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
if (!process.env.BENCH_IMPORT_POSTGRES_ONLY) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await run('PGlite', join(dataDir, 'pglite'), { DATA_DIR: dataDir });
}
console.table(rows);
console.log(
  `budgets: preview ≤ ${BUDGETS.previewS} s; apply ≤ ${BUDGETS.applyS.PostgreSQL} s on PostgreSQL, ≤ ${BUDGETS.applyS.PGlite} s on PGlite; p99 ≤ ${BUDGETS.p99Ms} ms`,
);
if (searches.length > 0) {
  console.log(
    `search right after the last import: ${SEARCH_TERMS.map((q) => `"${q}"`).join(', ')} in turn`,
  );
  console.table(searches);
  console.log(`budget: search p99 ≤ ${SEARCH_P99_MS} ms`);
}
