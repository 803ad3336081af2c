// `npm run bench:web`: builds the apps for production, serves them as `npm start` does, and measures
// deep links in headless Chromium, cold cache, median of BENCH_RUNS (5) runs:
// 1. request count, gzip bytes of JavaScript and CSS, time until the first screen is rendered (loopback),
//    and in one more run per page the request phases before it (scripts/request-phases.mjs);
// 2. the time until the form is usable (scripts/time-to-usable.mjs): DevTools throttling (150 ms,
//    1.6 Mbps down, 750 kbps up, 4x CPU), until the login e-mail field, the checkout's first field
//    and the users tab's first row (signed in) are on screen and take a key;
// 3. Lighthouse (mobile preset: simulated 150 ms RTT, 1.6 Mbps, 4x CPU) for /login, and for /checkout
//    and /additional-info signed in, next to the budgets of the performance issue, with the figure
//    of 2. beside its LCP (`BENCH_LIGHTHOUSE=0`: 2. is still reported, on its own);
// 4. the users tab with a large customer (scripts/bench-users-tab.mjs): the demo customer seeded to
//    BENCH_USERS_COUNT (5,000) profiles on a throttled phone (`BENCH_ONLY=users`: this part alone);
// 5. beside 2., the floor (scripts/bench-floor.mjs): the same screens built as one app without Module
//    Federation, served the same way on BENCH_FLOOR_PORT (BENCH_PORT+2), runs alternating with the
//    real build: time until usable and JavaScript before it, the ratios real/floor next to issue 40's
//    goals (`BENCH_ONLY=floor`: this part alone, no Lighthouse; `BENCH_FLOOR=0`: without it).
// Timings on a shared machine are noisy: compare runs made one after the other, never across machines.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ROOT } from './apps.mjs';
import { recordRequests, requestPhases } from './request-phases.mjs';
import { THROTTLING, USABLE_PAGES, timeToUsable } from './time-to-usable.mjs';
import { USERS_BUDGET, benchUsersTab } from './bench-users-tab.mjs';
import { seedProfiles } from './seed-profiles.mjs';
import { FLOOR_GOALS, buildFloor, compareWithFloor, startFloorServer } from './bench-floor.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
/** Lighthouse drives the benchmark's Chromium through this DevTools port. */
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? PORT + 1);
/** `BENCH_LIGHTHOUSE=0` skips the Lighthouse part (it takes about a minute per page). */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_ONLY=users`: only the users tab with a large customer (part 4). */
const USERS_ONLY = process.env.BENCH_ONLY === 'users';
/** `BENCH_ONLY=floor`: only the real build beside the floor (part 5). */
const FLOOR_ONLY = process.env.BENCH_ONLY === 'floor';
const FLOOR = !USERS_ONLY && process.env.BENCH_FLOOR !== '0';
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 2);
const FLOOR_BASE = `http://127.0.0.1:${FLOOR_PORT}`;
const USERS_COUNT = Number(process.env.BENCH_USERS_COUNT ?? 5000);
const DEMO = { email: 'demo@example.com', password: 'demo-portal-1' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What "rendered" means on each page: the login form's e-mail field, the portal's open tab panel. */
const PAGES = [
  { name: '/login', hash: '#/login', ready: 'form input[type="email"]', signedIn: false },
  {
    name: '/additional-info',
    hash: '#/additional-info',
    ready: '[role="tabpanel"] h2',
    signedIn: true,
  },
];

/** Lighthouse runs: the targets of the performance issue (score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms). */
const LIGHTHOUSE_PAGES = [
  { name: '/login', hash: '#/login', signedIn: false },
  { name: '/checkout', hash: '#/checkout', signedIn: true },
  { name: '/additional-info', hash: '#/additional-info', signedIn: true },
];
const BUDGET = { score: 95, lcpMs: 1500, tbtMs: 150, loginJsGzipKB: 200, phases: 3 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function waitForServer(base = BASE) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/runtime-config.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function signedInState(browser, base = BASE) {
  const context = await browser.newContext();
  await signIn(await context.newPage(), base);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(browser, target, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  let requests = 0;
  const assets = [];
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(response);
  });
  await page.goto(`${BASE}/${target.hash}`);
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    target.ready,
    { polling: 'raf', timeout: 30_000 },
  );
  const renderedMs = await handle.jsonValue();
  await page.waitForLoadState('networkidle');
  let jsGzip = 0;
  let cssGzip = 0;
  for (const response of assets) {
    const size = gzipSync(await response.body()).length;
    if (response.request().resourceType() === 'script') jsGzip += size;
    else cssGzip += size;
  }
  await context.close();
  return { requests, jsGzip, cssGzip, renderedMs };
}

/**
 * The request phases before the page's ready element, and the URLs fetched more than once, in a run
 * of its own: the DevTools protocol's async stacks slow scripts down, the timed runs go without.
 */
