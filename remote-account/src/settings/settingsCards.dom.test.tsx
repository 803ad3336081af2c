import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import accountEn from '../i18n/en-us';
import { EmailChange } from './EmailChange';
import { PasswordChange } from './PasswordChange';
import { PhoneSettings } from './PhoneSettings';

// The settings cards on the real platform store and api slice; only the network is replaced, by a
// server that answers like the API and records what was asked.

const API = 'http://api.test';
const en = { ...platformEn, ...accountEn } as Record<string, string>;
const t = (id: keyof typeof accountEn) => accountEn[id];

const PHONE = '+44 20 7946 0000';
const ACCOUNT: TAccount = {
  id: 'acc-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: PHONE,
  phoneVerified: false,
  receiveInvoices: true,
  origin: 'auto',
  status: 'ACTIVE',
  isValidSubscription: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
};

const GOOD_CODE = '123456';
let calls: { path: string; body: unknown }[];
const bodiesOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ path, body });
    const wrongCode = () =>
      Response.json(
        { message: 'The code is not valid.', code: 'INVALID_CODE', attemptsLeft: 2 },
        { status: 400 },
      );
    switch (path) {
      case '/v2/users/me':
        return Response.json(ACCOUNT);
      case '/v2/users/acc-1/requestEmailChange':
        return Response.json({
          newEmail: body?.newEmail,
          expiresIn: 600,
          resendIn: 0,
          attemptsLeft: 3,
        });
      case '/v2/users/acc-1/validateEmailChange':
        return body?.code === GOOD_CODE
          ? Response.json({ ...ACCOUNT, email: body.newEmail })
          : wrongCode();
      case '/v2/users/acc-1/requestPhoneVerification':
        return Response.json({
          phone: PHONE,
          channel: body?.channel ?? 'sms',
          expiresIn: 600,
          resendIn: 0,
          attemptsLeft: 3,
        });
      case '/v2/users/acc-1/validatePhoneVerification':
        return body?.code === GOOD_CODE
          ? Response.json({ ...ACCOUNT, phoneVerified: true })
          : wrongCode();
      case '/v2/users/acc-1/phone':
        return body?.password === 'right password'
          ? Response.json({ ...ACCOUNT, phone: body.phone })
          : Response.json(
              { message: 'The password is not correct.', code: 'INVALID_PASSWORD' },
              { status: 403 },
            );
      case '/v2/users/acc-1/password':
        return Response.json({ message: 'Password changed.' });
      default:
        return Response.json({ message: 'Not found' }, { status: 404 });
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** Renders a card signed in; returns the card's last "unsaved" report. */
function renderCard(card: (onDirty: (dirty: boolean) => void) => ReactNode) {
  const store = makeStore();
  store.dispatch(
    loginSucceeded({ token: 'token-1', refreshToken: 'refresh-1', tokenTtl: 900, user: ACCOUNT }),
  );
  const dirty = { last: false };
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        {card((value) => {
          dirty.last = value;
        })}
      </IntlProvider>
    </Provider>,
  );
  return dirty;
}

const codeField = () => screen.getByRole('textbox', { name: en['common.oneTimeCode'] });
const heading = (name: string) => screen.findByRole('heading', { name });

describe('the e-mail change', () => {
  /** Step 0: the current and the new address, the password, sent. */
  const sendEmailDetails = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(
      screen.getByLabelText(t('account.settings.emailChange.currentEmail')),
      ACCOUNT.email,
    );
    await user.type(
      screen.getByLabelText(t('account.settings.emailChange.newEmail')),
      'ada@new.example',
    );
    await user.type(
      screen.getByLabelText(t('account.settings.emailChange.password'), { selector: 'input' }),
      'secret password',
    );
    await user.click(screen.getByRole('button', { name: t('account.settings.emailChange.send') }));
  };

  test('details, then the code (wrong, resent, right), then done; the focus follows each step', async () => {
    const user = userEvent.setup();
    const dirty = renderCard((onDirty) => <EmailChange accountId="acc-1" onDirty={onDirty} />);
    expect(screen.getByRole('region', { name: t('account.settings.emailChange.title') }));

    await sendEmailDetails(user);

    const codeTitle = await heading(t('account.settings.emailChange.codeTitle'));
    await waitFor(() => expect(document.activeElement).toBe(codeTitle));
    expect(screen.getByText('ada@new.example').tagName).toBe('STRONG');
    await waitFor(() => expect(dirty.last).toBe(true));

    // A complete code submits itself; a wrong one is said at the field, and cleared.
    await user.type(codeField(), '654321');
    expect(await screen.findByText('The code is not valid. 2 tries left.')).toBeDefined();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect((codeField() as HTMLInputElement).value).toBe('');
    await user.click(
      screen.getByRole('button', { name: t('account.settings.emailChange.confirm') }),
    );
    expect(await screen.findByText(platformEn['validation.code.format'])).toBeDefined();

    await user.click(screen.getByRole('button', { name: en['common.resend'] }));
    await waitFor(() =>
      expect(bodiesOf('/v2/users/acc-1/requestEmailChange')).toEqual([
        { currentEmail: ACCOUNT.email, newEmail: 'ada@new.example', password: 'secret password' },
        { currentEmail: ACCOUNT.email, newEmail: 'ada@new.example', password: 'secret password' },
      ]),
    );

    await user.type(codeField(), GOOD_CODE);
    const doneTitle = await heading(t('account.settings.emailChange.doneTitle'));
    await waitFor(() => expect(document.activeElement).toBe(doneTitle));
    expect(bodiesOf('/v2/users/acc-1/validateEmailChange').at(-1)).toEqual({
      newEmail: 'ada@new.example',
      code: GOOD_CODE,
    });
    await waitFor(() => expect(dirty.last).toBe(false));

    await user.click(screen.getByRole('button', { name: t('account.settings.close') }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText(t('account.settings.emailChange.currentEmail')),
      ),
    );
  });

  test('"use another address" comes back to the details as typed', async () => {
    const user = userEvent.setup();
    renderCard((onDirty) => <EmailChange accountId="acc-1" onDirty={onDirty} />);
    await sendEmailDetails(user);
    await heading(t('account.settings.emailChange.codeTitle'));
    await user.click(screen.getByRole('button', { name: t('account.settings.emailChange.back') }));
    const newEmail = screen.getByLabelText(t('account.settings.emailChange.newEmail'));
    expect((newEmail as HTMLInputElement).value).toBe('ada@new.example');
  });
});

