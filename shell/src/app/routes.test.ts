import { describe, expect, it } from 'vitest';
import { isPortalPage, pageForLocation, ROUTES, titleIdForLocation } from './routes';

const page = (path: string) => {
  const route = ROUTES.find((r) => r.path === path)!;
  return route.page;
};

describe('the page a location shows', () => {
  it('maps public routes to their remote module', () => {
    expect(pageForLocation('/checkout', '', false)).toEqual({
      remote: 'checkout',
      module: './CheckoutPage',
    });
    expect(pageForLocation('/forgot', '', true)).toBe(page('/forgot'));
  });

  it('shows login for protected or unknown routes when logged out', () => {
    const login = { remote: 'auth', module: './LoginPage' };
    expect(pageForLocation('/additional-info', '', false)).toEqual(login);
    expect(pageForLocation('/video/7', '', false)).toEqual(login);
    expect(pageForLocation('/nowhere', '', false)).toEqual(login);
  });

  it('sends a signed-in customer on from the login page and from unknown paths', () => {
    expect(pageForLocation('/login', '', true)).toBeNull();
    expect(pageForLocation('/nowhere', '', true)).toBeNull();
  });

  it("lets the invited user's wizard open without a session", () => {
    expect(pageForLocation('/user/new', '?invitation=abc', false)).toBe(page('/user/:userId'));
    expect(pageForLocation('/user/new', '', false)).toEqual({
      remote: 'auth',
      module: './LoginPage',
    });
  });

  it('shows the tab of the portal frame when logged in', () => {
    expect(pageForLocation('/additional-info', '?billing=true', true)).toMatchObject({
      remote: 'account',
      module: './BillingTab',
    });
    expect(pageForLocation('/additional-info', '', true)).toMatchObject({ module: './UsersTab' });
    expect(pageForLocation('/video/7', '', true)).toBe(page('/video/:videoId'));
  });
});

describe('what the route table derives', () => {
  it('tells portal pages from public ones', () => {
    expect(['/additional-info', '/user/new', '/video/3'].map(isPortalPage)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/login', '/checkout', '/recover', '/nowhere'].map(isPortalPage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("titles a page by its route, and the frame by the open tab's name", () => {
    expect(titleIdForLocation('/login', '')).toBe('shell.title.login');
    expect(titleIdForLocation('/additional-info', '?tab=settings')).toBe('shell.tabs.settings');
    expect(titleIdForLocation('/additional-info', '')).toBe('shell.tabs.users');
    expect(titleIdForLocation('/nowhere', '')).toBeNull();
  });
});
