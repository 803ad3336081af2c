// `npm run bench:web`: builds the apps for production, serves them with the API, and measures the
// /login and /additional-info deep links in headless Chromium, cold cache, median of 5 runs:
// request count, gzip bytes of JavaScript and CSS, and time until the first screen is rendered.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './apps.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/runtime-config.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function signedInState(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/#/login`);
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/additional-info/);
  await page.waitForSelector('[role="tabpanel"] h2');
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

const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-web.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

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

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const state = await signedInState(browser);
  const results = [];
  for (const target of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await measure(browser, target, target.signedIn && state));
    results.push({
      page: target.name,
      requests: median(runs.map((r) => r.requests)),
      jsGzipKB: +(median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1),
      cssGzipKB: +(median(runs.map((r) => r.cssGzip)) / 1024).toFixed(1),
      firstRenderMs: Math.round(median(runs.map((r) => r.renderedMs))),
    });
  }
  console.log(`\nWeb benchmark: median of ${RUNS} cold-cache runs on loopback`);
  console.table(results);
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  writeFileSync(join(ROOT, '.tmp', 'bench-web.json'), JSON.stringify(results, null, 2));
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
