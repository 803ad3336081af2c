import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, PortalRouter } from '@portal/shell/platform';
import { CheckoutRoutes } from './standalone/CheckoutRoutes';
import './checkout/checkout.css';
import './i18n/messages';

// Standalone page of the checkout remote: the portal's store, catalogue and routes without the shell.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PortalRouter>
        <CheckoutRoutes />
      </PortalRouter>
    </AppProviders>
  </StrictMode>,
);
