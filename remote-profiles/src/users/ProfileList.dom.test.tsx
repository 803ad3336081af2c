import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import { ProfileList, type ProfileListProps } from './ProfileList';
import { nextPageOf } from './profilesApi';

afterEach(cleanup);

// jsdom lays nothing out: the list's scroller gets a phone screen's height.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
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

test('the next page is asked for when the loaded rows are nearly all in view', () => {
  const loadMore = vi.fn();
  renderList({ profiles: [profile(1), profile(2)], total: 120, hasMore: true, loadMore });
  expect(loadMore).toHaveBeenCalled();
  // The placeholders while it comes are hidden from assistive technology.
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
});

test('the empty states: no profile yet, or none matching the search', () => {
  const { unmount } = renderList({});
  expect(screen.getByText(profilesEn['profiles.list.empty'])).toBeTruthy();
  unmount();
  renderList({ query: 'zed' });
  expect(screen.getByText('No profile matches “zed”')).toBeTruthy();
});

test("the next page is the Link header's rel=next, none on the last page", () => {
  const link = '</v2/users/me/users?limit=50&cursor=MjAyNnw&q=mill>; rel="next"';
  expect(nextPageOf(link)).toBe('/v2/users/me/users?limit=50&cursor=MjAyNnw&q=mill');
  expect(nextPageOf(null)).toBeNull();
  expect(nextPageOf('</v2/users/me/users?limit=50>; rel="prev"')).toBeNull();
});
