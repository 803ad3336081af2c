import { tabOf } from '@portal/shared/first-screen/resolve';
import type { Allowed } from '@portal/shared/first-screen/resolve';
import { ADDITIONAL_INFO_PATH, BILLING_PATH } from '@portal/shared/routes/paths';
import type { TPermission } from '@portal/shared/roles/roles';
import type { MessageId, RemoteName } from '@portal/shell/platform';

export const TAB_IDS = ['users', 'billing', 'settings', 'activity'] as const;
export type TabId = (typeof TAB_IDS)[number];

export interface TabDefinition {
  id: TabId;
  label: MessageId;
  remote: RemoteName;
  module: string;
  /** What the signed-in role needs to be offered the tab (shared/src/roles/roles.ts `can`). */
  permission?: TPermission;
}

/** The tabs of /additional-info and the remote module each shows (contract). */
export const TABS: readonly TabDefinition[] = [
  {
    id: 'users',
    label: 'shell.tabs.users',
    remote: 'profiles',
    module: './UsersTab',
    permission: 'profiles.read',
  },
  {
    id: 'billing',
    label: 'shell.tabs.billing',
    remote: 'account',
    module: './BillingTab',
    permission: 'billing.read',
  },
  // Every role; inside, the owner's sign-in cards need settings.write (the account remote).
  { id: 'settings', label: 'shell.tabs.settings', remote: 'account', module: './SettingsTab' },
  {
    id: 'activity',
    label: 'shell.tabs.activity',
    remote: 'account',
    module: './ActivityTab',
    permission: 'activity.read',
  },
];

export const FRAME_PATH = ADDITIONAL_INFO_PATH;
/** The frame's h1 (PortalFrame), also painted by index.html before any script (routes.ts `heading`). */
export const FRAME_TITLE_ID = 'shell.frame.title' satisfies MessageId;
export { BILLING_PATH };

/**
 * `?billing=true` (spec §2) or `?tab=<id>`; otherwise the first tab the role may use (the router's
 * tabOf): the users tab, or billing for a billing member.
 */
export function tabFromSearch(search: URLSearchParams, allowed?: Allowed): TabId {
  return (tabOf({ tabs: TABS }, search, allowed) ?? TABS[0]!).id;
}

/** The search string that opens a tab; the users tab is the plain frame URL. */
export const searchForTab = (tab: TabId) => (tab === 'users' ? '' : `?tab=${tab}`);

export function isBillingLocation(
  location: { pathname: string; search: string },
  allowed?: Allowed,
): boolean {
  return (
    location.pathname === FRAME_PATH &&
    tabFromSearch(new URLSearchParams(location.search), allowed) === 'billing'
  );
}
