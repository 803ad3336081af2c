import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import rolesEn from '@portal/shared/i18n/roles/en-us';
import type { TRole } from '@portal/shared/roles/roles';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import { account, loginResponse } from '../platform/test-utils';
import { PortalFrame } from '../frame/PortalFrame';
import { ExpiredOverlay } from '../overlays/ExpiredOverlay';
import { SubscriptionBanner } from '../overlays/SubscriptionBanner';
import { RoleGate } from './RoleGate';

// The tabs' remote modules stand in as their names: what matters here is which one the frame shows.
vi.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ module }: { module: string }) => <p>module {module}</p>,
  preloadRemoteModule: () => undefined,
}));

afterEach(cleanup);

const en: Record<string, string> = { ...platformEn, ...rolesEn };

/** Where the page is now, for the links' tests. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** Signed in as `role` (the account's own login: the API says 'owner'; missing, owner too). */
function renderAs(
  role: TRole | undefined,
  url: string,
  page: ReactNode,
  overrides: Partial<TAccount> = {},
) {
  const store = makeStore();
  const me = { ...account(overrides), ...(role ? { role } : {}) } as TAccount;
  store.dispatch(loginSucceeded(loginResponse(me)));
  return render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
          <Location />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe("the portal frame's tabs follow the role", () => {
  test.each([
    [undefined, ['Users', 'Billing', 'Settings'], 'Users', 'UsersTab'],
    ['owner', ['Users', 'Billing', 'Settings'], 'Users', 'UsersTab'],
    ['admin', ['Users', 'Settings'], 'Users', 'UsersTab'],
    ['viewer', ['Users', 'Billing', 'Settings'], 'Users', 'UsersTab'],
    // The billing member's first page is the billing tab.
    ['billing', ['Billing', 'Settings'], 'Billing', 'BillingTab'],
  ] as const)('%s: offered %j, %s open by default', (role, offered, open, module) => {
    renderAs(role, '/additional-info', <PortalFrame />);
    for (const name of ['Users', 'Billing', 'Settings']) {
      expect(tabNames().includes(name), name).toBe(offered.includes(name as never));
    }
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(open);
    expect(screen.getByText(`module ./${module}`)).toBeDefined();
  });

  test('a link to a tab the role cannot use shows the role page, with a way to a tab it can', async () => {
    renderAs('billing', '/additional-info?tab=users', <PortalFrame />);
    expect(
      await screen.findByRole('heading', { name: rolesEn['roles.denied.title'] }),
    ).toBeDefined();
    expect(
      screen.getByText(/Your role \(Billing\) does not give access to this page\./),
    ).toBeDefined();
    expect(screen.queryByText(/module/)).toBeNull();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    const link = screen.getByRole('link', { name: 'Go to Billing' });
    link.click();
    expect(await screen.findByText('module ./BillingTab')).toBeDefined();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/additional-info?tab=billing',
    );
  });

  test('an admin asking for billing by the old link is told, not shown a failing tab', async () => {
    renderAs('admin', '/additional-info?billing=true', <PortalFrame />);
    expect(await screen.findByText(/Your role \(Admin\)/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Users' }).getAttribute('href')).toBe(
      '/additional-info',
    );
  });
});

describe('a page that needs a permission', () => {
  const wizard = (
    <RoleGate permission="profiles.write" byInvitation>
      <p>the wizard</p>
    </RoleGate>
  );

  test('opens for a role that has it', () => {
    renderAs('admin', '/user/new', wizard);
    expect(screen.getByText('the wizard')).toBeDefined();
  });

  test('shows the role page, its own h1, to a role without it', async () => {
    renderAs('viewer', '/user/new', wizard);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: rolesEn['roles.denied.title'],
    });
    const card = heading.closest('section')!;
    expect(within(card).getByText(/Your role \(Viewer\)/)).toBeDefined();
    expect(screen.queryByText('the wizard')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Go to Users' })).toBeDefined();
  });

  test("lets the invited agent's own link through whoever is signed in", () => {
    renderAs('billing', '/user/new?invitation=abc', wizard);
    expect(screen.getByText('the wizard')).toBeDefined();
  });
});

describe("the subscription's warnings follow the role", () => {
  const openBilling = () => screen.queryByRole('link', { name: 'Open billing' });
  const pastDue = {
    subscription: {
      type: 'local',
      status: 'PAST_DUE',
      availableUsers: 5,
      graceExpires: '2026-12-08T10:00:00.000Z',
    },
  } as const;
  const ended = {
    isValidSubscription: false,
    subscription: { type: 'local', status: 'CANCELED', availableUsers: 5, graceExpires: null },
  } as const;

  test('the grace warning links to billing only for a role that can open it', () => {
    renderAs('viewer', '/additional-info', <SubscriptionBanner />, pastDue);
    expect(openBilling()).not.toBeNull();
    cleanup();
    renderAs('admin', '/additional-info', <SubscriptionBanner />, pastDue);
    expect(screen.getByText(en['shell.grace.title']!)).toBeDefined();
    expect(openBilling()).toBeNull();
  });

  test("the expired overlay leaves the billing member's own first tab, billing, usable", () => {
    renderAs('billing', '/additional-info', <ExpiredOverlay />, ended);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAs('admin', '/additional-info', <ExpiredOverlay />, ended);
    expect(screen.getByRole('dialog', { name: en['shell.expired.title'] })).toBeDefined();
    expect(openBilling()).toBeNull();
    cleanup();
    renderAs('owner', '/additional-info', <ExpiredOverlay />, ended);
    expect(openBilling()).not.toBeNull();
  });
});
