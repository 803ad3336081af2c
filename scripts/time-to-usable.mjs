// The time until a person can use a page, for `npm run bench:web`: from navigation start until the
// page's first field (or first row) is visible, enabled, not covered by anything, and takes a key
// typed by the keyboard (the character is read back from the field's value; a row's first control
// takes the focus). Throttled as DevTools does it, not simulated: every request waits 150 ms and
// shares 1.6 Mbps down / 750 kbps up, and the page's CPU runs 4x slower. A first paint that only
// draws the heading (what Lighthouse's LCP sees) does not count: the figure is when the form works.

/** DevTools network and CPU throttling, as named by the performance issue (no extra multipliers). */
export const THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

/**
 * The pages a visitor comes to use, and what "usable" means on each: `type` = the field takes a
 * typed character; `focus` = the element is shown and its first control takes the focus.
 */
export const USABLE_PAGES = [
  { name: '/login', hash: '#/login', target: 'form input[type="email"]', kind: 'type' },
  {
    // Step 1 of the checkout (the same signed in or out); its first field is the country select.
    name: '/checkout',
    hash: '#/checkout',
    target: 'form :is(input, select, textarea):not([type="hidden"])',
    kind: 'type',
    signedIn: true,
  },
  {
    // The portal's default tab is the users tab; its first row is the first profile.
    name: '/additional-info',
    hash: '#/additional-info',
    target: '[role="tabpanel"] .profiles-row',
    kind: 'focus',
    signedIn: true,
  },
];

/**
 * Runs in the page on every animation frame: is the target shown, enabled and on top, and if so,
 * gives it (or its first control) the focus. For a select, it also picks a letter that selects
 * another option (the select's type-ahead), kept on `window.__usable` for the read-back.
 */
function readyInPage({ target, kind }) {
  const element = document.querySelector(target);
  if (!element) return false;
  let box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  // Below the fold (the users tab's first row in a 1280x720 window): where a person scrolls to.
  if (box.top < 0 || box.bottom > innerHeight) {
    element.scrollIntoView({ block: 'nearest' });
    box = element.getBoundingClientRect();
  }
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit || !(hit === element || element.contains(hit))) return false;
  const control =
    kind === 'focus'
      ? element.querySelector('a[href], button, input, select, textarea, [tabindex]')
      : element;
  if (!control || control.matches(':disabled') || control.readOnly) return false;
  control.focus();
  if (document.activeElement !== control) return false;
  let key = 'a';
  if (control instanceof HTMLSelectElement) {
    const initial = (option) => option.text.trim().charAt(0).toLowerCase();
    const current = control.selectedOptions[0] ? initial(control.selectedOptions[0]) : '';
    const other = [...control.options].find(
      (option) => /^[a-z]$/.test(initial(option)) && initial(option) !== current,
    );
    if (!other) return false;
    key = initial(other);
  }
  window.__usable = { control, key, before: control.value, shownAt: performance.now() };
  return key;
}

/** Runs in the page after the key: did the field take it? Then the time since navigation start. */
function acceptedInPage() {
  const { control, key, before } = window.__usable ?? {};
  if (!control?.isConnected || document.activeElement !== control) return 0;
  const taken =
    control instanceof HTMLSelectElement
      ? control.value !== before &&
        control.selectedOptions[0]?.text.trim().toLowerCase().startsWith(key)
      : control.value.endsWith(key) && control.value.length === before.length + 1;
  if (!taken) return 0;
  window.__usable.after = control.value;
  return performance.now();
}

/** The scripts the page had asked for by `ms` (resource timing): what the form waited among. */
function scriptsBeforeInPage(ms) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= ms && /\.m?js$/.test(new URL(entry.name).pathname))
    .map((entry) => entry.name);
}

/** Still there once the page has settled: the typed key was not lost to a later render. */
function keptInPage() {
  const { control, after } = window.__usable;
  return control.isConnected && control.value === after;
}

/**
 * One cold-cache load of a page under throttling (a new browser context: empty HTTP cache; a new
 * DevTools session for the page). Returns the milliseconds from navigation start until usable,
 * whether the typed key was still in the field once the page had settled, and the URLs of the
 * scripts the page had requested by then (`scripts`).
 */
export async function timeToUsable(browser, url, probe, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
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
    const deadline = Date.now() + 60_000;
    // A field can be on screen before the app owns it (a re-render may replace it): type again
    // until one key is taken.
    while (Date.now() < deadline) {
      const key = await (
        await page.waitForFunction(readyInPage, probe, {
          polling: 'raf',
          timeout: Math.max(1, deadline - Date.now()),
        })
      ).jsonValue();
      if (probe.kind === 'focus') {
        const ms = await page.evaluate(() => window.__usable.shownAt);
        return { ms, kept: true, scripts: await page.evaluate(scriptsBeforeInPage, ms) };
      }
      await page.keyboard.press(key);
      const ms = await page.evaluate(acceptedInPage);
      if (ms > 0) {
        const scripts = await page.evaluate(scriptsBeforeInPage, ms);
        await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
        return { ms, kept: await page.evaluate(keptInPage), scripts };
      }
    }
    throw new Error(`${probe.name} never became usable`);
  } finally {
    await context.close();
  }
}
