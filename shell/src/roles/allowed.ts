import { useMemo } from 'react';
import type { Allowed } from '@portal/shared/first-screen/resolve';
import type { TPermission, TRole } from '@portal/shared/roles/roles';
import { can, useRole } from '@portal/shell/platform';

/** What a role gives, as the route table's readers (resolvePage, tabOf, titleOf) ask it. */
export const allowedFor =
  (role: TRole): Allowed =>
  (permission) =>
    can(role, permission as TPermission);

/** What the signed-in person's role gives; the same function while the role stays. */
export function useAllowed(): Allowed {
  const role = useRole();
  return useMemo(() => allowedFor(role), [role]);
}
