import { TABS } from '../frame/tabs';
import { LOGIN_ROUTE, ROUTES } from './routes';
import type { RemotePage } from './routes';

/**
 * The route table of the page's first-screen preloads (see preloadFirstScreen): written by the build
 * from ROUTES and TABS, so the page's script never has a copy of its own to keep in step.
 */
export interface FirstScreenTable {
  routes: { pattern: string; access: string; page: RemotePage | 'frame' }[];
  login: RemotePage;
  tabs: { id: string; page: RemotePage }[];
  /** The session fields that must all be saved for the visitor to be signed in (selectIsLoggedIn). */
  sessionKeys: string[];
}

/** A route path as matchPath reads it (`:param` one segment, trailing slash optional), as a RegExp. */
function pathPattern(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

export function firstScreenTable(): FirstScreenTable {
  return {
    routes: ROUTES.map((route) => ({
      pattern: pathPattern(route.path),
      access: route.access,
      page: route.page,
    })),
    login: LOGIN_ROUTE.page as RemotePage,
    tabs: TABS.map((tab) => ({
      id: tab.id,
      page: { remote: tab.remote, module: tab.module } as RemotePage,
    })),
    // selectIsLoggedIn's fields, each saved under its own name (the platform's session persistence).
    sessionKeys: ['token', 'refreshToken', 'id'],
  };
}

/** The files of one remote the server can vouch for, from its mf-manifest.json (absolute paths). */
export interface FirstScreenRemote {
  manifest: string;
  entry: string;
  modules: Record<string, { js: string[]; css: string[] }>;
  /** The remote's catalogue file per language (its texts: the module renders nothing without). */
  messages?: Record<string, string>;
}

export { FIRST_SCREEN_HINTS, pageAddedPreloads } from './firstScreenHints';

/**
 * Runs in the page, inline, before any script is requested (the server puts it in index.html with
 * the files of the remotes it serves): picks the remote module the URL's route will show, as
 * pageForLocation does, and preloads its manifest, remote entry, scripts, stylesheets and the
 * remote's catalogue in the visitor's `locale`, with the attributes of the requests that later take
 * them (the MF runtime's `fetch`, plain `<script>` and `<link rel=stylesheet>`), so each file is
 * downloaded once. The preloads are added `later` (afterFirstPaint in the page), first among the
 * template's, one per task (`addHeld`: addHeldPreloads): nothing but the page, the frame's script
 * and main.js is downloaded before the title. They stay the page's own requests, beside main.js, not behind the
 * frame's script.
 * Self-contained: the build inlines its source. A wrong guess costs a download, never a wrong page.
 */
export function preloadFirstScreen(
  table: FirstScreenTable,
  remotes: Record<string, FirstScreenRemote | undefined>,
  hash: string,
  storage: Pick<Storage, 'getItem'> | null,
  doc: Document,
  later: (then: () => void) => void,
  addHeld: (doc: Document, then: () => void) => void,
  locale?: string,
): RemotePage | null {
  const url = new URL(hash.slice(1) || '/', 'http://x');
  let loggedIn = false;
  try {
    loggedIn = !!storage && table.sessionKeys.every((key) => storage.getItem(key) !== null);
  } catch {
    // Storage blocked: the app reads the visitor as signed out too.
  }
  const route = table.routes.find((r) => new RegExp(r.pattern, 'i').test(url.pathname));
  const allowed =
    route &&
    (route.access === 'public' ||
      (route.access === 'guest' && !loggedIn) ||
      (route.access === 'session' && loggedIn) ||
      (route.access === 'invitation' && (loggedIn || url.searchParams.has('invitation'))));
  let page: RemotePage | null = null;
  if (allowed && route.page !== 'frame') page = route.page;
  else if (allowed) {
    const wanted =
      url.searchParams.get('billing') === 'true' ? 'billing' : url.searchParams.get('tab');
    const tab = table.tabs.find((t) => t.id === wanted) ?? table.tabs[0];
    page = tab ? tab.page : null;
  } else if (!loggedIn) page = table.login;
  // The shell's first-screen preloads wait in the page's template (FIRST_SCREEN_HINTS; its literal
  // here: this source runs alone); the route's remote files join them, first in line, and all go in
  // one per task once the first frame is painted, as the page's own requests. The mark tells the
  // frame's script to wait for that before it starts main.js. Without the template, into <head>.
  const held = doc.getElementById('first-screen-hints') as HTMLTemplateElement | null;
  held?.setAttribute('data-added-by-page', '');
  const links: HTMLLinkElement[] = [];
  const remote = page && remotes[page.remote];
  const files = page && remote?.modules[page.module];
  const add = (href: string, as: string, crossOrigin?: string) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    link.href = href;
    links.push(link);
  };
  if (remote && files) {
    add(remote.entry, 'script');
    files.js.forEach((file) => add(file, 'script'));
    files.css.forEach((file) => add(file, 'style'));
    // Else found only once the module has run: one more round trip before the page shows.
    const catalogue = locale && remote.messages?.[locale];
    if (catalogue) add(catalogue, 'script');
    // The manifest last: the files it names are all known here, and asked for after it came back
    // they would count as found through it (scripts/request-phases.mjs).
    add(remote.manifest, 'fetch', 'anonymous');
  }
  if (held) {
    const first = held.content.firstChild;
    links.forEach((link) => held.content.insertBefore(link, first));
  }
  later(() => {
    if (!held) links.forEach((link) => doc.head.appendChild(link));
    addHeld(doc, () => undefined);
  });
  return page;
}

/**
 * Runs `then` once the page's first frame with content is on screen (the frame of index.html with
 * the page's title, which the frame's script draws before the first paint), as its first
 * largest-contentful-paint entry reports; at once in a hidden page or a browser without such
 * entries, and after 500 ms at the latest. Self-contained: the build inlines its source.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('largest-contentful-paint') < 0) {
    run();
    return;
  }
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    run();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(run, 500);
}

/**
 * Adds the page's held-back first-screen preloads (FIRST_SCREEN_HINTS) to <head>, one per task, then
 * runs `then`: each added preload starts a request, which costs the main thread one to several
 * milliseconds on a phone; added in batches, they made tasks long enough to block input (TBT). The
 * tasks follow each other through a message channel, which, unlike nested timers, adds no 4 ms
 * clamp between them. Used by the page's inline script and by the frame's script. Self-contained:
 * the build inlines its source.
 */
export function addHeldPreloads(doc: Document, then: () => void): void {
  const held = doc.getElementById('first-screen-hints') as HTMLTemplateElement | null;
  const channel = new MessageChannel();
  const step = () => {
    const next = held && held.content.firstElementChild;
    if (!next) {
      channel.port1.onmessage = null;
      then();
      return;
    }
    doc.head.appendChild(next);
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = step;
  step();
}
