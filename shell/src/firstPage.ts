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
export function startFirstPage(): void {
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
  if (firstPage) preloadRemoteModule(firstPage.remote, firstPage.module);
}
