import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import UsersTab from './UsersTab';

// jsdom lays nothing out: the list's scroller gets a phone screen's height.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 120 profiles match the list; a page holds 50 (the server's X-Total-Count says the whole). */
const MATCHING = 120;
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

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** The API: the account, the list's first page (50 rows of MATCHING), and the bulk routes' answers. */
function stubApi(
  bulk: (sent: Sent) => Response = () => Response.json({}),
  { kitVersion = 1 }: { kitVersion?: number } = {},
) {
  const sent: Sent[] = [];
  const api = { sent, bulk };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const text = await request.text();
    const call = {
      method: request.method,
      url: new URL(request.url),
      body: text && JSON.parse(text),
    };
    sent.push(call);
    const path = call.url.pathname;
    if (path === '/v2/users/me')
      return Response.json({
        id: 'acc-1',
        email: 'demo@example.com',
        isValidSubscription: true,
        subscription: { type: 'local', status: 'ACTIVE', availableUsers: 200, graceExpires: null },
      });
    if (path === '/v2/brand-kit') return Response.json({ version: kitVersion, locked: [] });
    if (path === '/v2/users/me/users' && call.method === 'GET') {
      const q = call.url.searchParams.get('q');
      if (call.url.searchParams.get('kit') === 'differs')
        return Response.json([{ ...profile(8), differsFromKit: true }], {
          headers: { 'X-Total-Count': '1' },
        });
      const rows = Array.from({ length: q ? 2 : 50 }, (_, i) => profile(i));
      return Response.json(rows, { headers: { 'X-Total-Count': String(q ? 2 : MATCHING) } });
    }
    return api.bulk(call);
  });
  return api;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
});

