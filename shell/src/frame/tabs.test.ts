import { describe, expect, it } from 'vitest';
import { isBillingLocation, searchForTab, tabFromSearch } from './tabs';

describe('portal frame tabs', () => {
  it('opens billing with ?billing=true and any tab with ?tab=', () => {
    expect(tabFromSearch(new URLSearchParams('billing=true'))).toBe('billing');
    expect(tabFromSearch(new URLSearchParams('tab=settings'))).toBe('settings');
    expect(tabFromSearch(new URLSearchParams('tab=nonsense'))).toBe('users');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('users');
  });

  it('round-trips a tab through its search string', () => {
    for (const tab of ['users', 'billing', 'settings'] as const) {
      expect(tabFromSearch(new URLSearchParams(searchForTab(tab)))).toBe(tab);
    }
  });

  it('knows when the billing tab is on screen', () => {
    expect(isBillingLocation({ pathname: '/additional-info', search: '?billing=true' })).toBe(true);
    expect(isBillingLocation({ pathname: '/additional-info', search: '?tab=billing' })).toBe(true);
    expect(isBillingLocation({ pathname: '/additional-info', search: '' })).toBe(false);
    expect(isBillingLocation({ pathname: '/checkout', search: '?billing=true' })).toBe(false);
  });
});
