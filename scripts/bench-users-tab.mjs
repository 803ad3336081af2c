// The users tab with a large customer, for `npm run bench:web` (issue 27): the demo customer with
// BENCH_USERS_COUNT (5,000) profiles on a throttled phone (DevTools: 150 ms, 1.6 Mbps down, 4x CPU,
// 390 px wide). Measures the time from navigation to the first profile row visible, the DOM nodes
// and the JS heap once it shows, the p95 frame time while the list is scrolled down by script, and
// the search's answer time on the server (unthrottled, median of a few requests).
import { THROTTLING } from './time-to-usable.mjs';

export const USERS_BUDGET = { firstRowMs: 2500, domNodes: 2000, scrollP95Ms: 20 };
const ROW = '[role="tabpanel"] .profiles-row';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/**
 * In the page: the first row's time once it is on screen (a box, visible, on top). Below the fold
 * (at 390 px the plan card, the toolbar and the filters come first), where a person scrolls to, as
 * time-to-usable.mjs does.
 */
function firstRowInPage(selector) {
  const row = document.querySelector(selector);
  if (!row) return 0;
  let box = row.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return 0;
  if (box.top >= innerHeight) {
    row.scrollIntoView({ block: 'nearest' });
    box = row.getBoundingClientRect();
  }
  if (box.top >= innerHeight) return 0;
  if (!row.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 0;
  return { ms: performance.now(), nodes: document.getElementsByTagName('*').length };
}

/**
 * In the page: scrolls the list's scroller (the nearest scrollable ancestor of the rows, else the
 * page) down by `step` px a frame for `ms`, and answers the frame deltas.
 */
function scrollInPage({ selector, ms, step }) {
  const row = document.querySelector(selector);
  let scroller = row?.parentElement ?? null;
  while (scroller && scroller !== document.body) {
    const style = getComputedStyle(scroller);
    if (/(auto|scroll)/.test(style.overflowY) && scroller.scrollHeight > scroller.clientHeight)
      break;
    scroller = scroller.parentElement;
  }
  if (!scroller || scroller === document.body) scroller = document.scrollingElement;
  scroller.scrollIntoView?.({ block: 'start' });
  return new Promise((resolve) => {
    const deltas = [];
    const start = performance.now();
    let last = start;
    const frame = (now) => {
      deltas.push(now - last);
      last = now;
      scroller.scrollTop += step;
      if (now - start < ms) requestAnimationFrame(frame);
      else resolve({ deltas: deltas.slice(1), rows: document.querySelectorAll(selector).length });
    };
    requestAnimationFrame(frame);
  });
}

async function oneRun(browser, url, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await (
      await page.waitForFunction(firstRowInPage, ROW, { polling: 'raf', timeout: 120_000 })
    ).jsonValue();
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const settledNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const scroll = await page.evaluate(scrollInPage, { selector: ROW, ms: 4000, step: 60 });
    return {
      firstRowMs: shown.ms,
      nodes: shown.nodes,
      settledNodes,
      heapMB: usedSize / 1024 / 1024,
      p95: percentile(scroll.deltas, 95),
      rowsRendered: scroll.rows,
    };
  } finally {
    await context.close();
  }
}

/** Server-side answer time of a search (`q`), unthrottled: median of `times` requests. */
async function searchMs(base, token, q, times = 5) {
  const spent = [];
  let total = null;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/v2/users/me/users?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    spent.push(performance.now() - started);
    total = res.headers.get('x-total-count');
  }
  return { ms: percentile(spent, 50), total };
}

export async function benchUsersTab({ browser, base, storageState, token, runs, median }) {
  const results = [];
  for (let i = 0; i < runs; i++)
    results.push(await oneRun(browser, `${base}/#/additional-info`, storageState));
  const pick = (key) => median(results.map((r) => r[key]));
  const search = await searchMs(base, token, 'mill');
  const digits = await searchMs(base, token, '555');
  return {
    'first row s': +(pick('firstRowMs') / 1000).toFixed(2),
    'DOM nodes': pick('nodes'),
    'DOM nodes settled': pick('settledNodes'),
    'JS heap MB': +pick('heapMB').toFixed(1),
    'scroll p95 ms': +pick('p95').toFixed(1),
    'rows in DOM': pick('rowsRendered'),
    'search "mill" ms': +search.ms.toFixed(1),
    'matches "mill"': search.total,
    'search "555" ms': +digits.ms.toFixed(1),
  };
}
