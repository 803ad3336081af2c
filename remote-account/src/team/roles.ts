import type { TMemberRole, TRole } from '@portal/shared/roles/roles';
import type { MessageId } from '@portal/shell/platform';

/** A role's name, as the team section shows it. */
export const ROLE_LABELS: Record<TRole, MessageId> = {
  owner: 'account.team.role.owner',
  admin: 'account.team.role.admin',
  billing: 'account.team.role.billing',
  viewer: 'account.team.role.viewer',
};

/** What a member of a role may do, in a line (shared/src/roles/roles.ts). */
export const ROLE_HINTS: Record<TMemberRole, MessageId> = {
  admin: 'account.team.roleHint.admin',
  billing: 'account.team.roleHint.billing',
  viewer: 'account.team.roleHint.viewer',
};

/** A person's name as the list shows it; the e-mail when they gave none. */
export const displayName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
