import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@portal/shell/platform';
import { createPortalRouter } from './router';

export function App() {
  const [router] = useState(createPortalRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
