import { describe, expect, it } from 'vitest';
import { can } from '@portal/shared/roles/roles';
import { isBillingLocation, searchForTab, TABS, tabFromSearch } from './tabs';

describe('portal frame tabs', () => {
  it('opens billing with ?billing=true and any tab with ?tab=', () => {
    expect(tabFromSearch(new URLSearchParams('billing=true'))).toBe('billing');
    expect(tabFromSearch(new URLSearchParams('tab=settings'))).toBe('settings');
    expect(tabFromSearch(new URLSearchParams('tab=nonsense'))).toBe('users');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('users');
  });

  it('round-trips a tab through its search string', () => {
    for (const tab of ['users', 'billing', 'settings', 'activity'] as const) {
      expect(tabFromSearch(new URLSearchParams(searchForTab(tab)))).toBe(tab);
    }
  });

  it('keeps the Activity tab open with its filters in the query, for the roles that read the log', () => {
    expect(
      tabFromSearch(new URLSearchParams('tab=activity&action=profile.updated&from=2026-11-01')),
    ).toBe('activity');
    const activity = TABS.find((tab) => tab.id === 'activity')!;
    expect(activity).toMatchObject({ remote: 'account', module: './ActivityTab' });
    const roles = (['owner', 'admin', 'billing', 'viewer'] as const).filter((role) =>
      can(role, activity.permission!),
    );
    expect(roles).toEqual(['owner', 'admin']);
  });

  it('knows when the billing tab is on screen', () => {
    expect(isBillingLocation({ pathname: '/additional-info', search: '?billing=true' })).toBe(true);
    expect(isBillingLocation({ pathname: '/additional-info', search: '?tab=billing' })).toBe(true);
    expect(isBillingLocation({ pathname: '/additional-info', search: '' })).toBe(false);
    expect(isBillingLocation({ pathname: '/checkout', search: '?billing=true' })).toBe(false);
  });
});
