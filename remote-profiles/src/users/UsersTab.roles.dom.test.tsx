import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { TRole } from '@portal/shared/roles/roles';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import UsersTab from './UsersTab';

// The users tab as each role sees it (issue 37): what a role cannot do is not offered.

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = (index: number): TProfileListItem =>
  ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    loginName: `Agent${index}`,
    loginPhoneNumber: `+1 555 ${index}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    pictureUrl: null,
    logoUrl: null,
    latestVideoId: null,
    lastTextedAt: null,
    app: { status: 'never', syncedAt: null },
    companies: [
      {
        id: `c${index}`,
        name: 'Harbour Homes',
        groupConfiguration: null,
        configuration: { variables: { outroFullName: `Agent Number ${index}` } },
      },
    ],
  }) as unknown as TProfileListItem;

/** The account of a customer whose plan is full, so "Add users to the plan" would show. */
const accountAs = (role: TRole): TAccount => ({
  id: 'acc-1',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'Customer',
  phone: '+44 20 7946 0000',
  phoneVerified: false,
  origin: 'realty',
  status: 'ACTIVE',
  isValidSubscription: true,
  receiveInvoices: false,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 3, graceExpires: null },
  role,
  member:
    role === 'owner' ? null : { id: 'm1', email: 'm@example.com', firstName: 'M', lastName: 'X' },
});

/** The API; every path asked is kept, so a test can say nothing a role may not use was called. */
function stubApi(role: TRole) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/v2/users/me') return Response.json(accountAs(role));
    if (url.pathname === '/v2/brand-kit') return Response.json({ version: 1, locked: [] });
    if (url.pathname === '/v2/users/me/users')
      return Response.json([0, 1, 2].map(profile), { headers: { 'X-Total-Count': '3' } });
    return Response.json([]);
  });
  return asked;
}

function renderAs(role: TRole, url = '/') {
  const store = makeStore();
  store.dispatch(
    loginSucceeded({ token: 't', refreshToken: 'r', tokenTtl: 900, user: accountAs(role) }),
  );
  render(
    <Provider store={store}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...profilesEn } as Record<string, string>}
      >
        <MemoryRouter initialEntries={[url]}>
          <UsersTab />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

const WRITE_CONTROLS = [
  // The plan is full: "Add user" is a disabled button, its reason beside it.
  { role: 'button', name: profilesEn['profiles.add'] },
  { role: 'button', name: profilesEn['profiles.invite'] },
  { role: 'button', name: profilesEn['profiles.bulk.export'] },
  { role: 'link', name: profilesEn['profiles.import.title'] },
  { role: 'link', name: profilesEn['profiles.kit.title'] },
  { role: 'link', name: 'Edit Agent Number 1' },
  { role: 'button', name: 'Delete Agent Number 1' },
  { role: 'button', name: 'Text app link to Agent Number 1' },
  { role: 'checkbox', name: 'Select Agent Number 1' },
] as const;
const VIEW_ONLY = 'View only: your role (Viewer) cannot change users.';

describe('the users tab follows the role', () => {
  test('a viewer reads the list with no control that would change it, and is told why', async () => {
    const asked = stubApi('viewer');
    renderAs('viewer');
    await screen.findByText('Agent Number 1');
    expect(screen.getByText(VIEW_ONLY)).toBeDefined();
    for (const { role, name } of WRITE_CONTROLS)
      expect(screen.queryByRole(role, { name }), name).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: profilesEn['profiles.upgrade'] })).toBeNull();
    // Reading stays: the search, the filters and each agent's preview.
    expect(
      screen.getByRole('searchbox', { name: profilesEn['profiles.search.label'] }),
    ).toBeDefined();
    expect(
      screen.getByRole('button', { name: 'Preview the outro of Agent Number 1' }),
    ).toBeDefined();
    expect(asked.every((call) => call.startsWith('GET '))).toBe(true);
  });

  test("a viewer's import address shows the list, not the import", async () => {
    stubApi('viewer');
    renderAs('viewer', '/?import');
    expect(await screen.findByText('Agent Number 1')).toBeDefined();
    expect(screen.getByText(VIEW_ONLY)).toBeDefined();
  });

  test('an admin changes users, but is not offered the billing portal', async () => {
    stubApi('admin');
    renderAs('admin');
    await screen.findByText('Agent Number 1');
    for (const { role, name } of WRITE_CONTROLS)
      expect(screen.getByRole(role, { name }), name).toBeDefined();
    expect(screen.queryByText(VIEW_ONLY)).toBeNull();
    expect(screen.queryByRole('button', { name: profilesEn['profiles.upgrade'] })).toBeNull();
  });

  test('the owner has every control', async () => {
    stubApi('owner');
    renderAs('owner');
    await screen.findByText('Agent Number 1');
    for (const { role, name } of WRITE_CONTROLS)
      expect(screen.getByRole(role, { name }), name).toBeDefined();
    expect(
      screen.getAllByRole('button', { name: profilesEn['profiles.upgrade'] }).length,
    ).toBeGreaterThan(0);
  });
});
