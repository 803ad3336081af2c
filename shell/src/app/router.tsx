import { createElement, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { loadCatalogues, selectLocale, store } from '@portal/shell/platform';
import { PortalFrame } from '../frame/PortalFrame';
import { Layout } from '../layout/Layout';
import { RemoteModule } from '../remotes/RemoteModule';
import { RoleGate } from '../roles/RoleGate';
import { GuestOnly } from './GuestOnly';
import { InvitationOrSession } from './InvitationOrSession';
import { RequireSession } from './RequireSession';
import { RouteChange } from './RouteChange';
import { ROUTES } from './routes';
import type { Access, PortalRoute } from './routes';
import { LOGIN_PATH } from '@portal/shared/routes/paths';

/**
 * A route's page; the key gives each remote page its own load and retry state. A route that needs a
 * permission shows the role page to a role without it (issue 37).
 */
function pageElement({ page, heading, permission, access }: PortalRoute): ReactNode {
  if (page === 'frame') return <PortalFrame />;
  const remote = (
    <RemoteModule
      key={`${page.remote}/${page.module}`}
      remote={page.remote}
      module={page.module}
      heading={heading}
    />
  );
  if (!permission) return remote;
  return (
    <RoleGate permission={permission} byInvitation={access === 'invitation'}>
      {remote}
    </RoleGate>
  );
}

const guard: Record<Exclude<Access, 'session'>, (page: ReactNode) => ReactNode> = {
  public: (page) => page,
  guest: (page) => <GuestOnly>{page}</GuestOnly>,
  invitation: (page) => <InvitationOrSession>{page}</InvitationOrSession>,
};

const toRouteObject = (route: PortalRoute): RouteObject => ({
  path: route.path.slice(1),
  element:
    route.access === 'session' ? pageElement(route) : guard[route.access](pageElement(route)),
});

/** The portal's routes, derived from the route table (routes.ts); rendered in a `PortalRouter`. */
function portalRoutes(): RouteObject[] {
  const routes: readonly PortalRoute[] = ROUTES;
  return [
    {
      element: (
        <>
          <RouteChange />
          <Layout />
        </>
      ),
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        ...routes.filter((route) => route.access !== 'session').map(toRouteObject),
        {
          // One session check (and one account fetch) for every protected route.
          element: <RequireSession />,
          children: routes.filter((route) => route.access === 'session').map(toRouteObject),
        },
        // The UI kit's catalogue, in development builds only (inside the branch, so a production
        // build has no chunk for it).
        ...(process.env.NODE_ENV === 'production'
          ? []
          : [
              {
                path: 'ui',
                element: (
                  <Suspense>
                    {createElement(
                      lazy(async () => {
                        const page = await import('../kit/KitPage');
                        // The page registered its sample texts as it loaded.
                        await loadCatalogues(selectLocale(store.getState()));
                        return page;
                      }),
                    )}
                  </Suspense>
                ),
              },
            ]),
        // Spec §2: any other path shows the login screen.
        { path: '*', element: <Navigate to={LOGIN_PATH} replace /> },
      ],
    },
  ];
}

const PORTAL_ROUTES = portalRoutes();

export function PortalRoutes() {
  return useRoutes(PORTAL_ROUTES);
}