function renderTab(url = '/') {
  render(
    <Provider store={makeStore()}>
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

const bar = () => screen.queryByRole('toolbar', { name: 'Bulk actions' });
/** The bulk actions' status line (a polite live region). */
const said = () => document.querySelector('.profiles-bulk [role="status"]')?.textContent;
const rowBox = (index: number) =>
  screen.getByRole('checkbox', { name: `Select Agent Number ${index}` });

test('select one row, then all matching (the server counts them, no id is listed), cleared by a new search', async () => {
  const api = stubApi();
  const user = userEvent.setup();
  renderTab();
  const all = await screen.findByRole('checkbox', { name: `Select all ${MATCHING} matching` });
  expect(bar()).toBeNull();

  await user.click(rowBox(3));
  expect(within(bar()!).getByText('1 selected')).toBeTruthy();
  expect(all).toHaveProperty('indeterminate', true);

  await user.click(all);
  expect(within(bar()!).getByText(`${MATCHING} selected`)).toBeTruthy();
  expect(rowBox(0)).toHaveProperty('checked', true);
  // Unticking a row leaves "all matching" for the rows loaded, less that one.
  await user.click(rowBox(1));
  expect(within(bar()!).getByText('49 selected')).toBeTruthy();
  await user.click(all);

  // Export sends the search and filter, not 120 ids.
  api.bulk = () =>
    new Response('Login phone\n', {
      headers: { 'Content-Disposition': 'attachment; filename="profiles-2026-11-29.csv"' },
    });
  URL.createObjectURL = () => 'blob:csv';
  URL.revokeObjectURL = () => undefined;
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.href} as ${this.download}`);
  });
  await user.click(within(bar()!).getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(said()).toBe('profiles-2026-11-29.csv downloaded.'));
  expect(saved).toEqual(['blob:csv as profiles-2026-11-29.csv']);
  const exported = api.sent.find((call) => call.url.pathname === '/v2/users/me/users/export');
  expect(exported?.body).toEqual({ selection: { matching: { q: '', app: 'all', kit: 'all' } } });

  await user.type(
    screen.getByRole('searchbox', { name: profilesEn['profiles.search.label'] }),
    'mill',
  );
  await screen.findByRole('checkbox', { name: 'Select all 2 matching' });
  expect(bar()).toBeNull();
  expect(rowBox(0)).toHaveProperty('checked', false);
});

test('Delete asks once with the count, sends it, says the outcome and keeps the focus in the list', async () => {
  const api = stubApi(() => Response.json({ deleted: MATCHING }));
  const user = userEvent.setup();
  renderTab();
  await user.click(
    await screen.findByRole('checkbox', { name: `Select all ${MATCHING} matching` }),
  );
  await user.click(within(bar()!).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: `Delete ${MATCHING} profiles?` });
  expect(dialog.textContent).toContain(`Their ${MATCHING} seats are freed, their apps signed out.`);
  await user.click(within(dialog).getByRole('button', { name: `Delete ${MATCHING} profiles` }));

  await waitFor(() => expect(said()).toBe(`${MATCHING} profiles deleted: their seats are free.`));
  const deleted = api.sent.find((call) => call.url.pathname === '/v2/users/me/users/delete');
  expect(deleted?.body).toEqual({
    selection: { matching: { q: '', app: 'all', kit: 'all' } },
    count: MATCHING,
  });
  expect(bar()).toBeNull();
  await waitFor(() =>
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: `Select all ${MATCHING} matching` }),
    ),
  );
});

test('Text the app link: confirmed with the count, the result said; 409 and 429 said plainly', async () => {
  const api = stubApi(() => Response.json({ queued: 1, skippedRecent: 1 }));
  const user = userEvent.setup();
  renderTab();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Agent Number 4' }));
  await user.click(rowBox(7));
  const text = within(bar()!).getByRole('button', { name: 'Text the app link' });
  await user.click(text);
  const dialog = screen.getByRole('alertdialog', { name: 'Text the app link to 2 users?' });
  await user.click(within(dialog).getByRole('button', { name: 'Text 2 users' }));
  await waitFor(() =>
    expect(said()).toBe('1 text queued; 1 skipped: texted less than 10 minutes ago.'),
  );
  const post = api.sent.find((call) => call.url.pathname === '/v2/users/me/users/app-link');
  expect(post?.body).toEqual({
    selection: { ids: [profile(4).id, profile(7).id] },
    count: 2,
    channel: 'sms',
  });
  // The dialog gave the focus back to the bar's button.
  await waitFor(() => expect(document.activeElement).toBe(text));

  api.bulk = () =>
    Response.json(
      { message: 'The selection changed.', code: 'SELECTION_CHANGED' },
      { status: 409 },
    );
  await user.click(text);
  await user.click(screen.getByRole('button', { name: 'Text 2 users' }));
  await waitFor(() => expect(said()).toBe(profilesEn['profiles.bulk.changed']));

  api.bulk = () =>
    Response.json(
      { message: 'Today’s texts are used up: 200 a day.', code: 'APP_LINK_BUDGET' },
      { status: 429 },
    );
  await user.click(text);
  await user.click(screen.getByRole('button', { name: 'Text 2 users' }));
  await waitFor(() => expect(said()).toBe('Today’s texts are used up: 200 a day.'));
});

test('“Differs from the brand kit” lists the differing profiles, marked, from the URL too; applying the kit to them is confirmed with the count', async () => {
  const api = stubApi(() => Response.json({ updated: 1 }));
  const user = userEvent.setup();
  renderTab();
  await screen.findByRole('checkbox', { name: `Select all ${MATCHING} matching` });
  expect(
    screen.queryByText(profilesEn['profiles.kit.differs'], { selector: '.profiles-row-kit' }),
  ).toBeNull();
  await user.selectOptions(
    screen.getByRole('combobox', { name: profilesEn['profiles.filter.kitLabel'] }),
    profilesEn['profiles.kit.differs'],
  );
  const all = await screen.findByRole('checkbox', { name: 'Select the 1 matching profile' });
  expect(
    screen.getByText(profilesEn['profiles.kit.differs'], { selector: '.profiles-row-kit' }),
  ).toBeTruthy();
  await user.click(all);
  await user.click(within(bar()!).getByRole('button', { name: 'Apply the brand kit' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Apply the brand kit to 1 profile?' });
  await user.click(within(dialog).getByRole('button', { name: 'Apply to 1 profile' }));
  await waitFor(() => expect(said()).toBe('Brand kit applied: 1 profile updated.'));
  const applied = api.sent.find(
    (call) => call.url.pathname === '/v2/users/me/users/apply-brand-kit',
  );
  expect(applied?.body).toEqual({
    selection: { matching: { q: '', app: 'all', kit: 'differs' } },
    count: 1,
  });
  cleanup();

  // Opened with ?kit=differs: the same list.
  renderTab('/?kit=differs');
  await screen.findByRole('checkbox', { name: 'Select the 1 matching profile' });
  expect(
    screen.getByRole('combobox', { name: profilesEn['profiles.filter.kitLabel'] }),
  ).toHaveProperty('value', 'differs');
});

test('Without a brand kit (version 0) the bulk toolbar offers no "Apply the brand kit"', async () => {
  const api = stubApi(undefined, { kitVersion: 0 });
  const user = userEvent.setup();
  renderTab();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Agent Number 3' }));
  await waitFor(() =>
    expect(api.sent.some((call) => call.url.pathname === '/v2/brand-kit')).toBe(true),
  );
  expect(within(bar()!).getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  expect(within(bar()!).queryByRole('button', { name: 'Apply the brand kit' })).toBeNull();
});