async function phases(browser, target, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const recording = await recordRequests(page);
  await page.goto(`${BASE}/${target.hash}`);
  const handle = await page.waitForFunction(
    (selector) =>
      document.querySelector(selector) ? performance.timeOrigin + performance.now() : 0,
    target.ready,
    { polling: 'raf', timeout: 30_000 },
  );
  const readyAt = await handle.jsonValue();
  await page.waitForLoadState('networkidle');
  const result = requestPhases(await recording.stop(), { untilWallTimeMs: readyAt });
  await context.close();
  return result;
}

const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-web.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
if (FLOOR) buildFloor();

const dataDir = join(ROOT, '.tmp', 'bench', 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
const floorServer = FLOOR ? startFloorServer(FLOOR_PORT) : null;

async function lighthouseRun(url, reportFile) {
  const result = await lighthouse(url, {
    port: DEVTOOLS_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The default storage reset keeps localStorage, so a signed-in page stays signed in; the HTTP
    // cache is cleared before every run.
  });
  // The whole report of the page's last run, for "where does the time go" (long tasks, boot-up time
  // per script, the LCP element): open it in Lighthouse's viewer or read its `audits`.
  writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's own measure of the CPU it got (higher is faster): on two shared cores it falls by
    // half or more while other work runs, and TBT grows with it. Figures compare only at like index.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse needs a browser with a DevTools port and one profile, so signing in carries over. */
async function lighthouseResults(usable) {
  const profile = join(ROOT, '.tmp', 'bench', 'lighthouse-profile');
  rmSync(profile, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEVTOOLS_PORT}`],
  });
  try {
    const results = [];
    const page = context.pages()[0] ?? (await context.newPage());
    let signedIn = false;
    for (const target of LIGHTHOUSE_PAGES) {
      if (target.signedIn && !signedIn) {
        await signIn(page);
        signedIn = true;
      }
      const runs = [];
      const report = join(
        ROOT,
        '.tmp',
        'bench',
        `lighthouse${target.name.replaceAll('/', '-')}.json`,
      );
      for (let i = 0; i < RUNS; i++)
        runs.push(await lighthouseRun(`${BASE}/${target.hash}`, report));
      const pick = (key) => median(runs.map((run) => run[key]));
      results.push({
        page: target.name,
        score: pick('score'),
        'FCP s': +(pick('fcpMs') / 1000).toFixed(2),
        'LCP s': +(pick('lcpMs') / 1000).toFixed(2),
        // Measured, not simulated (DevTools throttling): see the table above.
        'usable s': usable.find((row) => row.page === target.name)?.['usable s'],
        'TBT ms': Math.round(pick('tbtMs')),
        CLS: +pick('cls').toFixed(3),
        'CPU index': Math.round(pick('benchmarkIndex')),
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

async function signIn(page, base = BASE) {
  await page.goto(`${base}/#/login`);
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/additional-info/);
  await page.waitForSelector('[role="tabpanel"] h2');
}

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const state = await signedInState(browser);
  const results = [];
  const chains = [];
  const measured = !USERS_ONLY && !FLOOR_ONLY;
  for (const target of measured ? PAGES : []) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await measure(browser, target, target.signedIn && state));
    const chain = await phases(browser, target, target.signedIn && state);
    chains.push({ page: target.name, ...chain });
    results.push({
      page: target.name,
      phases: chain.depth,
      'phases budget': `≤ ${BUDGET.phases}`,
      'fetched twice': chain.duplicates.length,
      requests: median(runs.map((r) => r.requests)),
      jsGzipKB: +(median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1),
      cssGzipKB: +(median(runs.map((r) => r.cssGzip)) / 1024).toFixed(1),
      firstRenderMs: Math.round(median(runs.map((r) => r.renderedMs))),
    });
  }
  const usable = [];
  for (const target of measured ? USABLE_PAGES : []) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(
        await timeToUsable(browser, `${BASE}/${target.hash}`, target, target.signedIn && state),
      );
    usable.push({
      page: target.name,
      'usable s': +(median(runs.map((run) => run.ms)) / 1000).toFixed(2),
      'min s': +(Math.min(...runs.map((run) => run.ms)) / 1000).toFixed(2),
      'max s': +(Math.max(...runs.map((run) => run.ms)) / 1000).toFixed(2),
      // A key lost to a later render means the field was shown before it worked.
      'key lost': runs.filter((run) => !run.kept).length,
    });
  }
  let floor = null;
  if (FLOOR) {
    await waitForServer(FLOOR_BASE);
    const loadBefore = loadavg()[0];
    const rows = await compareWithFloor({
      browser,
      targets: {
        real: { base: BASE, state },
        floor: { base: FLOOR_BASE, state: await signedInState(browser, FLOOR_BASE) },
      },
      runs: RUNS,
      median,
    });
    floor = { runs: RUNS, load: [+loadBefore.toFixed(1), +loadavg()[0].toFixed(1)], rows };
  }
  await browser.close();
  browser = undefined;
  if (floor) {
    const { latencyMs, downloadBitsPerSecond, cpuSlowdown } = THROTTLING;
    console.log(
      `\nThe real build beside the floor (one app, no federation): ${RUNS} cold-cache runs of each, alternating, DevTools throttling (${latencyMs} ms, ${downloadBitsPerSecond / 1e6} Mbps, ${cpuSlowdown}x CPU), median`,
    );
    console.table(floor.rows);
    console.log(
      `what: time until the form is usable (as above) and the gzip JS the page had requested by then; × = real / floor. Goals (issue 40): usable ≤ ${FLOOR_GOALS.usableRatio['/login']}× the floor (login also ≤ ${FLOOR_GOALS.loginUsableS} s), JS ≤ ${FLOOR_GOALS.jsRatio}×; load average ${floor.load[0]} before, ${floor.load[1]} after (${cpus().length} cores)`,
    );
  }
  if (FLOOR_ONLY) {
    // The other parts' figures of an earlier run stay in the file.
    const file = join(ROOT, '.tmp', 'bench-web.json');
    let earlier = {};
    try {
      earlier = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      /* no earlier run */
    }
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    writeFileSync(file, JSON.stringify({ ...earlier, floor }, null, 2));
  }
  if (measured) {
    console.log(`\nWeb benchmark: median of ${RUNS} cold-cache runs on loopback`);
    console.table(results);
    console.log(
      `budget: JS for /login ≤ ${BUDGET.loginJsGzipKB} KB gzip; ≤ ${BUDGET.phases} request phases before the page is ready, no URL fetched twice`,
    );
    for (const { page, depth, chain, duplicates } of chains) {
      const path = chain.map((url) => url.replace(BASE, '') || '/').join(' → ');
      console.log(`${page}: longest chain (${depth}) ${path}`);
      for (const { url, count } of duplicates)
        console.log(`${page}: fetched ${count} times: ${url.replace(BASE, '')}`);
    }

    const { latencyMs, downloadBitsPerSecond, uploadBitsPerSecond, cpuSlowdown } = THROTTLING;
    console.log(
      `\nTime until the form is usable: ${RUNS} cold-cache runs, DevTools throttling (${latencyMs} ms, ${downloadBitsPerSecond / 1e6} Mbps down, ${uploadBitsPerSecond / 1e3} kbps up, ${cpuSlowdown}x CPU), median`,
    );
    console.table(usable);
    console.log(
      `what: from navigation start until ${USABLE_PAGES.map((p) => `${p.name} ${p.target}`).join('; ')} is visible, enabled, not covered and takes a typed key (a row: its first control the focus); load average ${loadavg()[0].toFixed(1)}`,
    );

    const loadBefore = loadavg()[0];
    const lighthouseTable = LIGHTHOUSE ? await lighthouseResults(usable) : [];
    if (LIGHTHOUSE) {
      console.log(`\nLighthouse ${RUNS}x per page (mobile preset, simulated throttling), median`);
      console.table(lighthouseTable);
      console.log(
        `machine: load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (${cpus().length} cores); CPU index: Lighthouse's benchmarkIndex`,
      );
      console.log(
        `budget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms; usable s: time until the form is usable (above)`,
      );
    }
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    writeFileSync(
      join(ROOT, '.tmp', 'bench-web.json'),
      JSON.stringify(
        { pages: results, chains, usable, floor, lighthouse: lighthouseTable },
        null,
        2,
      ),
    );
  }
  // Last: the seeded profiles would change every measure above.
  if (!FLOOR_ONLY) await usersTabPart(state);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  floorServer?.kill('SIGTERM');
}

