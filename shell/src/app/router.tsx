import { createHashRouter, Navigate } from 'react-router-dom';
import { PortalFrame } from '../frame/PortalFrame';
import { Layout } from '../layout/Layout';
import { RemoteModule } from '../remotes/RemoteModule';
import { GuestOnly } from './GuestOnly';
import { InvitationOrSession } from './InvitationOrSession';
import { PAGES } from './pages';
import type { RemotePage } from './pages';
import { RequireSession } from './RequireSession';

/** A route's remote page; the key gives each page its own load and retry state. */
const remote = ({ remote: name, module }: RemotePage) => (
  <RemoteModule key={`${name}/${module}`} remote={name} module={module} />
);

/** Every route of spec §2; pages.ts says which remote module each shows. */
export function createPortalRouter() {
  return createHashRouter([
    {
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/login" replace /> },
        { path: 'login', element: <GuestOnly>{remote(PAGES.login)}</GuestOnly> },
        { path: 'create-account', element: remote(PAGES.createAccount) },
        { path: 'forgot', element: remote(PAGES.forgot) },
        { path: 'recover', element: remote(PAGES.recover) },
        { path: 'checkout', element: remote(PAGES.checkout) },
        {
          element: <RequireSession />,
          children: [
            { path: 'additional-info', element: <PortalFrame /> },
            { path: 'video/:videoId', element: remote(PAGES.video) },
          ],
        },
        {
          path: 'user/:userId',
          element: <InvitationOrSession>{remote(PAGES.userWizard)}</InvitationOrSession>,
        },
        // The UI kit's catalogue, in development builds only.
        ...(process.env.NODE_ENV === 'production'
          ? []
          : [
              {
                path: 'ui',
                lazy: async () => ({ Component: (await import('../kit/KitPage')).default }),
              },
            ]),
        // Spec §2: any other path shows the login screen.
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ]);
}