describe('the phone number', () => {
  test('send a code, a wrong one, resend, the right one; done, and back to the number', async () => {
    const user = userEvent.setup();
    const dirty = renderCard((onDirty) => <PhoneSettings account={ACCOUNT} onDirty={onDirty} />);
    expect(screen.getByRole('region', { name: t('account.settings.phone.title') }));
    // On first display nothing takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    expect(screen.getByText(t('account.settings.phone.unverified'))).toBeDefined();

    await user.click(screen.getByRole('button', { name: t('account.settings.phone.verify') }));
    const codeTitle = await heading(t('account.settings.phone.codeTitle'));
    await waitFor(() => expect(document.activeElement).toBe(codeTitle));
    expect(screen.getByText(PHONE).tagName).toBe('STRONG');
    await waitFor(() => expect(dirty.last).toBe(true));

    await user.type(codeField(), '654321');
    expect(await screen.findByText('The code is not valid. 2 tries left.')).toBeDefined();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: t('account.settings.phone.confirm') }));
    expect(await screen.findByText(platformEn['validation.code.format'])).toBeDefined();

    await user.click(screen.getByRole('button', { name: en['common.resend'] }));
    await waitFor(() =>
      expect(bodiesOf('/v2/users/acc-1/requestPhoneVerification')).toEqual([
        { channel: 'sms' },
        { channel: 'sms' },
      ]),
    );

    await user.type(codeField(), GOOD_CODE);
    const doneTitle = await heading(t('account.settings.phone.doneTitle'));
    await waitFor(() => expect(document.activeElement).toBe(doneTitle));
    expect(bodiesOf('/v2/users/acc-1/validatePhoneVerification').at(-1)).toEqual({
      code: GOOD_CODE,
    });
    await waitFor(() => expect(dirty.last).toBe(false));

    await user.click(screen.getByRole('button', { name: t('account.settings.close') }));
    const focused6 = await heading(PHONE);
    await waitFor(() => expect(document.activeElement).toBe(focused6));
  });

  test('a new number needs the password: a wrong one is said, the right one saves it', async () => {
    const user = userEvent.setup();
    const dirty = renderCard((onDirty) => <PhoneSettings account={ACCOUNT} onDirty={onDirty} />);
    await user.click(screen.getByRole('button', { name: t('account.settings.phone.change') }));
    const focused7 = await heading(t('account.settings.phone.change'));
    await waitFor(() => expect(document.activeElement).toBe(focused7));

    await user.type(
      screen.getByLabelText(t('account.settings.phone.newPhone')),
      '+44 20 7946 0001',
    );
    await waitFor(() => expect(dirty.last).toBe(true));
    const password = screen.getByLabelText(t('account.settings.phone.password'), {
      selector: 'input',
    });
    await user.type(password, 'wrong password');
    await user.click(screen.getByRole('button', { name: t('account.settings.phone.save') }));
    expect(await screen.findByText('The password is not correct.')).toBeDefined();

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(screen.getByRole('button', { name: t('account.settings.phone.save') }));
    expect(await screen.findByText(t('account.settings.phone.changed'))).toBeDefined();
    const focused8 = await heading(PHONE);
    await waitFor(() => expect(document.activeElement).toBe(focused8));
    expect(dirty.last).toBe(false);
  });

  test('cancel goes back to the number', async () => {
    const user = userEvent.setup();
    renderCard((onDirty) => <PhoneSettings account={ACCOUNT} onDirty={onDirty} />);
    await user.click(screen.getByRole('button', { name: t('account.settings.phone.change') }));
    await user.click(screen.getByRole('button', { name: t('account.settings.phone.cancel') }));
    const focused9 = await heading(PHONE);
    await waitFor(() => expect(document.activeElement).toBe(focused9));
  });
});

describe('the password change', () => {
  test('changed: the confirmation takes the focus; closing it returns to the form', async () => {
    const user = userEvent.setup();
    const dirty = renderCard((onDirty) => <PasswordChange accountId="acc-1" onDirty={onDirty} />);
    const field = (id: Parameters<typeof t>[0]) =>
      screen.getByLabelText(t(id), { selector: 'input' });
    await user.type(field('account.settings.password.current'), 'Old password 1!');
    await user.type(field('account.settings.password.new'), 'New password 2@x');
    await user.type(field('account.settings.password.repeat'), 'New password 2@x');
    await waitFor(() => expect(dirty.last).toBe(true));
    await user.click(screen.getByRole('button', { name: t('account.settings.password.submit') }));

    const doneTitle = await heading(t('account.settings.password.doneTitle'));
    await waitFor(() => expect(document.activeElement).toBe(doneTitle));
    expect(screen.getByText(t('account.settings.password.done'))).toBeDefined();
    expect(dirty.last).toBe(false);

    await user.click(screen.getByRole('button', { name: t('account.settings.close') }));
    await waitFor(() =>
      expect(document.activeElement).toBe(field('account.settings.password.current')),
    );
  });
});
