import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import authEn from '../../i18n/en-us';
import { passkeysAvailable, stopConditional } from './conditional';
import { PasskeySignIn } from './PasskeySignIn';

// The login page's passkey sign-in on the real store and api slice; the API and the browser's
// WebAuthn are stubs.

const SIGNED_IN: TLoginResponse = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  tokenTtl: 900,
  user: {
    id: 'acc-1',
    email: 'ana@agency.com',
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+1 415 555 0199',
    phoneVerified: true,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: false,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 3, graceExpires: null },
  },
};

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What the authenticator answers with the person's passkey 'cred-1'. */
const passkeyCredential = () => ({
  id: 'cred-1',
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
  response: {
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    authenticatorData: bytes('auth-data'),
    signature: bytes('signature'),
    userHandle: bytes('a:acc-1'),
  },
});

let asked: { path: string; body: unknown }[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: 'http://api.test' });
    const request = new Request(input, init);
    const body = JSON.parse((await request.text()) || 'null') as unknown;
    const path = new URL(request.url).pathname;
    asked.push({ path, body });
    if (path === '/v2/auth/passkey/options')
      return Response.json({
        challenge: 'Y2hhbGxlbmdl',
        rpId: 'localhost',
        userVerification: 'required',
      });
    return Response.json(SIGNED_IN);
  });
});
afterEach(() => {
  cleanup();
  stopConditional();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** A browser with WebAuthn, a platform authenticator and passkeys in autofill. */
function withWebAuthn(get: (options: CredentialRequestOptions) => Promise<unknown>) {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
      isConditionalMediationAvailable: async () => true,
    }),
  );
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
}

function Portal() {
  return <p>{`portal at ${useLocation().pathname}`}</p>;
}

function renderSignIn() {
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
                <>
                  <input aria-label="E-mail" autoComplete="username webauthn" />
                  <PasskeySignIn autofill />
                </>
              }
            />
            <Route path="*" element={<Portal />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

/** Once the browser has said whether it can use passkeys, and the page has shown its answer. */
const browserAnswered = () =>
  act(async () => {
    await passkeysAvailable();
  });

/** Nothing on the page speaks of passkeys: the e-mail field is all there is. */
function expectNoPasskeyWord() {
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDefined();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByText(/passkey/i)).toBeNull();
}

test('where the browser or app has no WebAuthn, the login page shows no passkey button and no line about it', async () => {
  renderSignIn();
  await browserAnswered();
  expectNoPasskeyWord();
  expect(asked).toEqual([]);
});

test('a browser with WebAuthn but no passkey of this device (headless Chromium, some webviews): nothing about passkeys either', async () => {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isUserVerifyingPlatformAuthenticatorAvailable: async () => false,
      isConditionalMediationAvailable: async () => false,
    }),
  );
  renderSignIn();
  await browserAnswered();
  expectNoPasskeyWord();
  expect(asked).toEqual([]);
});

test('a browser that has already said it can use passkeys shows the button in the page’s first render', async () => {
  withWebAuthn(() => new Promise(() => {}));
  await passkeysAvailable();
  renderSignIn();
  expect(screen.getByRole('button', { name: authEn['auth.passkey.signIn'] })).toBeDefined();
});

test('a passkey picked in the e-mail field’s autofill signs the person in, no password', async () => {
  let request: CredentialRequestOptions | undefined;
  withWebAuthn(async (options) => {
    request = options;
    return passkeyCredential();
  });
  renderSignIn();
  expect(await screen.findByRole('button', { name: authEn['auth.passkey.signIn'] })).toBeDefined();
  expect(await screen.findByText(/^portal at \//)).toBeDefined();
  expect(request?.mediation).toBe('conditional');
  expect(request?.publicKey?.allowCredentials).toEqual([]);
  expect(new TextDecoder().decode(request?.publicKey?.challenge as Uint8Array)).toBe('challenge');
  const sent = asked.find(({ path }) => path === '/v2/auth/passkey');
  expect(sent?.body).toMatchObject({
    response: {
      id: 'cred-1',
      rawId: 'Y3JlZC0x',
      type: 'public-key',
      response: { signature: 'c2lnbmF0dXJl', userHandle: 'YTphY2MtMQ' },
    },
  });
});

test('the autofill request ends when the person signs in another way', async () => {
  let signal: AbortSignal | undefined;
  withWebAuthn(
    (options) =>
      new Promise((_resolve, reject) => {
        signal = options.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  renderSignIn();
  await waitFor(() => expect(signal).toBeDefined());
  expect(signal!.aborted).toBe(false);
  stopConditional();
  expect(signal!.aborted).toBe(true);
  expect(asked.map(({ path }) => path)).not.toContain('/v2/auth/passkey');
  // Nothing is said: the other way goes on.
  expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
});

test('the button: a dialog the person closes is said as such; the next try signs them in', async () => {
  let tries = 0;
  withWebAuthn(async (options) => {
    if (options.mediation === 'conditional') return new Promise(() => {});
    tries += 1;
    if (tries === 1) throw new DOMException('closed', 'NotAllowedError');
    return passkeyCredential();
  });
  renderSignIn();
  const button = await screen.findByRole('button', { name: authEn['auth.passkey.signIn'] });
  button.click();
  expect(await screen.findByText(authEn['auth.passkey.cancelled'])).toBeDefined();
  expect(asked.map(({ path }) => path)).not.toContain('/v2/auth/passkey');
  (await screen.findByRole('button', { name: authEn['auth.passkey.signIn'] })).click();
  expect(await screen.findByText(/^portal at \//)).toBeDefined();
  expect(asked.find(({ path }) => path === '/v2/auth/passkey')?.body).toMatchObject({
    response: { id: 'cred-1', rawId: 'Y3JlZC0x' },
  });
});
