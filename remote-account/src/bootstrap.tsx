import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, PortalRouter } from '@portal/shell/platform';
import { AccountRoutes } from './standalone/AccountRoutes';
import './ui/account.css';
import './i18n/messages';

// Standalone page of the account remote: the portal's store, catalogue and routes without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PortalRouter>
        <AccountRoutes />
      </PortalRouter>
    </AppProviders>
  </StrictMode>,
);
