import {
  loadCatalogues,
  selectIsLoggedIn,
  selectLocale,
  selectRole,
  store,
} from '@portal/shell/platform';
import { pageForLocation } from './app/routes';
import { preloadRemoteModule } from './remotes/RemoteModule';
import { allowedFor } from './roles/allowed';

/**
 * Starts the downloads the first screen needs, side by side, instead of one after another as React
 * discovers them: the language catalogues and the remote module of the route in the URL. Runs
 * before React DOM and the app are evaluated (index.ts), so the remote loads meanwhile.
 */
/** The first page's remote module, loading (settled once in, or failed); null when none. */
let firstPageLoad: Promise<void> | null = null;

export function startFirstPage(): void {
  if (firstPageLoad) return;
  const state = store.getState();
  loadCatalogues(selectLocale(state)).catch(() => undefined);
  const url = new URL(window.location.hash.slice(1) || '/', window.location.origin);
  // The stored account's role: a billing member's frame loads the billing tab, not the users tab.
  const firstPage = pageForLocation(
    url.pathname,
    url.search,
    selectIsLoggedIn(state),
    allowedFor(selectRole(state)),
  );
  firstPageLoad = firstPage
    ? preloadRemoteModule(firstPage.remote, firstPage.module)
    : Promise.resolve();
}

/**
 * Resolves once the first page's module is in (or has failed), or after `atMostMs`. React's first
 * render waits for it (bootstrap.tsx): rendered before, the app renders twice on arrival (the frame
 * with the page's placeholder, then the page, its remote's messages joining the catalogue), which
 * on a slow phone's CPU costs more than the wait. The frame of index.html is on screen meanwhile.
 */
export function firstPageSettled(atMostMs: number): Promise<void> {
  return Promise.race([
    firstPageLoad ?? Promise.resolve(),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}
