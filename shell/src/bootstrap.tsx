import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  loadCatalogues,
  selectIsLoggedIn,
  selectLocale,
  store,
  watchConnectivity,
} from '@portal/shell/platform';
import { App } from './app/App';
import { pageForLocation } from './app/routes';
import { preloadRemoteModule } from './remotes/RemoteModule';
import './styles/app.css';

// Start the downloads the first screen needs now, side by side, instead of one after another as
// React discovers them: the language catalogue and the remote module of the route in the URL.
const state = store.getState();
loadCatalogues(selectLocale(state)).catch(() => undefined);
const url = new URL(window.location.hash.slice(1) || '/', window.location.origin);
const firstPage = pageForLocation(url.pathname, url.search, selectIsLoggedIn(state));
if (firstPage) preloadRemoteModule(firstPage.remote, firstPage.module);

watchConnectivity(store.dispatch);
// Window focus reaches RTK Query: the account (and so the subscription overlays) is fetched again
// when the customer comes back from the billing portal's window.
setupListeners(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
