import { describe, expect, it } from 'vitest';
import { pageForLocation, PAGES } from './pages';

describe('the page a location shows', () => {
  it('maps public routes to their remote module', () => {
    expect(pageForLocation('/checkout', '', false)).toBe(PAGES.checkout);
    expect(pageForLocation('/forgot', '', true)).toBe(PAGES.forgot);
  });

  it('shows login for protected or unknown routes when logged out', () => {
    expect(pageForLocation('/additional-info', '', false)).toBe(PAGES.login);
    expect(pageForLocation('/video/7', '', false)).toBe(PAGES.login);
    expect(pageForLocation('/nowhere', '', false)).toBe(PAGES.login);
  });

  it("lets the invited user's wizard open without a session", () => {
    expect(pageForLocation('/user/new', '?invitation=abc', false)).toBe(PAGES.userWizard);
  });

  it('shows the tab of the portal frame when logged in', () => {
    expect(pageForLocation('/additional-info', '?billing=true', true)).toMatchObject({
      remote: 'account',
      module: './BillingTab',
    });
    expect(pageForLocation('/additional-info', '', true)).toMatchObject({ module: './UsersTab' });
    expect(pageForLocation('/video/7', '', true)).toBe(PAGES.video);
  });
});
