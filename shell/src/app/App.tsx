import { AppProviders, PortalRouter } from '@portal/shell/platform';
import { PortalRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <PortalRouter>
        <PortalRoutes />
      </PortalRouter>
    </AppProviders>
  );
}
