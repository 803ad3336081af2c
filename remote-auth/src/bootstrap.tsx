import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, PortalRouter } from '@portal/shell/platform';
import { AuthRoutes } from './standalone/AuthRoutes';
import './i18n/messages';

// Standalone page of the auth remote (the mobile app's webview): the same store, catalogue and
// routes as inside the shell, without the shell's frame.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PortalRouter>
        <AuthRoutes />
      </PortalRouter>
    </AppProviders>
  </StrictMode>,
);
