import { isLocale, matchLocale } from '@portal/shared/i18n/locales';
import { loadMessages } from '@portal/shared/i18n/messages';
import { pageAddedPreloads } from './app/firstScreenHints';

// The first screen needs three things in a row: the shared chunks (react, the platform, ...), the
// language catalogue and runtime-config.json (which names the remote to load). Start the last two
// now, while the shared chunks download, instead of after React has started.
const runtimeConfig = fetch('runtime-config.json', { cache: 'no-cache' });
// A failure (no network) is reported by the platform, which takes the request, maybe later: not
// an unhandled rejection in the console meanwhile.
runtimeConfig.catch(() => undefined);
window.__PORTAL_RUNTIME_CONFIG__ = runtimeConfig;
// The remotes' manifests would otherwise be requested only after the shared chunks have run: ask
// for them now, beside the shared chunks. A preload is taken by the MF runtime's own request for the
// same URL (same mode and credentials), so nothing is downloaded twice. They are about 1 KB each.
// Not when the page's own script has preloaded the route's remote (`npm start`): the other remotes
// are not on the first screen, and each request started here costs the main thread at start.
if (!pageAddedPreloads(document))
  void runtimeConfig
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((config: { remotes?: Record<string, unknown> } | null) => {
      for (const url of Object.values(config?.remotes ?? {})) {
        if (typeof url !== 'string' || !url) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = new URL(url, window.location.href).href;
        document.head.append(link);
      }
    })
    .catch(() => undefined);
let saved: string | null = null;
try {
  saved = localStorage.getItem('locale');
} catch {
  // Storage blocked: the platform falls back to the browser's languages as well.
}
// Warms the same chunk the platform's catalogue loader imports: downloaded once.
loadMessages(isLocale(saved) ? saved : matchLocale(navigator.languages)).catch(() => undefined);

/** Ends the current task, so the next step runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// An async boundary: Module Federation negotiates the shared singletons before any module that
// imports them runs. The modules are then evaluated one library per step, each step in a task of
// its own: a single long task would block input for the whole of it on a slow phone (TBT), short
// ones let the page answer between them. Each step evaluates what the next ones import, so no step
// evaluates two libraries. The platform's step starts the route's remote, so its download runs beside
// the evaluation of React DOM and the app. The steps name one chunk: one download, no module twice.
const steps: Array<() => Promise<unknown>> = [
  () => import(/* webpackChunkName: "bootstrap" */ './boot/redux'),
  () => import(/* webpackChunkName: "bootstrap" */ './boot/rtkQuery'),
  () => import(/* webpackChunkName: "bootstrap" */ './boot/reactRedux'),
  () => import(/* webpackChunkName: "bootstrap" */ './boot/intl'),
  () => import(/* webpackChunkName: "bootstrap" */ './boot/router'),
  () => import(/* webpackChunkName: "bootstrap" */ './boot/forms'),
  () => import(/* webpackChunkName: "bootstrap" */ './firstPage'),
  () =>
    import(/* webpackChunkName: "bootstrap" */ './firstPage').then(({ startFirstPage }) =>
      startFirstPage(),
    ),
  () => import('react-dom/client'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];
// A failed step is not fatal: a later one evaluates what it needed anyway, only in a longer task.
// The last one (the app) reports its own failure.
const last = steps.pop()!;
steps
  .reduce<Promise<unknown>>(
    (previous, step) =>
      previous
        .then(nextTask)
        .then(step)
        .catch(() => undefined),
    Promise.resolve(),
  )
  .then(nextTask)
  .then(last);
