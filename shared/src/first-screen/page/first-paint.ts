// The shell's first paint (build/plugins/first-paint.ts emits it as first-paint.<hash>.js, right
// after index.html's frame): the frame in the visitor's language and the h1 of the route in the URL,
// before any script of the app runs; then main.js, once that frame is painted.
import { routeOfUrl } from '../resolve';
import type { Access } from '../resolve';
import { addHeldPreloads } from './held';
import { isSignedIn, pageStorage, visitorLocale } from './session';

/** A route as far as the frame reads it: which route, and its heading (its bytes count). */
export interface HeadingRoute {
  path: string;
  access: Access;
  /** The page's h1 (a platform message id) and the index.html template it sits in. */
  heading?: { id: string; layout: string };
}

/** What the build hands the first paint, as JSON. */
export interface FirstPaintData {
  /** The router's routes, trimmed to what the frame reads; the login route a copy of one of them. */
  table: { routes: readonly HeadingRoute[]; login: HeadingRoute };
  sessionKeys: readonly string[];
  localeKey: string;
  hintsId: string;
  /** Where the platform keeps the mobile app's launch flags (webview/launchSlice.ts). */
  launchKey: string;
  /** The texts the frame names (`data-first-paint`) and the headings, per language. */
  texts: Record<string, Record<string, string>>;
  /** main.js. */
  entry: string;
}

/**
 * The heading the frame draws for a URL: the route the router will show (a protected or unknown
 * path shows the login page to a visitor without a stored session, none when it redirects a
 * signed-in one). Inside the mobile app the page has no chrome and a handoff code may sign the
 * visitor in first: no heading.
 */
export function headingOf(
  data: Pick<FirstPaintData, 'table'>,
  url: { hash: string; search: string },
  visitor: { signedIn: boolean; launched: boolean },
): HeadingRoute['heading'] | null {
  const { route, search } = routeOfUrl(data.table, url.hash, visitor.signedIn);
  const inApp =
    visitor.launched ||
    [new URLSearchParams(url.search), search].some(
      (params) => params.get('webview') === 'true' || params.has('handoff'),
    );
  return inApp ? null : (route?.heading ?? null);
}

/** Whether the mobile app launched the page (its stored flags, or its handoff in progress). */
function launchedByApp(launchKey: string): boolean {
  try {
    const launch = JSON.parse(sessionStorage.getItem(launchKey) || '{}') as { webview?: boolean };
    if (launch && launch.webview) return true;
  } catch {
    // Unreadable flags: as if none.
  }
  return !!(window as { portalHandoff?: unknown }).portalHandoff;
}

/**
 * Draws the frame and starts main.js once the frame with the page's title is on screen, which the
 * title's own largest-contentful-paint entry reports (an earlier frame may be reported after the
 * script ran): run as a deferred script, main.js could run before that frame and hold the title
 * back. Without a title it starts after the next frame; without the title's entry, after 500 ms.
 * Before main.js, the page's held-back first-screen preloads go in, one per task; when the page's
 * inline script adds them (`data-added-by-page`), it waits for that instead.
 */
export function firstPaint(data: FirstPaintData): void {
  const storage = pageStorage();
  const locale = visitorLocale(storage, data.localeKey, navigator.languages || []);
  const texts = data.texts[locale]!;
  const heading = headingOf(data, location, {
    signedIn: isSignedIn(storage, data.sessionKeys),
    launched: launchedByApp(data.launchKey),
  });
  const page =
    heading &&
    document.querySelector<HTMLTemplateElement>(
      `template[data-first-paint-layout="${heading.layout}"]`,
    );
  let title: Element | null = null;
  if (heading && page) {
    const main = document.getElementById('main')!;
    main.replaceChildren(page.content.cloneNode(true));
    title = main.querySelector('[data-first-paint-heading]');
    title!.textContent = texts[heading.id]!;
  }
  document.querySelectorAll('[data-first-paint]').forEach((el) => {
    const text = texts[el.getAttribute('data-first-paint')!];
    if (text) el.textContent = text;
  });
  document.querySelectorAll('[data-first-paint-label]').forEach((el) => {
    const text = texts[el.getAttribute('data-first-paint-label')!];
    if (text) el.setAttribute('aria-label', text);
  });
  const select = document.getElementById('first-paint-language') as HTMLSelectElement;
  select.value = locale;
  // The page's language tag, as its option names it (the build writes each language's).
  document.documentElement.lang = select.selectedOptions[0]!.lang;

  const held = document.getElementById(data.hintsId) as HTMLTemplateElement | null;
  let started = false;
  let waits = 0;
  const startMain = () => {
    const script = document.createElement('script');
    script.src = data.entry;
    document.head.append(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    const run = () => {
      if (held && held.hasAttribute('data-added-by-page') && held.content.children.length) {
        if (waits++ < 100) {
          setTimeout(run);
          return;
        }
      }
      addHeldPreloads(document, data.hintsId, startMain);
    };
    run();
  };
  const lcp =
    window.PerformanceObserver &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0;
  if (document.visibilityState !== 'visible') start();
  else if (title && lcp) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === title)) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(start, 500);
  } else requestAnimationFrame(() => setTimeout(start));
}
