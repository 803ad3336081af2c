/**
 * The roles of an account's members (issue 37) and what each may do: the one table the API's
 * route guard (api/src/auth/route-permissions.ts) and the UI (tabs, buttons) both read.
 *
 * - owner: exactly one (the account's own login); everything.
 * - admin: users, brand kit, invitations, imports, the activity log; not billing, not members.
 * - billing: the billing tab, invoices, payment details, invoice e-mails and billing contacts; no profiles.
 * - viewer: reads the users tab and the billing summary; changes nothing.
 */
export const ROLES = ['owner', 'admin', 'billing', 'viewer'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles a member can be invited to or given: the owner changes only by a transfer. */
export const MEMBER_ROLES = ['admin', 'billing', 'viewer'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

export const PERMISSIONS = [
  /** The account itself (GET /v2/users/me) and one's own sign-out: every role. */
  'account.read',
  /** The users tab, profiles and their app links, read. */
  'profiles.read',
  /** Create, edit, delete, text, export profiles; invitation links; imports; the brand kit. */
  'profiles.write',
  /** The billing summary and the invoice list, read. */
  'billing.read',
  /** Plan, payment details, invoice e-mails, billing contacts, the billing portal. */
  'billing.write',
  /** The account's login settings (e-mail, password, phone of the owner's login). */
  'settings.write',
  /** The team: members, their roles, e-mail invitations, ownership. */
  'members.manage',
  /** The activity log and its export. */
  'activity.read',
  /** Export all of the account's data as one ZIP (issue 39): the owner only. */
  'account.export',
  /** Delete the account, and undo that within its window (issue 39): the owner only. */
  'account.delete',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  owner: PERMISSIONS,
  admin: ['account.read', 'profiles.read', 'profiles.write', 'activity.read'],
  billing: ['account.read', 'billing.read', 'billing.write'],
  viewer: ['account.read', 'profiles.read', 'billing.read'],
};

export function can(role: TRole, permission: TPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