/** Part 4: the users tab with a large customer. */
async function usersTabPart(state) {
  const { total } = await seedProfiles(BASE, { count: USERS_COUNT, ...DEMO });
  const { token } = await (
    await fetch(`${BASE}/v2/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
  ).json();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const usersTab = await benchUsersTab({
    browser,
    base: BASE,
    storageState: state,
    token,
    runs: RUNS,
    median,
  });
  const { latencyMs, downloadBitsPerSecond, cpuSlowdown } = THROTTLING;
  console.log(
    `\nUsers tab with ${total} profiles: ${RUNS} cold-cache runs, 390 px phone, DevTools throttling (${latencyMs} ms, ${downloadBitsPerSecond / 1e6} Mbps down, ${cpuSlowdown}x CPU), median`,
  );
  console.table([usersTab]);
  console.log(
    `budget: first row ≤ ${USERS_BUDGET.firstRowMs / 1000} s, DOM nodes ≤ ${USERS_BUDGET.domNodes}, scroll p95 ≤ ${USERS_BUDGET.scrollP95Ms} ms; search: server answer, unthrottled; load average ${loadavg()[0].toFixed(1)}`,
  );
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  writeFileSync(join(ROOT, '.tmp', 'bench-web-users.json'), JSON.stringify(usersTab, null, 2));
}
