import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore, selectIsLoggedIn } from '@portal/shell/platform';
import accountEn from '../i18n/en-us';
import { AccountDeletionCard } from './AccountDeletionCard';

// The card on the real platform store and api slice; only the network is replaced.

const API = 'http://api.test';
const en = { ...platformEn, ...accountEn } as Record<string, string>;
const t = (id: keyof typeof accountEn, values: Record<string, string> = {}) =>
  accountEn[id].replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '');

const ACCOUNT: TAccount = {
  id: 'acc-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  phoneVerified: false,
  receiveInvoices: true,
  origin: 'auto',
  status: 'ACTIVE',
  isValidSubscription: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
};

let sent: unknown[];
let codeRequired: boolean;

beforeEach(() => {
  sent = [];
  codeRequired = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/v2/users/me') return Response.json(ACCOUNT);
    if (path === '/v2/account-deletion' && request.method === 'GET')
      return Response.json({ codeRequired });
    if (path === '/v2/account-deletion') {
      const body = (await request.json()) as { password: string };
      sent.push(body);
      if (body.password !== 'right password')
        return Response.json(
          {
            message: 'The password is not correct.',
            code: 'PASSWORD_WRONG',
            fields: { password: 'The password is not correct.' },
          },
          { status: 400 },
        );
      return Response.json({ purgeAfter: '2026-12-13T10:00:00.000Z' });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function renderCard(user: TAccount = ACCOUNT) {
  const store = makeStore();
  store.dispatch(loginSucceeded({ token: 't', refreshToken: 'r', tokenTtl: 900, user }));
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <AccountDeletionCard />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('Delete the account', () => {
  test('a member does not see it', () => {
    renderCard({
      ...ACCOUNT,
      role: 'admin',
      member: { id: 'm-1', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' },
    } as TAccount);
    expect(screen.queryByRole('button', { name: t('account.deletion.open') })).toBeNull();
  });

  test('asks for the password and the e-mail typed, says a wrong password, then signs out', async () => {
    const user = userEvent.setup();
    const store = renderCard();
    await user.click(screen.getByRole('button', { name: t('account.deletion.open') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('account.deletion.dialogTitle'),
    });
    expect(within(dialog).getByText(t('account.deletion.effect.noRefund'))).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: t('account.deletion.submit') });
    await user.type(within(dialog).getByLabelText(t('account.deletion.password')), 'wrong');
    const confirmation = within(dialog).getByLabelText(
      t('account.deletion.confirmation', { email: ACCOUNT.email }),
    );
    await user.type(confirmation, 'ada@example');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(confirmation, '.com');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    expect(await within(dialog).findAllByText('The password is not correct.')).not.toHaveLength(0);

    const password = within(dialog).getByLabelText(t('account.deletion.password'));
    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(submit);
    const done = await screen.findByRole('dialog', { name: t('account.deletion.doneTitle') });
    expect(sent).toEqual([
      { password: 'wrong', confirmation: 'ada@example.com' },
      { password: 'right password', confirmation: 'ada@example.com' },
    ]);
    await user.click(within(done).getByRole('button', { name: t('account.deletion.doneClose') }));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  test('asks for the authenticator code when the owner has one', async () => {
    codeRequired = true;
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: t('account.deletion.open') }));
    expect(await screen.findByLabelText(t('account.deletion.code'))).toBeTruthy();
  });
});
