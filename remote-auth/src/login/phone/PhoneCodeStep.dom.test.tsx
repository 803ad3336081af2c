import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TLoginResponse, TPhoneLoginInfo } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import authEn from '../../i18n/en-us';
import { PhoneCodeStep } from './PhoneCodeStep';

// The code step of phone sign-in on the real store and api slice; the API is a stub that takes
// 123456 and records what it was sent.

const SENT: TPhoneLoginInfo = {
  phone: '+1 415 555 0199',
  channel: 'whatsapp',
  expiresIn: 600,
  resendIn: 0,
  attemptsLeft: 3,
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
    phone: SENT.phone,
    phoneVerified: true,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: false,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 3, graceExpires: null },
  },
};

let asked: { path: string; body: unknown }[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: 'http://api.test' });
    const request = new Request(input, init);
    const body = JSON.parse((await request.text()) || 'null') as Record<string, unknown> | null;
    const path = new URL(request.url).pathname;
    asked.push({ path, body });
    if (path === '/v2/auth/requestlogin') return Response.json(SENT);
    if (body?.code === '123456') return Response.json(SIGNED_IN);
    return Response.json(
      { message: 'The code is not valid.', code: 'INVALID_CODE', attemptsLeft: 2 },
      { status: 400 },
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function Portal() {
  return <p>{`portal at ${useLocation().pathname}`}</p>;
}

function renderStep(handlers: { onSent?: () => void; onBack?: () => void } = {}) {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...authEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={['/login']}>
          <Routes>
            <Route
              path="/login"
              element={
                <PhoneCodeStep
                  sent={SENT}
                  onSent={handlers.onSent ?? (() => {})}
                  onBack={handlers.onBack ?? (() => {})}
                  pageMessages={['A message of the page.']}
                />
              }
            />
            <Route path="*" element={<Portal />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

const codeField = () => screen.getByRole('textbox', { name: platformEn['common.oneTimeCode'] });

test('a region named by its focused heading says where the code went, with the page’s messages', async () => {
  renderStep();
  const step = screen.getByRole('region', { name: authEn['auth.phone.codeTitle'] });
  const title = screen.getByRole('heading', { level: 2, name: authEn['auth.phone.codeTitle'] });
  expect(step.contains(title)).toBe(true);
  await waitFor(() => expect(document.activeElement).toBe(title));
  expect(screen.getByText(SENT.phone).tagName).toBe('STRONG');
  expect(screen.getByText(/WhatsApp/)).toBeDefined();
  expect(screen.getByRole('alert').textContent).toContain('A message of the page.');
});

test('a wrong code is said at the field with the tries left; the right one signs in', async () => {
  const user = userEvent.setup();
  renderStep();
  await user.type(codeField(), '654321');
  expect(await screen.findByText('The code is not valid. 2 tries left')).toBeDefined();
  expect(codeField().getAttribute('aria-invalid')).toBe('true');
  expect((codeField() as HTMLInputElement).value).toBe('');

  await user.click(screen.getByRole('button', { name: authEn['auth.phone.submit'] }));
  expect(await screen.findByText(platformEn['validation.code.format'])).toBeDefined();

  await user.type(codeField(), '123456');
  // Signed in: the page moves on to where sign-in leads.
  expect(await screen.findByText(/^portal at \//)).toBeDefined();
  expect(asked.at(-1)).toEqual({
    path: '/v2/auth/validatelogin',
    body: { phone: SENT.phone, code: '123456' },
  });
});

test('resend asks again by the same channel; "use another number" goes back', async () => {
  const user = userEvent.setup();
  const onSent = vi.fn();
  const onBack = vi.fn();
  renderStep({ onSent, onBack });
  await user.click(screen.getByRole('button', { name: platformEn['common.resend'] }));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith(SENT));
  expect(asked).toEqual([
    { path: '/v2/auth/requestlogin', body: { phone: SENT.phone, channel: 'whatsapp' } },
  ]);
  await user.click(screen.getByRole('button', { name: authEn['auth.phone.changeNumber'] }));
  expect(onBack).toHaveBeenCalledOnce();
});

test('the last try waits for "Sign in"; a spent code can be replaced at once; the number as typed', async () => {
  const user = userEvent.setup();
  const tried: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: 'http://api.test' });
    const body = JSON.parse(await new Request(input, init).text()) as { code: string };
    tried.push(body.code);
    const left = 2 - tried.length;
    return Response.json(
      left > 0
        ? { message: 'This code is not correct.', code: 'CODE_INVALID', attemptsLeft: left }
        : { message: 'Ask for a new code.', code: 'CODE_EXPIRED', attemptsLeft: 0 },
      { status: 401 },
    );
  });
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...authEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={['/login']}>
          <PhoneCodeStep
            sent={{ ...SENT, phone: '+14155550199', resendIn: 30 }}
            typedPhone="+1 415 555 0199"
            onSent={() => {}}
            onBack={() => {}}
            pageMessages={[]}
          />
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
  expect(screen.getByText('+1 415 555 0199').tagName).toBe('STRONG');
  const resend = () => screen.getByRole('button', { name: /resend/i });
  expect(resend().getAttribute('aria-disabled')).toBe('true');

  await user.type(codeField(), '111111');
  expect(await screen.findByText('This code is not correct. 1 try left')).toBeDefined();
  // The last try: six digits do not go by themselves, the hint says to press "Sign in".
  await user.type(codeField(), '222222');
  expect(screen.getByText(authEn['auth.phone.lastTry'])).toBeDefined();
  expect(tried).toEqual(['111111']);
  await user.click(screen.getByRole('button', { name: authEn['auth.phone.submit'] }));
  await waitFor(() => expect(tried).toEqual(['111111', '222222']));
  // Spent by the wrong tries: a new code may be asked for now, not in 30 s.
  expect(await screen.findByText('Ask for a new code.')).toBeDefined();
  await waitFor(() => expect(resend().getAttribute('aria-disabled')).toBeNull());
});
