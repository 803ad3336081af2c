// `npm run bench:activity`: the activity log's budget (issue 37): 1,000,000 events of one account
// on PostgreSQL, each page ≤ 500 ms. In a fresh database portal_bench_activity on the server of
// DATABASE_URL_BENCH (default postgres://root@127.0.0.1:5432/test), created, migrated and dropped by
// the run. The events are inserted with generate_series (a year of them: the owner, four members,
// the system; every action), beside 200,000 of another account; then each page is read
// BENCH_ACTIVITY_RUNS times (default 30) through the same code as GET /v2/activity
// (api/src/activity/activity-repository.ts): the first page, a deep page by cursor (900,000 rows
// down), by person, by action, by date range, and by person and action together. Prints p50 and
// p99 per page. Timings on a shared machine are noisy: run it twice. Never part of the tests.
import pg from 'pg';

const POSTGRES_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://root@127.0.0.1:5432/test';
const BENCH_DATABASE = 'portal_bench_activity';
const EVENTS = Number(process.env.BENCH_ACTIVITY_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ACTIVITY_RUNS ?? 30);
const BUDGET_MS = 500;

const { openDb } = await import('../api/src/db/open.ts');
const { migrate } = await import('../api/src/db/migrate.ts');
const { pageOfEvents } = await import('../api/src/activity/activity-repository.ts');
const { ACTIVITY_ACTIONS } = await import('../shared/src/api/activity.ts');

async function admin(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const url = new URL(POSTGRES_URL);
url.pathname = `/${BENCH_DATABASE}`;
await admin(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
await admin(`CREATE DATABASE ${BENCH_DATABASE}`);
const db = await openDb({ kind: 'postgres', url: url.toString(), poolSize: 2 });

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

try {
  await migrate(db);
  const accounts = await db.query(
    `INSERT INTO accounts (email, first_name, last_name, phone, password_hash, origin)
     VALUES ('bench-activity@example.com', 'Ada', 'Lovelace', '+44 20 7946 0000', 'x', 'realty'),
            ('bench-other@example.com', 'Alan', 'Turing', '+44 20 7946 0001', 'x', 'realty')
     RETURNING id`,
  );
  const [account, other] = accounts.map((row) => row.id);
  const members = [
    '11111111-1111-4111-8111-111111111111',
    '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333',
    '44444444-4444-4444-8444-444444444444',
  ];
  const actions = ACTIVITY_ACTIONS.filter((action) => action !== 'other');
  // Who: half the owner, 12% each member, 2% the system. What: every action, the common ones
  // (profile updates, sign-ins) most. When: spread over the last 365 days, newest last.
  const insert = async (accountId, count) => {
    const started = performance.now();
    await db.query(
      `INSERT INTO activity_events (account_id, at, actor_kind, actor_member_id, actor_email,
         actor_name, actor_role, action, target_type, target_id, target_label, changes, ip, device)
       SELECT $1,
              now() - (365 * 86400 * (1 - i::float8 / $2)) * interval '1 second',
              CASE WHEN r < 0.02 THEN 'system' ELSE 'member' END,
              CASE WHEN r < 0.02 THEN NULL WHEN r < 0.5 THEN 'owner'
                   ELSE ($3::text[])[1 + (i % 4)] END,
              CASE WHEN r < 0.02 THEN NULL ELSE 'person' || (i % 5) || '@example.com' END,
              'A Person', CASE WHEN r < 0.02 THEN NULL WHEN r < 0.5 THEN 'owner' ELSE 'admin' END,
              CASE WHEN r < 0.4 THEN 'profile.updated' WHEN r < 0.6 THEN 'auth.signedIn'
                   ELSE ($4::text[])[1 + (i % $5)] END,
              'profile', gen_random_uuid()::text, 'Harbour Homes ' || (i % 1000),
              jsonb_build_object('companyName', jsonb_build_object('before', 'A', 'after', 'B')),
              '203.0.113.' || (i % 250), 'Chrome on macOS'
       FROM (SELECT i, random() AS r FROM generate_series(1, $2) AS i) AS s`,
      [accountId, count, members, actions, actions.length],
    );
    return performance.now() - started;
  };
  const insertMs = await insert(account, EVENTS);
  await insert(other, Math.round(EVENTS / 5));
  await db.query('ANALYZE activity_events');
  console.log(
    `inserted ${EVENTS.toLocaleString('en-US')} events of one account (+${Math.round(EVENTS / 5).toLocaleString('en-US')} of another) in ${(insertMs / 1000).toFixed(1)} s`,
  );

  // The cursor of the row 900,000 down (GET /v2/activity's opaque format: [time, id]).
  const deep = await db.one(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id::text AS id
     FROM activity_events WHERE account_id = $1 ORDER BY at DESC, id DESC OFFSET $2 LIMIT 1`,
    [account, Math.floor(EVENTS * 0.9)],
  );
  const deepCursor = Buffer.from(JSON.stringify([deep.at, deep.id])).toString('base64url');
  const day = 86400 * 1000;
  const pages = {
    'first page': {},
    'deep page (cursor at 900,000)': { cursor: deepCursor },
    'by person (a member, 12%)': { actor: members[2] },
    'by person (the system, 2%)': { actor: 'system' },
    'by action (a rare one)': { action: 'billing.planChanged' },
    'by date range (30 days, 6 months ago)': {
      from: new Date(Date.now() - 200 * day).toISOString(),
      to: new Date(Date.now() - 170 * day).toISOString(),
    },
    'by person and action': { actor: members[1], action: 'brandKit.updated' },
    'by person, action and dates (none match)': {
      actor: 'owner',
      action: 'settings.passwordChanged',
      from: new Date(Date.now() - 300 * day).toISOString(),
      to: new Date(Date.now() - 100 * day).toISOString(),
    },
  };
  const results = [];
  for (const [name, query] of Object.entries(pages)) {
    const times = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const page = await pageOfEvents(db, account, { ...query, limit: '50' });
      times.push(performance.now() - started);
      rows = page.events.length;
    }
    times.sort((a, b) => a - b);
    const p50 = quantile(times, 0.5);
    const p99 = quantile(times, 0.99);
    results.push({ name, rows, p50, p99, ok: p99 <= BUDGET_MS });
  }
  console.log(`\npage of 50, ${RUNS} runs each (budget ${BUDGET_MS} ms):`);
  for (const { name, rows, p50, p99, ok } of results)
    console.log(
      `  ${name.padEnd(40)} ${String(rows).padStart(3)} rows  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  if (results.some((result) => !result.ok)) process.exitCode = 1;
} finally {
  await db.close();
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
}
