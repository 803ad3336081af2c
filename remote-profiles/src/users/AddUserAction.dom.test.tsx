import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import { AddUserAction } from './AddUserAction';

afterEach(cleanup);

const account = (availableUsers: number, isValidSubscription = true) =>
  ({
    isValidSubscription,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers, graceExpires: null },
  }) as TAccount;

function renderAction(props: Parameters<typeof AddUserAction>[0]) {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...profilesEn } as Record<string, string>}
      >
        <MemoryRouter>
          <AddUserAction {...props} />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

test('a free seat: "Add user" is the link to the wizard', () => {
  renderAction({ account: account(5), used: 4 });
  expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe('/user/new');
});

test('no free seat: disabled, with the reason as its description and the way to add seats', () => {
  renderAction({ account: account(3), used: 3 });
  const add = screen.getByRole('button', { name: 'Add user' }) as HTMLButtonElement;
  expect(add.disabled).toBe(true);
  const reason = document.getElementById(add.getAttribute('aria-describedby')!);
  expect(reason?.textContent).toBe('All 3 seats are in use.');
  expect(screen.getByRole('button', { name: 'Add users to the plan' })).toBeTruthy();
});

test('an ended subscription: disabled with that reason, no seat to buy', () => {
  renderAction({ account: account(3, false), used: 1 });
  const add = screen.getByRole('button', { name: 'Add user' }) as HTMLButtonElement;
  expect(add.disabled).toBe(true);
  expect(screen.getByText(profilesEn['profiles.expired.addReason'])).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add users to the plan' })).toBeNull();
});
