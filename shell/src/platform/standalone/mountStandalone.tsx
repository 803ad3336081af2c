import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, PortalRouter } from '@portal/shell/platform';

/**
 * A remote's standalone page (the mobile app's webview): its routes in `#root` with the same store,
 * catalogue and router as inside the shell, without the shell's frame. Its own module path, not the
 * platform's index: only standalone pages load it, never a page of the shell.
 */
export function mountStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <PortalRouter>
          <Routes />
        </PortalRouter>
      </AppProviders>
    </StrictMode>,
  );
}
