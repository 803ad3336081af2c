import { ACTIVITY_ACTIONS, type TActivityAction } from '@portal/shared/api/activity';
import type { TRole } from '@portal/shared/roles/roles';
import type { MessageId } from '@portal/shell/platform';

/** The action in the user's words ("Edited a user profile"). */
export const actionLabel = (action: TActivityAction): MessageId =>
  `account.activity.action.${action}`;

export const roleLabel = (role: TRole): MessageId => `account.activity.role.${role}`;

const GROUPS = ['auth', 'profiles', 'team', 'billing', 'settings', 'other'] as const;
type Group = (typeof GROUPS)[number];

function groupOf(action: TActivityAction): Group {
  const domain = action.split('.')[0];
  if (domain === 'auth') return 'auth';
  if (domain === 'member') return 'team';
  if (domain === 'billing') return 'billing';
  if (domain === 'settings') return 'settings';
  if (domain === 'other') return 'other';
  return 'profiles';
}

/** The action filter's options, grouped as the portal's sections are (sign-in, users, team…). */
export const ACTION_GROUPS: { label: MessageId; actions: TActivityAction[] }[] = GROUPS.map(
  (group) => ({
    label: `account.activity.group.${group}`,
    actions: ACTIVITY_ACTIONS.filter((action) => groupOf(action) === group),
  }),
);

/** The changed fields the log's events name that have words of their own; others show their key. */
const FIELDS = new Set([
  'email',
  'firstName',
  'lastName',
  'phone',
  'phoneVerified',
  'receiveInvoices',
  'loginName',
  'loginPhone',
  'companyName',
  'owner',
  'role',
  // The billing portal's changes.
  'users',
  'interval',
  'autoRenew',
  'paymentMethod',
]);

export const fieldLabel = (field: string): MessageId | null =>
  FIELDS.has(field) ? (`account.activity.field.${field}` as MessageId) : null;
