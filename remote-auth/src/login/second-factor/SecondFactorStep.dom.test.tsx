import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TSecondFactorRequired } from '@portal/shared/api/security';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter, selectIsLoggedIn } from '@portal/shell/platform';
import authEn from '../../i18n/en-us';
import stepEn from './i18n/en-us';
import type { LoginStepState } from '../useAfterLogin';
import SecondFactorStep from './SecondFactorStep';

// The second factor's step on the real store and api slice; the API is a stub that takes the app's
// code 123456 and the recovery code abcde-12345, and records what it was sent.

const ANSWER: TSecondFactorRequired = {
  secondFactorRequired: true,
  challenge: 'challenge-1',
  methods: ['totp', 'recovery'],
};

const SIGNED_IN: TLoginResponse = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  tokenTtl: 900,
  user: {
    id: 'acc-1',
    email: 'ana@agency.com',
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+14155550199',
    phoneVerified: true,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: false,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 3, graceExpires: null },
  },
};

let asked: { path: string; body: unknown }[];
let challengeDead: boolean;

beforeEach(() => {
  asked = [];
  challengeDead = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: 'http://api.test' });
    const request = new Request(input, init);
    const body = JSON.parse((await request.text()) || 'null') as Record<string, unknown> | null;
    const path = new URL(request.url).pathname;
    asked.push({ path, body });
    if (challengeDead)
      return Response.json(
        { message: 'Sign in again.', code: 'SECOND_FACTOR_CHALLENGE_INVALID' },
        { status: 401 },
      );
    if (path === '/v2/auth/second-factor/lost') return new Response(null, { status: 204 });
    if (body?.code === '123456' || body?.code === 'abcde-12345') return Response.json(SIGNED_IN);
    return Response.json(
      { message: 'This code is not correct.', code: 'SECOND_FACTOR_CODE_INVALID', attemptsLeft: 3 },
      { status: 401 },
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function Elsewhere() {
  const location = useLocation();
  const state = location.state as LoginStepState | null;
  return (
    <p>{`at ${location.pathname}${state?.secondFactorExpired ? `: ${state.secondFactorExpired}` : ''}`}</p>
  );
}

function renderStep(answer = ANSWER) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...authEn, ...stepEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={['/step']}>
          <Routes>
            <Route path="/step" element={<SecondFactorStep answer={answer} />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

const appCode = () => screen.getByRole('textbox', { name: stepEn['auth.secondFactor.codeLabel'] });

test('its heading takes the focus; the code field is numeric, one-time-code, labelled', async () => {
  renderStep();
  const title = screen.getByRole('heading', { level: 2, name: stepEn['auth.secondFactor.title'] });
  await waitFor(() => expect(document.activeElement).toBe(title));
  expect(appCode().getAttribute('inputmode')).toBe('numeric');
  expect(appCode().getAttribute('autocomplete')).toBe('one-time-code');
  // Without a passkey among the methods, no passkey button.
  expect(screen.queryByRole('button', { name: /passkey/i })).toBeNull();
});

test('a short code is refused at the field by the shared rule; a wrong one with the tries left; the right one signs in', async () => {
  const user = userEvent.setup();
  const store = renderStep();
  await user.type(appCode(), '123');
  await user.click(screen.getByRole('button', { name: stepEn['auth.secondFactor.submit'] }));
  expect(await screen.findByText(platformEn['validation.totpCode'])).toBeDefined();
  expect(asked).toEqual([]);

  await user.clear(appCode());
  await user.type(appCode(), '654321');
  expect(await screen.findByText('This code is not correct. 3 tries left.')).toBeDefined();
  expect(appCode().getAttribute('aria-invalid')).toBe('true');
  expect(appCode().getAttribute('aria-describedby')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: stepEn['auth.secondFactor.submit'] }));
  expect(screen.getByText('This code is not correct. 3 tries left.')).toBeDefined();

  await user.type(appCode(), '123456');
  expect(await screen.findByText(/^at \//)).toBeDefined();
  expect(selectIsLoggedIn(store.getState())).toBe(true);
  expect(asked.at(-1)).toEqual({
    path: '/v2/auth/second-factor',
    body: { challenge: 'challenge-1', method: 'totp', code: '123456' },
  });
});

test('a recovery code instead: its own field and rule', async () => {
  const user = userEvent.setup();
  renderStep();
  await user.click(screen.getByRole('button', { name: stepEn['auth.secondFactor.useRecovery'] }));
  const field = screen.getByRole('textbox', { name: stepEn['auth.secondFactor.recoveryLabel'] });
  await user.type(field, 'nope');
  await user.click(screen.getByRole('button', { name: stepEn['auth.secondFactor.submit'] }));
  expect(await screen.findByText(platformEn['validation.recoveryCode'])).toBeDefined();
  await user.clear(field);
  await user.type(field, ' ABCDE-12345 {Enter}');
  expect(await screen.findByText(/^at \//)).toBeDefined();
  expect(asked.at(-1)?.body).toEqual({
    challenge: 'challenge-1',
    method: 'recovery',
    code: 'abcde-12345',
  });
});

test('an expired challenge goes back to the first step, with a message', async () => {
  const user = userEvent.setup();
  renderStep();
  challengeDead = true;
  await user.type(appCode(), '123456');
  expect(await screen.findByText('at /login: Sign in again.')).toBeDefined();
});

test('"Lost access" mails the recovery link and says to check the e-mail', async () => {
  const user = userEvent.setup();
  renderStep();
  await user.click(screen.getByRole('button', { name: stepEn['auth.secondFactor.lost'] }));
  const title = await screen.findByRole('heading', {
    name: stepEn['auth.secondFactor.lostTitle'],
  });
  await waitFor(() => expect(document.activeElement).toBe(title));
  expect(screen.getByText(stepEn['auth.secondFactor.lostSent'])).toBeDefined();
  expect(asked).toEqual([
    { path: '/v2/auth/second-factor/lost', body: { challenge: 'challenge-1' } },
  ]);
});

test('a person with passkeys is offered theirs; where the browser has none, it says so and the codes remain', async () => {
  renderStep({ ...ANSWER, methods: ['passkey', 'recovery'] });
  // jsdom has no WebAuthn: the passkey's line says so, the recovery code stays.
  expect(await screen.findByText(authEn['auth.passkey.unavailable'])).toBeDefined();
  expect(
    screen.getByRole('textbox', { name: stepEn['auth.secondFactor.recoveryLabel'] }),
  ).toBeDefined();
  expect(screen.queryByRole('button', { name: stepEn['auth.secondFactor.useApp'] })).toBeNull();
});
