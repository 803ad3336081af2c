import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import authEn from '../i18n/en-us';
import pageEn from './i18n/en-us';
import SecondFactorRecoveryPage from './SecondFactorRecoveryPage';

// The lost-factor link's page on the real store and api slice; the API is a stub.

let asked: { path: string; body: unknown }[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: 'http://api.test' });
    const request = new Request(input, init);
    const body = JSON.parse((await request.text()) || 'null') as { token?: string } | null;
    asked.push({ path: new URL(request.url).pathname, body });
    return body?.token === 'good'
      ? Response.json({ completesAt: '2026-12-02T14:00:00Z' })
      : Response.json(
          {
            message: 'This recovery link is not valid or has expired.',
            code: 'SECOND_FACTOR_RECOVERY_LINK_INVALID',
          },
          { status: 400 },
        );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        timeZone="UTC"
        messages={{ ...platformEn, ...authEn, ...pageEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={[url]}>
          <SecondFactorRecoveryPage />
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

test('nothing starts by opening the link: the person confirms, and is told when and that the owner knows', async () => {
  const user = userEvent.setup();
  renderAt('/second-factor-recovery?token=good');
  expect(asked).toEqual([]);
  await user.click(
    screen.getByRole('button', { name: pageEn['auth.secondFactorRecovery.confirm'] }),
  );
  const done = await screen.findByRole('heading', {
    name: pageEn['auth.secondFactorRecovery.doneTitle'],
  });
  await waitFor(() => expect(document.activeElement).toBe(done));
  expect(screen.getByText(/Wednesday, December 2, 2026/)).toBeDefined();
  expect(screen.getByText(pageEn['auth.secondFactorRecovery.ownerTold'])).toBeDefined();
  expect(asked).toEqual([{ path: '/v2/auth/second-factor/lost/confirm', body: { token: 'good' } }]);
});

test('a link that is no longer valid says so', async () => {
  const user = userEvent.setup();
  renderAt('/second-factor-recovery?token=old');
  await user.click(
    screen.getByRole('button', { name: pageEn['auth.secondFactorRecovery.confirm'] }),
  );
  expect(await screen.findByText('This recovery link is not valid or has expired.')).toBeDefined();
});

test('without a token: where the link comes from', () => {
  renderAt('/second-factor-recovery');
  expect(screen.getByText(pageEn['auth.secondFactorRecovery.noToken'])).toBeDefined();
  expect(screen.queryByRole('button')).toBeNull();
});
