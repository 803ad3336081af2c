import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TMemberInvitationInfo } from '@portal/shared/api/members';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { JOIN_PATH } from '@portal/shared/routes/paths';
import { makeStore, PortalRouter, selectAccount } from '@portal/shell/platform';
import authEn from '../i18n/en-us';
import joinEn from './i18n/en-us';
import JoinPage from './JoinPage';

// The real store, api slice and page; only the network is replaced, by a server answering like the
// API (GET and POST /v2/member-invitations/:token).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 't'.repeat(43);
const INVITATION: TMemberInvitationInfo = {
  email: 'bea@example.com',
  role: 'billing',
  accountName: 'Harbour Homes',
  invitedBy: 'Ada Lovelace',
  hasLogin: false,
  expiresAt: '2026-12-06T10:00:00.000Z',
};

/** The inviting account, signed in as the new member. */
const SESSION: TLoginResponse = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  tokenTtl: 900,
  user: {
    id: 'acc-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '',
    phoneVerified: false,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: false,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 3, graceExpires: null },
    role: 'billing',
    member: { id: 'm-1', email: 'bea@example.com', firstName: 'Bea', lastName: 'Counts' },
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
  return <p data-testid="landed">{location.pathname}</p>;
}

function renderJoin(search: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...authEn, ...joinEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={[`${JOIN_PATH}${search}`]}>
          <Routes>
            <Route path={JOIN_PATH} element={<JoinPage />} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const ACCEPT = `POST /v2/member-invitations/${TOKEN}`;

describe('joining a team from the e-mailed invitation', () => {
  test('a new person sees the account, role and e-mail, names themselves, and lands in the portal signed in', async () => {
    const sent = serve((call) => {
      if (call === ACCEPT) return Response.json(SESSION);
      return Response.json(INVITATION);
    });
    const store = renderJoin(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the team' }));
    expect(
      await screen.findByText(
        'Ada Lovelace invites you to manage Harbour Homes with them in the portal.',
      ),
    );
    expect(fact('Account')).toBe('Harbour Homes');
    expect(fact('Your role')).toBe('Billing');
    expect(fact('E-mail')).toBe('bea@example.com');
    expect(screen.getByText(/valid until December 6, 2026/));

    const join = screen.getByRole('button', { name: 'Join the team' });
    await userEvent.click(join);
    // The shared schema's checks, at their fields.
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.map((s) => s.call)).not.toContain(ACCEPT);

    await userEvent.type(first, 'Bea');
    await userEvent.type(screen.getByLabelText('Last name'), 'Counts');
    await userEvent.type(
      screen.getByLabelText('Choose a password', { selector: 'input' }),
      'secret123',
    );
    await userEvent.click(join);

    expect((await screen.findByTestId('landed')).textContent).toBe('/additional-info');
    expect(sent.find((s) => s.call === ACCEPT)!.body).toEqual({
      firstName: 'Bea',
      lastName: 'Counts',
      password: 'secret123',
    });
    expect(selectAccount(store.getState())?.member?.email).toBe('bea@example.com');
  });

  test('an e-mail that already signs in gives its password; a wrong one is said at the field', async () => {
    const sent = serve((call, body) => {
      if (call !== ACCEPT) return Response.json({ ...INVITATION, hasLogin: true });
      return body?.password === 'right password'
        ? Response.json(SESSION)
        : Response.json(
            {
              message: 'Error(s) detected, check the form fields',
              fields: { password: 'The password is not correct.' },
            },
            { status: 400 },
          );
    });
    renderJoin(`?token=${TOKEN}`);
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(screen.getByText(/bea@example.com already signs in to the portal/));
    expect(screen.queryByLabelText('First name')).toBeNull();

    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('The password is not correct.'));
    await waitFor(() => expect(document.activeElement).toBe(password));

    await userEvent.clear(password);
    await userEvent.type(password, 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    await screen.findByTestId('landed');
    expect(sent.filter((s) => s.call === ACCEPT).map((s) => s.body)).toEqual([
      { password: 'wrong' },
      { password: 'right password' },
    ]);
  });

  test('a used, expired or revoked link: the server’s message and no form', async () => {
    serve(() =>
      Response.json(
        { message: 'This invitation has already been used.', code: 'INVITATION_GONE' },
        { status: 410 },
      ),
    );
    renderJoin(`?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has already been used.',
    );
    expect(screen.getByText(joinEn['auth.join.askAgain']));
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  test('a new person joins with their phone: names first, then the number, then the code', async () => {
    const sent = serve((call) => {
      if (call === 'GET /v2/auth/methods')
        return Response.json({ google: true, apple: false, codeChannels: ['sms'] });
      if (call === `${ACCEPT}/phone-code`)
        return Response.json({
          phone: '+447911123456',
          channel: 'sms',
          expiresIn: 600,
          resendIn: 30,
          attemptsLeft: 5,
        });
      if (call === `${ACCEPT}/phone`) return Response.json(SESSION);
      return Response.json(INVITATION);
    });
    renderJoin(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: joinEn['auth.join.otherWays'] }));
    // Only the methods this deployment offers: Google, not Apple.
    expect(screen.getByRole('button', { name: authEn['auth.social.google'] }));
    expect(screen.queryByRole('button', { name: authEn['auth.social.apple'] })).toBeNull();

    // The names are asked first (the password is not).
    await userEvent.click(screen.getByRole('button', { name: joinEn['auth.join.usePhone'] }));
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(first, 'Bea');
    await userEvent.type(screen.getByLabelText('Last name'), 'Counts');
    await userEvent.click(screen.getByRole('button', { name: joinEn['auth.join.usePhone'] }));

    const heading = await screen.findByRole('heading', { name: joinEn['auth.join.phoneTitle'] });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.type(screen.getByLabelText(authEn['auth.phone.field']), '+44 7911 123456');
    await userEvent.click(screen.getByRole('button', { name: authEn['auth.phone.send'] }));
    await screen.findByRole('heading', { name: authEn['auth.phone.codeTitle'] });
    await userEvent.type(
      screen.getByRole('textbox', { name: platformEn['common.oneTimeCode'] }),
      '123456',
    );

    expect((await screen.findByTestId('landed')).textContent).toBe('/additional-info');
    expect(sent.find((s) => s.call === `${ACCEPT}/phone-code`)!.body).toEqual({
      phone: '+44 7911 123456',
      channel: 'sms',
    });
    expect(sent.find((s) => s.call === `${ACCEPT}/phone`)!.body).toEqual({
      phone: '+447911123456',
      code: '123456',
      firstName: 'Bea',
      lastName: 'Counts',
    });
  });

  test('a person who signs in without a password is offered the other ways only', async () => {
    serve((call) =>
      call === 'GET /v2/auth/methods'
        ? Response.json({ google: true, apple: true, codeChannels: ['sms'] })
        : Response.json({ ...INVITATION, hasLogin: true, hasPassword: false }),
    );
    renderJoin(`?token=${TOKEN}`);
    expect(await screen.findByRole('button', { name: authEn['auth.social.apple'] }));
    expect(screen.getByText(/bea@example.com already signs in to the portal with Google/));
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByRole('button', { name: joinEn['auth.join.usePhone'] }));
  });

  test('back from Google: the flow this tab started joins the team with the names given', async () => {
    const sent = serve((call) =>
      call === `${ACCEPT}/social` ? Response.json(SESSION) : Response.json(INVITATION),
    );
    sessionStorage.setItem(
      'portal.memberJoin',
      JSON.stringify({
        token: TOKEN,
        provider: 'google',
        state: 'join.s1',
        names: { firstName: 'Bea', lastName: 'Counts' },
      }),
    );
    renderJoin('?provider=google&code=c1&state=join.s1');
    expect((await screen.findByTestId('landed')).textContent).toBe('/additional-info');
    expect(sent.find((s) => s.call === `${ACCEPT}/social`)!.body).toEqual({
      provider: 'google',
      code: 'c1',
      state: 'join.s1',
      firstName: 'Bea',
      lastName: 'Counts',
    });
    // Used once: the same answer again was not started here.
    cleanup();
    renderJoin('?provider=google&code=c1&state=join.s1');
    expect(screen.getByText(joinEn['auth.join.flowLost']));
    expect(sent.filter((s) => s.call === `${ACCEPT}/social`)).toHaveLength(1);
  });

  test('without a token the page says where the link is', () => {
    serve(() => Response.json({}, { status: 500 }));
    renderJoin('');
    expect(screen.getByText(joinEn['auth.join.noToken']));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
