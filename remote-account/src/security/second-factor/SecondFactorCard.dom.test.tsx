import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TSecurityOverview } from '@portal/shared/api/security';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore, useGetAccountQuery } from '@portal/shell/platform';
import accountEn from '../../i18n/en-us';
import { SecondFactorCard } from './SecondFactorCard';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';

// The second factor's cards on the real platform store and api slice; the network is a server that
// answers like the API (an app confirmed by 123456) and records what was asked.

const API = 'http://api.test';
const en = { ...platformEn, ...accountEn } as Record<string, string>;
const t = (id: keyof typeof accountEn) => accountEn[id];

const ACCOUNT: TAccount = {
  id: 'acc-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  phoneVerified: true,
  receiveInvoices: true,
  origin: 'auto',
  status: 'ACTIVE',
  isValidSubscription: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-1234${i}`);

let overview: TSecurityOverview;
let calls: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  overview = {
    totp: { enabled: false, enabledAt: null },
    recoveryCodesLeft: 0,
    passkeys: [],
    policy: 'off',
    required: false,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path, body });
    const key = `${request.method} ${path}`;
    switch (key) {
      case 'GET /v2/users/me':
        return Response.json(ACCOUNT);
      case 'GET /v2/security':
        return Response.json(overview);
      case 'POST /v2/security/totp':
        return Response.json({
          secret: SECRET,
          uri: `otpauth://totp/Property%20Video:ada@example.com?secret=${SECRET}`,
        });
      case 'POST /v2/security/totp/confirm':
        if (body?.code !== '123456')
          return Response.json(
            {
              message: 'This code is not correct.',
              code: 'SECOND_FACTOR_CODE_INVALID',
              fields: { code: 'This code is not correct.' },
            },
            { status: 400 },
          );
        overview = {
          ...overview,
          totp: { enabled: true, enabledAt: '2026-11-29T12:00:00Z' },
          recoveryCodesLeft: 10,
        };
        return Response.json({ recoveryCodes: CODES });
      case 'POST /v2/security/recovery-codes':
        return Response.json({ recoveryCodes: CODES.map((code) => `new${code.slice(3)}`) });
      case 'DELETE /v2/security/totp':
        if (body?.code !== '123456')
          return Response.json(
            { message: 'This code is not correct.', code: 'SECOND_FACTOR_CODE_WRONG' },
            { status: 400 },
          );
        overview = { ...overview, totp: { enabled: false, enabledAt: null }, recoveryCodesLeft: 0 };
        return new Response(null, { status: 204 });
      case 'PUT /v2/security/policy':
        overview = { ...overview, policy: body?.policy as TSecurityOverview['policy'] };
        return Response.json(overview);
      default:
        return Response.json({ message: 'Not found' }, { status: 404 });
    }
  });
  // The QR code is drawn by the real library; jsdom has no canvas, the SVG needs none.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:codes') }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** The shell's account check, which a forced set-up hangs on. */
function AccountCheck() {
  useGetAccountQuery();
  return null;
}

function renderSignedIn(ui: ReactNode) {
  const store = makeStore();
  store.dispatch(
    loginSucceeded({ token: 'token-1', refreshToken: 'refresh-1', tokenTtl: 900, user: ACCOUNT }),
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <AccountCheck />
        {ui}
      </IntlProvider>
    </Provider>,
  );
}

