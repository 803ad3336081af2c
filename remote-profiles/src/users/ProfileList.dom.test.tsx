import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, ToastRegion } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import { ProfileList, type ProfileListProps } from './ProfileList';
import { nextPageOf } from './profilesApi';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom lays nothing out: the list's scroller gets a phone screen's height.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});

interface Sent {
  method: string;
  url: string;
  body: string;
}

/** The network: runtime-config.json names a test API; every other call is recorded and answered. */
function stubNetwork(answer: () => Response = () => Response.json({})) {
  const sent: Sent[] = [];
  const network = { sent, answer };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url, body: await request.text() });
    return network.answer();
  });
  return network;
}

beforeEach(() => {
  stubNetwork();
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
});

const profile = (index: number): TProfileListItem =>
  ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    loginName: `Agent${index}`,
    loginPhoneNumber: `+1 555 ${index}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    pictureUrl: index % 2 ? `/v2/resources/assets/p${index}/content?sig=x` : null,
    logoUrl: null,
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

function renderList(props: Partial<ProfileListProps>) {
  const all: ProfileListProps = {
    profiles: [],
    total: 0,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    query: '',
    ...props,
  };
  return render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...profilesEn } as Record<string, string>}
      >
        <MemoryRouter>
          <ProfileList {...all} />
          <ToastRegion />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

test('5,000 profiles: only a window of rows is in the page, each with its place in the whole list', () => {
  const profiles = Array.from({ length: 5000 }, (_, i) => profile(i));
  renderList({ profiles, total: 5000 });
  const rows = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.length).toBeLessThan(30);
  expect(rows[0]!.getAttribute('aria-setsize')).toBe('5000');
  expect(rows[0]!.getAttribute('aria-posinset')).toBe('1');
  expect(within(rows[0]!).getByRole('button', { name: 'Delete Agent Number 0' })).toBeTruthy();
});

test('Tab from the last row in the page finds the next row there, before any scroll is drawn', () => {
  const profiles = Array.from({ length: 5000 }, (_, i) => profile(i));
  renderList({ profiles, total: 5000 });
  const list = screen.getByRole('list');
  const rows = within(list).getAllByRole('listitem');
  const last = rows.at(-1)!;
  const lastPlace = Number(last.getAttribute('aria-posinset'));
  // Keys faster than frames: the focus lands on the last row drawn, and nothing scrolls.
  within(last)
    .getByRole('button', { name: `Delete Agent Number ${lastPlace - 1}` })
    .focus();
  const next = within(list)
    .getAllByRole('listitem')
    .find((row) => row.getAttribute('aria-posinset') === String(lastPlace + 1));
  expect(next).toBeTruthy();
  expect(
    within(next!).getByRole('button', { name: `Preview the outro of Agent Number ${lastPlace}` }),
  ).toBeTruthy();
});

test('the next page is asked for when the loaded rows are nearly all in view', () => {
  const loadMore = vi.fn();
  renderList({ profiles: [profile(1), profile(2)], total: 120, hasMore: true, loadMore });
  expect(loadMore).toHaveBeenCalled();
  // The placeholders while it comes are hidden from assistive technology.
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
});

test('the empty states: no profile yet, none matching the search, none of the app status', () => {
  let view = renderList({});
  expect(screen.getByText(profilesEn['profiles.list.empty'])).toBeTruthy();
  view.unmount();
  view = renderList({ query: 'zed' });
  expect(screen.getByText('No profile matches “zed”')).toBeTruthy();
  view.unmount();
  view = renderList({ appFilter: 'pending' });
  expect(screen.getByText('No profile with the app status “Update pending”')).toBeTruthy();
  view.unmount();
  renderList({ query: 'zed', appFilter: 'never' });
  expect(
    screen.getByText('No profile with the app status “Not signed in yet” matches “zed”'),
  ).toBeTruthy();
});

test("the next page is the Link header's rel=next, none on the last page", () => {
  const link = '</v2/users/me/users?limit=50&cursor=MjAyNnw&q=mill>; rel="next"';
  expect(nextPageOf(link)).toBe('/v2/users/me/users?limit=50&cursor=MjAyNnw&q=mill');
  expect(nextPageOf(null)).toBeNull();
  expect(nextPageOf('</v2/users/me/users?limit=50>; rel="prev"')).toBeNull();
});

test("each row says where its agent's app stands and when it was last texted", () => {
  const synced = new Date(Date.now() - 3 * 60_000).toISOString();
  const texted = new Date(Date.now() - 5 * 60_000).toISOString();
  const profiles = [
    { ...profile(1), lastTextedAt: texted },
    { ...profile(2), app: { status: 'current', syncedAt: synced } },
    { ...profile(3), app: { status: 'pending', syncedAt: synced } },
  ] as TProfileListItem[];
  renderList({ profiles, total: 3 });
  const rows = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(rows[0]!.textContent).toContain('Not signed in yet');
  expect(rows[0]!.textContent).toContain('Texted 5 minutes ago');
  expect(rows[1]!.textContent).toContain('Up to date (synced 3 min. ago)');
  expect(rows[1]!.textContent).not.toContain('Texted');
  expect(rows[2]!.textContent).toContain(profilesEn['profiles.app.pending']);
  // The row's own actions: outro, edit, text the app link, delete; and its box to select it.
  expect(
    within(rows[0]!)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([
    'Preview the outro of Agent Number 1',
    'Text app link to Agent Number 1',
    'Delete Agent Number 1',
  ]);
  expect(within(rows[0]!).getAllByRole('link')).toHaveLength(1);
  expect(within(rows[0]!).getByRole('checkbox', { name: 'Select Agent Number 1' })).toBeTruthy();
});

test('the row\'s "Text app" posts {} for that profile and says the outcome politely, the 429 text too', async () => {
  const network = stubNetwork(() => Response.json({ phone: '+15551', channel: 'sms' }));
  renderList({ profiles: [profile(1)], total: 1 });
  const send = screen.getByRole('button', { name: 'Text app link to Agent Number 1' });
  expect(send.textContent).toBe('Text app');
  await userEvent.click(send);
  const said = document.querySelector('.ui-toasts[aria-live="polite"]')!;
  await waitFor(() => expect(said.textContent).toContain('The app link was texted to +15551.'));
  const post = network.sent.find((request) => request.url.endsWith('/app-link'))!;
  expect(post.method).toBe('POST');
  expect(post.url).toContain('/v2/companies/00000000-0000-4000-8000-000000000001/app-link');
  expect(JSON.parse(post.body)).toEqual({});

  network.answer = () =>
    Response.json(
      { message: 'Wait 10 minutes before sending it again.', code: 'APP_LINK_TOO_SOON' },
      { status: 429 },
    );
  await userEvent.click(send);
  await waitFor(() =>
    expect(said.textContent).toContain('Wait 10 minutes before sending it again.'),
  );
});
