import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TMember, TMemberInvitation } from '@portal/shared/api/members';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore, PortalRouter, selectIsLoggedIn } from '@portal/shell/platform';
import type { TRole } from '@portal/shared/roles/roles';
import accountEn from '../i18n/en-us';
import SettingsTab from '../settings/SettingsTab';
import { TeamSection } from './TeamSection';

// The team section on the real platform store and api slice; only the network is replaced, by a
// server that keeps the team like the API and records what was asked.

const API = 'http://api.test';
const en = { ...platformEn, ...accountEn } as Record<string, string>;
const t = (id: keyof typeof accountEn, values: Record<string, string> = {}) =>
  accountEn[id].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const ACCOUNT: TAccount = {
  id: 'acc-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  phoneVerified: false,
  receiveInvoices: true,
  origin: 'auto',
  status: 'ACTIVE',
  isValidSubscription: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
};

const DAY = 86_400_000;
let members: TMember[];
let invitations: TMemberInvitation[];
let calls: { method: string; path: string; body: unknown }[];
let signedIn: TAccount = ACCOUNT;
const asked = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

beforeEach(() => {
  members = [
    {
      id: 'owner',
      email: ACCOUNT.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'owner',
      lastSignInAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      isYou: true,
    },
    {
      id: 'm-1',
      email: 'bea@example.com',
      firstName: 'Bea',
      lastName: 'Counts',
      role: 'billing',
      lastSignInAt: new Date(Date.now() - 2 * DAY).toISOString(),
      isYou: false,
    },
    {
      id: 'm-2',
      email: 'carl@example.com',
      firstName: 'Carl',
      lastName: 'Reads',
      role: 'viewer',
      lastSignInAt: null,
      isYou: false,
    },
  ];
  invitations = [
    {
      id: 'inv-1',
      email: 'dan@example.com',
      role: 'admin',
      invitedAt: new Date().toISOString(),
      expiresAt: '2026-12-06T10:00:00.000Z',
    },
  ];
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, string>) : undefined;
    calls.push({ method: request.method, path, body });
    const id = path.split('/').pop()!;
    if (path === '/v2/users/me') return Response.json(signedIn);
    if (request.method === 'GET' && path === '/v2/members')
      return Response.json({ members, invitations });
    if (request.method === 'POST' && path === '/v2/members/invitations') {
      if (members.some((m) => m.email === body!.email))
        return Response.json(
          {
            message: 'Validation failed',
            fields: { email: 'This person is already a member of the team.' },
          },
          { status: 400 },
        );
      const invitation = {
        id: `inv-${invitations.length + 2}`,
        email: body!.email!,
        role: body!.role as TMemberInvitation['role'],
        invitedAt: new Date().toISOString(),
        expiresAt: '2026-12-06T10:00:00.000Z',
      };
      invitations = [...invitations, invitation];
      return Response.json(invitation, { status: 201 });
    }
    if (request.method === 'DELETE' && path.startsWith('/v2/members/invitations/')) {
      invitations = invitations.filter((i) => i.id !== id);
      return new Response(null, { status: 204 });
    }
    if (path === '/v2/members/transfer-ownership')
      return body?.memberId === 'm-1' && body.password === 'right password'
        ? new Response(null, { status: 204 })
        : Response.json(
            {
              message: 'Error(s) detected, check the form fields',
              code: 'PASSWORD_WRONG',
              fields: { password: 'The password is not correct.' },
            },
            { status: 400 },
          );
    if (request.method === 'PATCH' && path.startsWith('/v2/members/')) {
      members = members.map((m) =>
        m.id === id ? { ...m, role: body!.role as TMember['role'] } : m,
      );
      return Response.json(members.find((m) => m.id === id));
    }
    if (request.method === 'DELETE' && path.startsWith('/v2/members/')) {
      members = members.filter((m) => m.id !== id);
      return new Response(null, { status: 204 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  signedIn = ACCOUNT;
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function renderSection(section = <TeamSection />) {
  const store = makeStore();
  store.dispatch(
    loginSucceeded({ token: 'token-1', refreshToken: 'refresh-1', tokenTtl: 900, user: signedIn }),
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        {section}
      </IntlProvider>
    </Provider>,
  );
  return store;
}

/** The settings tab of a person of this role. */
function renderSettingsAs(role: TRole) {
  signedIn = { ...ACCOUNT, role };
  renderSection(
    <PortalRouter initialEntries={['/additional-info?tab=settings']}>
      <SettingsTab />
    </PortalRouter>,
  );
}

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;
const news = () => screen.getByRole('status');

describe('the team section', () => {
  test('lists each person with their role and last sign-in; the owner’s own row has no controls', async () => {
    renderSection();
    expect(screen.getByRole('region', { name: t('account.team.title') }));
    await screen.findByRole('table');
    const owner = within(rowOf('Ada Lovelace'));
    expect(owner.getByText(t('account.team.role.owner')));
    expect(owner.getByText(t('account.team.you')));
    expect(owner.getByText('5 minutes ago'));
    expect(owner.queryByRole('button')).toBeNull();
    expect(owner.queryByRole('combobox')).toBeNull();

    const bea = within(rowOf('Bea Counts'));
    expect(bea.getByRole('combobox', { name: 'Role of Bea Counts' })).toHaveProperty(
      'value',
      'billing',
    );
    expect(bea.getByText('2 days ago'));
    expect(bea.getByRole('button', { name: 'Remove Bea Counts' }));
    expect(within(rowOf('Carl Reads')).getByText(t('account.team.never')));

    const pending = screen.getByRole('region', { name: t('account.team.pending.title') });
    expect(within(pending).getByText('dan@example.com'));
    expect(within(pending).getByText(/Admin · valid until Dec 6, 2026/));
  });

  test('someone who joined from another browser shows when the owner comes back to the window', async () => {
    const store = renderSection();
    const stopListening = setupListeners(store.dispatch);
    try {
      await screen.findByRole('table');
      expect(screen.queryByRole('cell', { name: /^Dan Joins/ })).toBeNull();
      members = [
        ...members,
        {
          id: 'm-3',
          email: 'dan@example.com',
          firstName: 'Dan',
          lastName: 'Joins',
          role: 'admin',
          lastSignInAt: new Date().toISOString(),
          isYou: false,
        },
      ];
      invitations = [];
      fireEvent.focus(window);
      expect(await screen.findByRole('cell', { name: /^Dan Joins/ })).toBeTruthy();
    } finally {
      stopListening();
    }
  });

  test('invites by e-mail with a role; a refusal of the server shows at its field', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    const email = screen.getByLabelText(t('account.team.invite.email'));
    const send = screen.getByRole('button', { name: t('account.team.invite.submit') });

    await user.type(email, 'bea@example.com');
    await user.click(send);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This person is already a member of the team.'));
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.clear(email);
    await user.type(email, 'Eve@Example.com');
    const role = screen.getByRole('combobox', { name: t('account.team.invite.role') });
    await user.selectOptions(role, t('account.team.role.billing'));
    expect(screen.getByText(t('account.team.roleHint.billing')));
    await user.click(send);

    await waitFor(() =>
      expect(news().textContent).toBe(t('account.team.invite.sent', { email: 'eve@example.com' })),
    );
    expect(asked('POST', '/v2/members/invitations').at(-1)).toEqual({
      email: 'eve@example.com',
      role: 'billing',
    });
    const pending = screen.getByRole('region', { name: t('account.team.pending.title') });
    expect(await within(pending).findByText('eve@example.com'));
    // Ready for the next person.
    expect(email).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  test('the select only picks a role; its button asks to confirm; cancelling restores it and gives the focus back', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Role of Bea Counts' });
    const change = screen.getByRole('button', { name: 'Change the role of Bea Counts' });
    expect(change).toHaveProperty('disabled', true);

    // Picking (an arrow key on a closed select, for one) asks nothing yet.
    await user.selectOptions(select, t('account.team.role.viewer'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(change).toHaveProperty('disabled', false);
    // Back to the role the person has: nothing to change.
    await user.selectOptions(select, t('account.team.role.billing'));
    expect(change).toHaveProperty('disabled', true);

    await user.selectOptions(select, t('account.team.role.viewer'));
    await user.click(change);
    let dialog = screen.getByRole('alertdialog', { name: 'Change the role of Bea Counts?' });
    expect(within(dialog).getByText(/Bea Counts becomes Viewer: Reads the users tab/));
    await user.click(within(dialog).getByRole('button', { name: en['common.cancel'] }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(select).toHaveProperty('value', 'billing');
    expect(change).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(asked('PATCH', '/v2/members/m-1')).toEqual([]);

    await user.selectOptions(select, t('account.team.role.viewer'));
    await user.click(change);
    dialog = screen.getByRole('alertdialog', { name: 'Change the role of Bea Counts?' });
    await user.click(within(dialog).getByRole('button', { name: t('account.team.changeConfirm') }));
    await waitFor(() => expect(news().textContent).toBe('Bea Counts is now Viewer.'));
    expect(asked('PATCH', '/v2/members/m-1')).toEqual([{ role: 'viewer' }]);
    await waitFor(() => expect(change).toHaveProperty('disabled', true));
    expect(select).toHaveProperty('value', 'viewer');
    await waitFor(() => expect(document.activeElement).toBe(select));
  });

  test('removing asks first, naming the person; then the row goes and the focus is on the news', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Remove Bea Counts' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Bea Counts from the team?' });
    expect(within(dialog).getByText(/Bea Counts \(bea@example.com\) can no longer sign in/));
    // The safe answer has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: en['common.cancel'] }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: t('account.team.removeConfirm') }));

    await waitFor(() => expect(screen.queryByText('Bea Counts')).toBeNull());
    expect(asked('DELETE', '/v2/members/m-1')).toHaveLength(1);
    expect(news().textContent).toBe('Bea Counts was removed from the team.');
    await waitFor(() => expect(document.activeElement).toBe(news()));
  });

  test('revoking a pending invitation', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation of dan@example.com' }),
    );
    await waitFor(() => expect(screen.getByText(t('account.team.pending.empty'))).toBeTruthy());
    expect(asked('DELETE', '/v2/members/invitations/inv-1')).toHaveLength(1);
    expect(news().textContent).toBe(
      t('account.team.pending.revoked', { email: 'dan@example.com' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(news()));
  });

  test('is in the settings tab of the owner only: an admin is not offered it', async () => {
    renderSettingsAs('owner');
    expect(await screen.findByRole('region', { name: t('account.team.title') }));
    cleanup();
    renderSettingsAs('admin');
    // The tab as it is once the account has loaded.
    await screen.findByText(ACCOUNT.email);
    expect(screen.queryByRole('region', { name: t('account.team.title') })).toBeNull();
    expect(asked('GET', '/v2/members')).toHaveLength(1);
  });

  test('making a member the owner asks the owner’s password, then says so and signs this page out', async () => {
    const user = userEvent.setup();
    const store = renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Make Bea Counts the owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Bea Counts the owner?' });
    expect(within(dialog).getByText(/You stay on the team as an admin/));
    const password = within(dialog).getByLabelText(t('account.team.transferPassword'), {
      selector: 'input',
    });
    await waitFor(() => expect(document.activeElement).toBe(password));

    await user.type(password, 'wrong');
    await user.click(
      within(dialog).getByRole('button', { name: t('account.team.transferConfirm') }),
    );
    expect(await within(dialog).findByText('The password is not correct.'));
    await waitFor(() => expect(document.activeElement).toBe(password));

    await user.clear(password);
    await user.type(password, 'right password{Enter}');
    const done = await screen.findByRole('dialog', { name: t('account.team.transferredTitle') });
    expect(within(done).getByText(/Bea Counts is now the owner of this account/));
    expect(asked('POST', '/v2/members/transfer-ownership')).toEqual([
      { memberId: 'm-1', password: 'wrong' },
      { memberId: 'm-1', password: 'right password' },
    ]);
    await user.click(within(done).getByRole('button', { name: t('account.team.signInAgain') }));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
