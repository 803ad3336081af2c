import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TActivityEvent } from '@portal/shared/api/activity';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { TAccount } from '@portal/shared/api/contract';
import type { TRole } from '@portal/shared/roles/roles';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import platformFr from '@portal/shared/i18n/catalogs/fr';
import accountEn from '../i18n/en-us';
import accountFr from '../i18n/fr';
import ActivityTab from './ActivityTab';

// The real platform store and api slice with this tab's endpoints; only the network is replaced,
// by a server that answers like the API (a page of events per cursor) and records what was asked.

const t = accountEn;
const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const event = (n: number, over: Partial<TActivityEvent> = {}): TActivityEvent => ({
  id: `ev-${n}`,
  at: ago(n * 5),
  actor: {
    kind: 'member',
    memberId: 'm-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 'admin',
  },
  action: 'profile.updated',
  target: { type: 'profile', id: `p-${n}`, label: `Agent ${n}` },
  changes: { title: { before: 'Agent', after: 'Broker' } },
  ip: '203.0.113.7',
  device: 'Chrome on macOS',
  ...over,
});

/** The log the server pages through: 3 events, newest first. */
let log: TActivityEvent[];
/** Events per page the fake server answers (the tab asks 50; a small page shows the paging). */
let pageSize: number;
let failing: boolean;
let asked: URL[];
const activityAsks = () => asked.filter((url) => url.pathname === '/v2/activity');

