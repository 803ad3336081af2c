import { loadCatalogues, selectIsLoggedIn, selectLocale, store } from '@portal/shell/platform';
import { pageForLocation } from './app/routes';
import { preloadRemoteModule } from './remotes/RemoteModule';

/**
 * Starts the downloads the first screen needs, side by side, instead of one after another as React
 * discovers them: the language catalogues and the remote module of the route in the URL. Runs
 * before React DOM and the app are evaluated (index.ts), so the remote loads meanwhile.
 */
export function startFirstPage(): void {
  const state = store.getState();
  loadCatalogues(selectLocale(state)).catch(() => undefined);
  const url = new URL(window.location.hash.slice(1) || '/', window.location.origin);
  const firstPage = pageForLocation(url.pathname, url.search, selectIsLoggedIn(state));
  if (firstPage) preloadRemoteModule(firstPage.remote, firstPage.module);
}
