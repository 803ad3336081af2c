import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadCatalogues, selectLocale, store, useCan } from '@portal/shell/platform';
import type { TPermission } from '@portal/shared/roles/roles';

/** The role page and its texts: a chunk of its own, so the login page carries none of it. */
export const RoleDenied = lazy(async () => {
  const module = await import('./RoleDenied');
  await loadCatalogues(selectLocale(store.getState()));
  return module;
});

/**
 * A page the signed-in person's role may open only with `permission` (routes.ts): otherwise the
 * role page, so a forced deep link never shows a page whose calls answer 403. `byInvitation`: the
 * invited agent's own `?invitation=` link opens it whoever is signed in (InvitationOrSession).
 */
export function RoleGate({
  permission,
  byInvitation = false,
  children,
}: {
  permission: TPermission;
  byInvitation?: boolean;
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const allowed = useCan(permission);
  if (allowed || (byInvitation && search.has('invitation'))) return children;
  return (
    <Suspense>
      <RoleDenied page />
    </Suspense>
  );
}
