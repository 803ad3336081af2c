// `npm run bench:export`: "Export my data"'s budget (issue 39): an account of BENCH_EXPORT_AGENTS
// (default 5,000) agents, each with its own logo and picture (10,000 JPEG images, 20–90 KB), is
// exported by the real API process (api/src/server.ts) on PostgreSQL (DATABASE_URL_BENCH, default
// postgres://root@127.0.0.1:5432/test; a fresh database portal_bench_export, dropped after): POST
// /v2/exports, then GET /v2/exports/latest until the ZIP is ready, then the e-mailed link's
// download streamed to nowhere (its bytes counted, the ZIP's directory read at its end). The API's
// resident memory (VmRSS, /proc) is sampled every 250 ms: before, at each quarter of the build's
// progress, its peak while building and while downloading. Budgets: the ZIP ready in ≤ 600 s, and
// memory flat: the peak at most BENCH_EXPORT_FLAT_MB (default 150) MB over the API's resident
// memory before the export, whatever the number of agents (run it with 1,000 and 5,000 to see the
// same peak). Linux only (/proc). Timings on a shared machine are noisy: run it twice.
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ROOT } from './apps.mjs';
import { newCustomer, startChild, stopChild, waitFor } from './bench-process.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3660);
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const AGENTS = Number(process.env.BENCH_EXPORT_AGENTS ?? 5000);
const FLAT_MB = Number(process.env.BENCH_EXPORT_FLAT_MB ?? 150);
const BUDGET_S = 600;
const POSTGRES_URL = process.env.DATABASE_URL_BENCH ?? 'postgres://root@127.0.0.1:5432/test';
const BENCH_DATABASE = 'portal_bench_export';
/** Distinct pictures; each is stored as many separate assets (one per agent and kind). */
const DISTINCT_IMAGES = 40;

