import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { store, watchConnectivity } from '@portal/shell/platform';
import { App } from './app/App';
import { firstPageSettled, startFirstPage } from './firstPage';
import './styles/app.css';

// Done already by index.ts unless that step failed; a second call starts nothing twice.
startFirstPage();

watchConnectivity(store.dispatch);
// Window focus reaches RTK Query: the account (and so the subscription overlays) is fetched again
// when the customer comes back from the billing portal's window.
setupListeners(store.dispatch);

/** The longest React's first render waits for the first page's module (firstPageSettled). */
const FIRST_PAGE_WAIT_MS = 1000;

// The frame of index.html is already on screen: React's first render is not urgent. As a
// transition it is rendered in short slices, so the page keeps answering input meanwhile (one
// long render task would block the main thread for hundreds of milliseconds on a slow phone).
// It waits for the first page's module, on its way since startFirstPage, so the app renders once,
// with the page; at most a second, so a slow remote never keeps the frame's own controls waiting.
const root = createRoot(document.getElementById('root')!);
void firstPageSettled(FIRST_PAGE_WAIT_MS).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