test('set up an authenticator app: QR code and its key as text, a first code, the ten codes shown once', async () => {
  const user = userEvent.setup();
  renderSignedIn(<SecondFactorCard />);
  expect(await screen.findByText(t('account.secondFactor.off'))).toBeDefined();
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.setUp') }));

  const title = await screen.findByRole('heading', { name: t('account.secondFactor.setupTitle') });
  await waitFor(() => expect(document.activeElement).toBe(title));
  expect(await screen.findByRole('img', { name: t('account.secondFactor.qrAlt') })).toBeDefined();
  // The QR code's alternative: the key, readable, grouped by four, and its copy button.
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeDefined();
  expect(screen.getByRole('button', { name: t('account.secondFactor.copySecret') })).toBeDefined();

  const code = screen.getByRole('textbox', { name: t('account.secondFactor.codeLabel') });
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  await user.type(code, '12');
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.turnOn') }));
  expect(await screen.findByText(en['validation.totpCode']!)).toBeDefined();
  await user.clear(code);
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.turnOn') }));
  expect(await screen.findByText('This code is not correct.')).toBeDefined();
  expect(code.getAttribute('aria-invalid')).toBe('true');

  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.turnOn') }));
  const list = await screen.findByRole('list', { name: t('account.secondFactor.codesTitle') });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.download') }));
  expect(URL.createObjectURL).toHaveBeenCalledOnce();
  expect(save).toHaveBeenCalledOnce();

  const accountAsked = () => calls.filter((c) => c.path === '/v2/users/me').length;
  const before = accountAsked();
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.saved') }));
  expect(await screen.findByText(/^On: your authenticator app/)).toBeDefined();
  expect(screen.getByText(/10 recovery codes left/)).toBeDefined();
  expect(screen.queryByRole('list', { name: t('account.secondFactor.codesTitle') })).toBeNull();
  // The account is asked again: its `secondFactor.enrolled` lifts a forced set-up.
  await waitFor(() => expect(accountAsked()).toBe(before + 1));
});

test('the owner picks who must use a second factor; it is saved with PUT /v2/security/policy', async () => {
  const user = userEvent.setup();
  renderSignedIn(<SecondFactorPolicyCard />);
  const everyone = await screen.findByRole('radio', {
    name: t('account.secondFactor.policy.everyone'),
  });
  expect(
    (screen.getByRole('radio', { name: t('account.secondFactor.policy.off') }) as HTMLInputElement)
      .checked,
  ).toBe(true);
  expect(screen.getByText(t('account.secondFactor.policyHint'))).toBeDefined();
  await user.click(everyone);
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.policySave') }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/v2/security/policy',
      body: { policy: 'everyone' },
    }),
  );
  await waitFor(() => expect((everyone as HTMLInputElement).checked).toBe(true));
});

test('new recovery codes are shown once; turning the app off asks for one of its codes', async () => {
  const user = userEvent.setup();
  overview = {
    ...overview,
    totp: { enabled: true, enabledAt: '2026-11-29T12:00:00Z' },
    recoveryCodesLeft: 3,
  };
  renderSignedIn(<SecondFactorCard />);
  expect(await screen.findByText(/3 recovery codes left/)).toBeDefined();

  await user.click(screen.getByRole('button', { name: t('account.secondFactor.newCodes') }));
  const confirm = screen.getByRole('alertdialog', {
    name: t('account.secondFactor.newCodesTitle'),
  });
  await user.click(
    within(confirm).getByRole('button', { name: t('account.secondFactor.newCodes') }),
  );
  const list = await screen.findByRole('list', { name: t('account.secondFactor.codesTitle') });
  expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe('newd0-12340');
  await user.click(screen.getByRole('button', { name: t('account.secondFactor.saved') }));

  await user.click(await screen.findByRole('button', { name: t('account.secondFactor.turnOff') }));
  const dialog = screen.getByRole('dialog', { name: t('account.secondFactor.turnOffTitle') });
  const code = within(dialog).getByRole('textbox', { name: t('account.secondFactor.codeLabel') });
  await user.type(code, '654321');
  await user.click(within(dialog).getByRole('button', { name: t('account.secondFactor.turnOff') }));
  expect(await within(dialog).findByText('This code is not correct.')).toBeDefined();
  await user.type(code, '123456{Enter}');
  expect(await screen.findByText(t('account.secondFactor.off'))).toBeDefined();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
    { code: '654321' },
    { code: '123456' },
  ]);
});