async function admin(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/** Photos-like JPEGs: smooth colour fields with noise, 400–600 px (20–90 KB each). */
async function pictures() {
  const out = [];
  for (let i = 0; i < DISTINCT_IMAGES; i++) {
    const size = 400 + (i % 5) * 50;
    const small = 24;
    const raw = Buffer.alloc(small * small * 3);
    for (let p = 0; p < raw.length; p++) raw[p] = (p * (i + 7) + Math.random() * 90) % 256;
    out.push(
      await sharp(raw, { raw: { width: small, height: small, channels: 3 } })
        .resize(size, size, { kernel: 'cubic' })
        .jpeg({ quality: 70 + (i % 3) * 10 })
        .toBuffer(),
    );
  }
  return out;
}

/** The API's V8 heap in use plus its Buffers' memory (prom-client's default metrics). */
async function heldByJs() {
  const text = await (await fetch(`${API_BASE}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  return value('nodejs_heap_size_used_bytes') + value('nodejs_external_memory_bytes');
}

const url = new URL(POSTGRES_URL);
url.pathname = `/${BENCH_DATABASE}`;
await admin(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
await admin(`CREATE DATABASE ${BENCH_DATABASE}`);
const dataDir = join(ROOT, '.tmp', 'bench', 'export');
mkdirSync(dataDir, { recursive: true });
mkdirSync(join(ROOT, '.tmp', 'bench', 'no-web'), { recursive: true });
const api = startChild([join('api', 'src', 'server.ts')], {
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  DEMO_ACCOUNT: 'false',
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_ROOT: join(ROOT, '.tmp', 'bench', 'no-web'),
});
const db = new pg.Client({ connectionString: url.toString() });
let failed = false;
try {
  await waitFor(`${API_BASE}/healthz`);
  await db.connect();
  const { email, token } = await newCustomer(API_BASE, 'bench-export');
  const headers = { authorization: `Bearer ${token}` };
  const account = (
    await db.query('SELECT id FROM accounts WHERE email = $1', [email.toLowerCase()])
  ).rows[0].id;

  // The agents and their pictures, straight into the database (as an import would leave them).
  let seeded = performance.now();
  const images = await pictures();
  const ids = [];
  const perImage = Math.ceil((AGENTS * 2) / DISTINCT_IMAGES);
  for (const [i, bytes] of images.entries()) {
    const { rows } = await db.query(
      `INSERT INTO assets (account_id, kind, content_type, width, height, byte_size, sha256, content)
       SELECT $1, CASE WHEN s % 2 = 0 THEN 'logo' ELSE 'photo' END, 'image/jpeg', 400, 400, $2,
              md5(random()::text), $3
       FROM generate_series(1, $4) AS s RETURNING id`,
      [account, bytes.length, bytes, perImage],
    );
    ids.push(...rows.map((row) => row.id));
    if (i === 0)
      console.log(
        `pictures: ${
          images
            .map((b) => b.length)
            .sort((a, b) => a - b)
            .slice(0, 1)[0]
        }–${Math.max(...images.map((b) => b.length))} bytes each`,
      );
  }
  const block = Date.now() % 1_000_000;
  for (let start = 0; start < AGENTS; start += 1000) {
    const size = Math.min(1000, AGENTS - start);
    const cols = [[], [], [], [], [], [], []];
    for (let i = start; i < start + size; i++) {
      const phone = `+1 555 ${String(block).padStart(6, '0')} ${String(i).padStart(5, '0')}`;
      cols[0].push(`Agent ${i}`);
      cols[1].push(phone);
      cols[2].push(phone.replace(/[^\d+]/g, ''));
      cols[3].push(`Harbour Homes ${i % 50}`);
      cols[4].push(ids[2 * i]);
      cols[5].push(ids[2 * i + 1]);
      cols[6].push(
        JSON.stringify({
          theme: 'dark',
          color_primary: '#0B4F6C',
          color_secondary: '#FFD200',
          outroFullName: `Agent ${i}`,
          outroPhoneNumber: phone,
          outroEmail: `agent${i}@harbour.example`,
          outroWebsite: 'www.harbour.example',
          outroExtraInfo: '',
          designFullName: `Agent ${i}`,
          designPhoneNumber: phone,
          designLanguage: 'en',
          specialRequest: '',
          noLogo: false,
          noIntro: true,
          noPicAgent: false,
          noPicAgentOutro: false,
          useDefaultLogo: false,
          useDefaultIntro: false,
        }),
      );
    }
    await db.query(
      `INSERT INTO profiles (account_id, login_name, login_phone, login_phone_key, company_name,
                             logo_id, photo_id, variables)
       SELECT $1, n, p, k, c, l::uuid, ph::uuid, v::jsonb
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::text[]) AS t(n, p, k, c, l, ph, v)`,
      [account, ...cols],
    );
  }
  await db.query(
    `INSERT INTO subscriptions (account_id, provider, status, available_users)
     VALUES ($1, 'local', 'ACTIVE', $2)
     ON CONFLICT (account_id) DO UPDATE SET status = 'ACTIVE', available_users = $2`,
    [account, AGENTS],
  );
  const bytesSeeded = (
    await db.query('SELECT sum(byte_size)::bigint AS n FROM assets WHERE account_id = $1', [
      account,
    ])
  ).rows[0].n;
  seeded = performance.now() - seeded;
  console.log(
    `seeded ${AGENTS.toLocaleString('en-US')} agents with ${(AGENTS * 2).toLocaleString('en-US')} pictures (${mb(Number(bytesSeeded))}) in ${(seeded / 1000).toFixed(1)} s`,
  );

  // The API as it stands before the export: settled.
  for (let i = 0; i < 8; i++) await fetch(`${API_BASE}/v2/users/me`, { headers });
  const before = rssOf(api.pid);
  const heapBefore = await heldByJs();
  let peak = before;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(api.pid));
  }, 250);
  // What the API's JavaScript holds (heap used + Buffers), from its /metrics, every second.
  const heapSampler = setInterval(() => {
    heldByJs().then(
      (held) => (heapPeak = Math.max(heapPeak, held)),
      () => {},
    );
  }, 1000);

  const started = performance.now();
  const asked = await fetch(`${API_BASE}/v2/exports`, { method: 'POST', headers });
  if (asked.status !== 202) throw new Error(`POST /v2/exports answered ${asked.status}`);
  const quarters = [];
  let ready;
  for (;;) {
    const latest = await (await fetch(`${API_BASE}/v2/exports/latest`, { headers })).json();
    const current = latest.export;
    if (current.status === 'ready') {
      ready = current;
      break;
    }
    if (current.status === 'failed') throw new Error('the export failed');
    const progress = current.progress;
    if (progress && progress.total > 0) {
      const quarter = Math.floor((4 * progress.done) / progress.total);
      if (quarter > quarters.length && quarter < 4)
        quarters.push({ at: `${quarter * 25}%`, rss: rssOf(api.pid) });
    }
    if (performance.now() - started > 2 * BUDGET_S * 1000)
      throw new Error('no export after 20 min');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const buildS = (performance.now() - started) / 1000;
  const buildPeak = peak;

  // The e-mailed link (the outbox keeps it: no SMTP) and its download, streamed and counted.
  const mail = (
    await db.query(
      `SELECT text_body FROM outbox_messages WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`,
      [email.toLowerCase()],
    )
  ).rows[0];
  const link = /export=([\w-]+)&token=([\w-]+)/.exec(mail?.text_body ?? '');
  if (!link) throw new Error('no link e-mailed');
  peak = rssOf(api.pid);
  const downloadStarted = performance.now();
  const answer = await fetch(`${API_BASE}/v2/exports/${link[1]}/download?token=${link[2]}`, {
    headers,
  });
  if (answer.status !== 200) throw new Error(`download answered ${answer.status}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of answer.body) {
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-65_558);
  }
  const downloadS = (performance.now() - downloadStarted) / 1000;
  const downloadPeak = peak;
  clearInterval(sampler);
  clearInterval(heapSampler);
  // The ZIP's end of central directory: its number of entries.
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = eocd >= 0 ? tail.readUInt16LE(eocd + 10) : -1;

  const growth = buildPeak - before;
  // Flat: what the JavaScript holds does not grow with the export (the resident size is shown
  // too: the allocator keeps freed pages a while, so it rises and stays higher whatever the size).
  const flat = heapPeak - heapBefore <= FLAT_MB * 1024 * 1024;
  console.log(
    `\nexport of ${AGENTS.toLocaleString('en-US')} agents with pictures (PostgreSQL, pictures in the database):`,
  );
  console.log(
    `  ZIP ready in ${buildS.toFixed(1)} s (budget ${BUDGET_S} s): ${mb(ready.byteSize)}, ${entries.toLocaleString('en-US')} entries`,
  );
  console.log(`  download: ${mb(bytes)} in ${downloadS.toFixed(1)} s (${mb(bytes / downloadS)}/s)`);
  console.log(
    `  API resident memory: ${mb(before)} before; ${quarters.map((q) => `${q.at} ${mb(q.rss)}`).join(', ')}`,
  );
  console.log(
    `  API JavaScript (heap used + Buffers): ${mb(heapBefore)} before, peak ${mb(heapPeak)} (+${mb(heapPeak - heapBefore)})`,
  );
  console.log(
    `  peak while building ${mb(buildPeak)} (+${mb(growth)}), while downloading ${mb(downloadPeak)} (+${mb(downloadPeak - before)}); budget +${FLAT_MB} MB`,
  );
  if (bytes !== ready.byteSize) {
    console.log(`  DOWNLOAD SIZE ${bytes} differs from the stored ${ready.byteSize}`);
    failed = true;
  }
  if (buildS > BUDGET_S) {
    console.log('  OVER THE TIME BUDGET');
    failed = true;
  }
  if (!flat) {
    console.log('  MEMORY NOT FLAT');
    failed = true;
  }
  if (entries !== AGENTS * 2 + 7 && entries !== -1)
    console.log(`  (entries: expected ${AGENTS * 2 + 7})`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await db.end().catch(() => {});
  await stopChild(api);
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
}
if (failed) process.exitCode = 1;
