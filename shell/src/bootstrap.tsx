import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { store, watchConnectivity } from '@portal/shell/platform';
import { App } from './app/App';
import { startFirstPage } from './firstPage';
import './styles/app.css';

// Done already by index.ts unless that step failed; a second call starts nothing twice.
startFirstPage();

watchConnectivity(store.dispatch);
// Window focus reaches RTK Query: the account (and so the subscription overlays) is fetched again
// when the customer comes back from the billing portal's window.
setupListeners(store.dispatch);

// The frame of index.html is already on screen: React's first render is not urgent. As a
// transition it is rendered in short slices, so the page keeps answering input meanwhile (one
// long render task would block the main thread for hundreds of milliseconds on a slow phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