beforeEach(() => {
  log = [
    event(1),
    event(2, {
      actor: { kind: 'support', memberId: null, email: null, name: null, role: null },
      action: 'billing.planChanged',
      target: null,
      changes: {
        users: { before: 5, after: 7 },
        interval: { before: 'month', after: 'year' },
      },
      ip: null,
      device: null,
    }),
    event(3, {
      actor: { kind: 'system', memberId: null, email: null, name: null, role: null },
      action: 'billing.renewed',
      target: { type: 'account', id: 'acc-1', label: null },
      changes: { receiveInvoices: { before: false, after: true } },
    }),
  ];
  pageSize = 2;
  failing = false;
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const url = new URL(new Request(input, init).url);
    asked.push(url);
    if (url.pathname === '/v2/activity') {
      if (failing) return Response.json({ message: 'The log is resting.' }, { status: 503 });
      const action = url.searchParams.get('action');
      const matching = log.filter((e) => !action || e.action === action);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const events = matching.slice(start, start + pageSize);
      const next = start + pageSize < matching.length ? String(start + pageSize) : null;
      return Response.json({ events, nextCursor: next });
    }
    if (url.pathname === '/v2/activity/people') {
      return Response.json({
        people: [
          {
            id: 'owner',
            email: 'owner@example.com',
            name: 'Grace Hopper',
            role: 'owner',
            current: true,
          },
          {
            id: 'm-1',
            email: 'ada@example.com',
            name: 'Ada Lovelace',
            role: 'admin',
            current: true,
          },
          { id: 'm-2', email: 'alan@example.com', name: null, role: 'viewer', current: false },
        ],
      });
    }
    if (url.pathname === '/v2/activity/export.csv') {
      return new Response('\uFEFFWhen,Who\n', {
        headers: { 'Content-Disposition': 'attachment; filename="activity-2026-11-29.csv"' },
      });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page's URL as the router holds it (what a reload or a shared link would keep). */
let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderTab(
  url = '/additional-info?tab=activity',
  role?: TRole,
  locale: 'en-us' | 'fr' = 'en-us',
) {
  const store = makeStore();
  if (role) {
    store.dispatch(
      loginSucceeded({
        token: 'token-1',
        refreshToken: 'refresh-1',
        tokenTtl: 900,
        user: { id: 'acc-1', email: 'ada@example.com', role } as TAccount,
      }),
    );
  }
  render(
    <Provider store={store}>
      <IntlProvider
        locale={locale === 'fr' ? 'fr-FR' : 'en-US'}
        messages={
          (locale === 'fr'
            ? { ...platformFr, ...accountFr }
            : { ...platformEn, ...accountEn }) as Record<string, string>
        }
      >
        <MemoryRouter initialEntries={[url]}>
          <ActivityTab />
          <LocationProbe />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

const table = () => screen.findByRole('table', { name: t['account.activity.listLabel'] });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const count = () => document.querySelector('.activity-count')?.textContent;
const personFilter = () =>
  screen.getByRole('combobox', { name: t['account.activity.filter.person'] });
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const actionFilter = () =>
  screen.getByRole('combobox', { name: t['account.activity.filter.action'] });

describe('the Activity tab', () => {
  test('newest first, who, what, on what, the change before → after, from where; then older by "Load more"', async () => {
    const user = userEvent.setup();
    renderTab();
    const first = await rows();
    expect(first).toHaveLength(2);
    const cells = within(first[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^5 minutes ago, /);
    expect(cells.slice(1)).toEqual([
      'Ada Lovelaceada@example.comAdmin',
      'Edited a user profile',
      'Agent 1',
      'title Agent →changed to Broker',
      '203.0.113.7 · Chrome on macOS',
    ]);
    // The exact time on hover too.
    expect(within(first[0]!).getByText('5 minutes ago').getAttribute('title')).toMatch(/\d{4}/);
    const support = within(first[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(support.slice(1, 4)).toEqual(['Support', 'Changed the plan', '']);
    expect(support[4]).toBe('Users 5 →changed to 7Billing period Monthly →changed to Yearly');
    expect(support[5]).toBe('Not recorded');
    // The list is announced with its count, and says that more can come.
    expect(count()).toBe('2 events shown, older ones can be loaded');
    expect((await table()).getAttribute('aria-describedby')).toBe(
      document.querySelector('.activity-count')!.id,
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    const system = within((await rows())[2]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(system.slice(1, 2)).toEqual(['The system']);
    // A target without a name: no bare id shown.
    expect(system[3]).toBe('');
    expect(system[4]).toBe('Invoices by e-mail Off →changed to On');
    expect(count()).toBe('3 events shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Each page asked once, the second by the first's cursor; a page at a time, never all.
    expect(activityAsks().map((url) => url.searchParams.get('cursor'))).toEqual([null, '2']);
    expect(activityAsks()[0]!.searchParams.get('limit')).toBe('50');
  });

  test('the filters come from the URL and go into it, and every request carries them', async () => {
    const user = userEvent.setup();
    log.push(event(4), event(5));
    renderTab('/additional-info?tab=activity&action=profile.updated&from=2026-11-01&to=2026-11-28');
    expect(await rows()).toHaveLength(2);
    expect((actionFilter() as HTMLSelectElement).value).toBe('profile.updated');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-28');
    const params = activityAsks()[0]!.searchParams;
    expect(params.get('action')).toBe('profile.updated');
    // The user's own days, both included.
    expect(params.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(params.get('to')).toBe(new Date(new Date(2026, 10, 29).getTime() - 1).toISOString());

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(activityAsks()[1]!.searchParams.get('action')).toBe('profile.updated');
    expect(activityAsks()[1]!.searchParams.get('from')).toBe(params.get('from'));

    await user.selectOptions(actionFilter(), 'Renewed the subscription');
    await waitFor(() =>
      expect(location).toBe(
        '/additional-info?tab=activity&action=billing.renewed&from=2026-11-01&to=2026-11-28',
      ),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(count()).toBe('1 event shown');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location).toBe('/additional-info?tab=activity'));
    await waitFor(() => expect(document.activeElement).toBe(personFilter()));
    expect(activityAsks().at(-1)!.search).toBe('?limit=50');
  });

  test('the person filter names the owner, the team and who left, and goes into the URL and the request', async () => {
    const user = userEvent.setup();
    renderTab();
    await rows();
    await waitFor(() =>
      expect(options(personFilter())).toEqual([
        'Anyone',
        'Grace Hopper (owner@example.com)',
        'Ada Lovelace (ada@example.com)',
        'alan@example.com, no longer in the team',
        'Support',
        'The system',
      ]),
    );
    await user.selectOptions(personFilter(), 'Ada Lovelace (ada@example.com)');
    await waitFor(() => expect(location).toBe('/additional-info?tab=activity&actor=m-1'));
    await waitFor(() => expect(activityAsks().at(-1)!.searchParams.get('actor')).toBe('m-1'));
  });

  test('an admin, who cannot read the team, names the same people; a linked person stays chosen', async () => {
    renderTab('/additional-info?tab=activity&actor=m-9', 'admin');
    await rows();
    await waitFor(() =>
      expect(options(personFilter())).toEqual([
        'Anyone',
        'Grace Hopper (owner@example.com)',
        'Ada Lovelace (ada@example.com)',
        'alan@example.com, no longer in the team',
        'Support',
        'The system',
        t['account.activity.filter.linkedPerson'],
      ]),
    );
    expect((personFilter() as HTMLSelectElement).value).toBe('m-9');
    expect(activityAsks()[0]!.searchParams.get('actor')).toBe('m-9');
    expect(asked.some((url) => url.pathname === '/v2/members')).toBe(false);
  });

  test('in French: the time, the person’s role, the action and the count in the page’s language', async () => {
    renderTab('/additional-info?tab=activity', undefined, 'fr');
    const table = await screen.findByRole('table', {
      name: accountFr['account.activity.listLabel'],
    });
    const first = within(table).getAllByRole('row')[1];
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^il y a 5 minutes, /);
    expect(cells[1]).toBe('Ada Lovelaceada@example.comAdministrateur');
    expect(cells[2]).toBe('A modifié un profil utilisateur');
    expect(count()).toBe('2 événements affichés, les plus anciens peuvent être chargés');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeTruthy();
  });

  test('a role change and a removal name the roles in the page’s language, no role as a dash', async () => {
    const member = { type: 'member', id: 'm-2', label: 'alan@example.com' };
    log = [
      event(1, {
        action: 'member.roleChanged',
        target: member,
        changes: { role: { before: 'viewer', after: 'admin' } },
      }),
      event(2, {
        action: 'member.removed',
        target: member,
        changes: { role: { before: 'admin', after: null } },
      }),
    ];
    renderTab('/additional-info?tab=activity', undefined, 'fr');
    const table = await screen.findByRole('table', {
      name: accountFr['account.activity.listLabel'],
    });
    const changes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    const [role, to, empty] = [
      accountFr['account.activity.field.role'],
      accountFr['account.activity.changedTo'],
      accountFr['account.activity.emptyValue'],
    ];
    // The dash is what the eye reads; a screen reader hears the word for an empty value.
    expect(changes).toEqual([
      `${role} Lecteur →${to} Administrateur`,
      `${role} Administrateur →${to} —${empty}`,
    ]);
  });

  test('a "to" day before the "from" day says so and asks nothing', async () => {
    renderTab('/additional-info?tab=activity&from=2026-11-20&to=2026-11-02');
    expect(await screen.findByText(t['account.activity.filter.backwards'])).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(activityAsks()).toHaveLength(0);
  });

  test('an empty log, a filter that matches nothing, and a failure with its retry', async () => {
    const user = userEvent.setup();
    log = [];
    renderTab();
    expect(await screen.findByText(t['account.activity.empty.title'])).toBeTruthy();
    cleanup();

    renderTab('/additional-info?tab=activity&action=member.removed');
    expect(await screen.findByText(t['account.activity.noMatch.title'])).toBeTruthy();
    cleanup();

    failing = true;
    renderTab();
    expect((await screen.findByText('The log is resting.')).closest('[role="alert"]')).toBeTruthy();
    failing = false;
    log = [event(1)];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
  });

  test('Export CSV downloads the file of the current filters with the session’s token', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.href} as ${this.download}`);
    });
    renderTab('/additional-info?tab=activity&action=billing.renewed');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['blob:csv as activity-2026-11-29.csv']));
    expect(screen.getByText('Downloaded activity-2026-11-29.csv.').getAttribute('role')).toBe(
      'status',
    );
    const exported = asked.find((url) => url.pathname === '/v2/activity/export.csv');
    expect(exported?.searchParams.get('action')).toBe('billing.renewed');
    expect(exported?.searchParams.has('cursor')).toBe(false);
  });
});
