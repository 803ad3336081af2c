import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import authEn from '../i18n/en-us';
import { EmailLoginForm } from '../login/email/EmailLoginForm';
import CreateAccountPage from './CreateAccountPage';

// The real store, api slice and pages; only the network is replaced, by a server answering like
// the API (POST /payments/checkout/claim, POST /v2/users, POST /v2/auth/email).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLAIM = 'k'.repeat(43);
const PURCHASE = {
  email: 'ana@agency.com',
  plan: { users: 3, interval: 'month', edition: 'auto' },
  customer: {
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+1 415 555 0199',
    company: 'Harbour Homes',
  },
};

/** The paid account, signed in. */
const SIGNED_IN: TLoginResponse = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  tokenTtl: 900,
  user: {
    id: 'acc-1',
    email: PURCHASE.email,
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+1 415 555 0199',
    phoneVerified: false,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: false,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 3, graceExpires: null },
  },
};

type Sent = { call: string; body: Record<string, unknown> | undefined };

function serve(answer: (call: string, body: Record<string, unknown> | undefined) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json')
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const call = `${request.method} ${new URL(request.url).pathname}`;
    sent.push({ call, body });
    return answer(call, body);
  });
  return sent;
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, page: React.ReactNode) {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...authEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('taking a paid subscription over with its claim', () => {
  test('/create-account?claim= shows what the checkout has and asks only for the password', async () => {
    const sent = serve((call) => {
      if (call === 'POST /payments/checkout/claim')
        return Response.json({ ...PURCHASE, accountExists: false });
      if (call === 'POST /v2/users') return Response.json({ id: 'acc-1' }, { status: 201 });
      return Response.json(SIGNED_IN);
    });
    renderAt(`/create-account?claim=${CLAIM}`, <CreateAccountPage />);
    const password = await screen.findByLabelText('Password', { exact: true });
    expect(screen.getByRole('status').textContent).toContain(
      'Your subscription for 3 users is paid',
    );
    // Names, e-mail, phone, company and edition come from the checkout: shown, not asked.
    const fact = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent;
    expect(fact('First name')).toBe('Ana');
    expect(fact('Last name')).toBe('Silva');
    expect(fact('E-mail')).toBe('ana@agency.com');
    expect(fact('Phone')).toBe('+1 415 555 0199');
    expect(fact('Company')).toBe('Harbour Homes');
    expect(fact('Industry')).toBe('Automobile');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();

    await userEvent.type(password, 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(sent.map((s) => s.call)).toContain('POST /v2/auth/email'));
    expect(sent[0]).toEqual({ call: 'POST /payments/checkout/claim', body: { claim: CLAIM } });
    expect(sent.find((s) => s.call === 'POST /v2/users')!.body).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@agency.com',
      phone: '+1 415 555 0199',
      password: 'secret123',
      confirmPassword: 'secret123',
      origin: 'auto',
      claim: CLAIM,
    });
  });

  test('the claim is read once: the account spends it and nothing asks for it again', async () => {
    let spent = false;
    const sent = serve((call) => {
      if (call === 'POST /payments/checkout/claim')
        return spent
          ? Response.json({ message: 'spent', code: 'CLAIM_INVALID' }, { status: 404 })
          : Response.json({ ...PURCHASE, accountExists: false });
      if (call === 'POST /v2/users') {
        spent = true;
        return Response.json({ id: 'acc-1' }, { status: 201 });
      }
      return Response.json(SIGNED_IN);
    });
    renderAt(`/create-account?claim=${CLAIM}`, <CreateAccountPage />);
    await userEvent.type(await screen.findByLabelText('Password', { exact: true }), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // Signed in with the new account, the page leaves for the portal.
    await screen.findByTestId('landed');
    expect(sent.map((s) => s.call)).toEqual([
      'POST /payments/checkout/claim',
      'POST /v2/users',
      'POST /v2/auth/email',
    ]);
  });

  test('a detail the server refuses is asked after all', async () => {
    serve((call) => {
      if (call === 'POST /payments/checkout/claim')
        return Response.json({ ...PURCHASE, accountExists: false });
      return Response.json(
        {
          message: 'Error(s) detected, check the form fields',
          code: 'VALIDATION',
          fields: { phone: 'Please enter a valid phone number' },
        },
        { status: 400 },
      );
    });
    renderAt(`/create-account?claim=${CLAIM}`, <CreateAccountPage />);
    await userEvent.type(await screen.findByLabelText('Password', { exact: true }), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const phone = await screen.findByLabelText('Phone');
    expect((phone as HTMLInputElement).value).toBe('+1 415 555 0199');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  test('an e-mail with an account: the page says to sign in with the claim, and shows no form', async () => {
    serve(() => Response.json({ ...PURCHASE, accountExists: true }));
    renderAt(`/create-account?claim=${CLAIM}`, <CreateAccountPage />);
    const signIn = await screen.findByRole('link', { name: 'Sign in to add the subscription' });
    expect(screen.getByText(/already uses/).textContent).toBe(
      'An account already uses ana@agency.com. Sign in to it to add your subscription for 3 users.',
    );
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    await userEvent.click(signIn);
    expect(screen.getByTestId('landed').textContent).toBe(`/login?claim=${CLAIM}`);
  });

  test('a used or expired claim: the server’s message, and the plain form without the claim', async () => {
    const message = deliveryEn['delivery.error.claimInvalid'];
    const sent = serve((call) =>
      call === 'POST /payments/checkout/claim'
        ? Response.json({ message, code: 'CLAIM_INVALID' }, { status: 404 })
        : Response.json({ id: 'acc-2' }, { status: 201 }),
    );
    renderAt(`/create-account?claim=${CLAIM}`, <CreateAccountPage />);
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByLabelText('First name')).toBeDefined();
    expect(sent).toHaveLength(1);
  });

  test('/login?claim= sends the claim with the e-mail and password', async () => {
    const sent = serve(() => Response.json(SIGNED_IN));
    renderAt(
      `/login?claim=${CLAIM}`,
      <EmailLoginForm onEmailChange={() => {}} pageMessages={[]} claim={CLAIM} />,
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@agency.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      call: 'POST /v2/auth/email',
      body: { email: 'ana@agency.com', password: 'secret123', claim: CLAIM },
    });
  });
});
