import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import { account, loginResponse } from '../platform/test-utils';
import { PortalFrame } from '../frame/PortalFrame';
import { RequireSession } from './RequireSession';

// The remote modules stand in as their names: what matters is which one the shell shows.
vi.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ module }: { module: string }) => <p>module {module}</p>,
  preloadRemoteModule: () => undefined,
}));

let me: TAccount;
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: 'http://api.test' });
    return Response.json(me);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(url: string, secondFactor: TAccount['secondFactor']) {
  me = { ...account(), role: 'admin', secondFactor } as TAccount;
  const store = makeStore();
  store.dispatch(loginSucceeded(loginResponse(me)));
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={platformEn as Record<string, string>}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route element={<RequireSession />}>
              <Route path="/additional-info" element={<PortalFrame />} />
              <Route path="/brand-kit" element={<p>brand kit</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

test.each(['/additional-info?tab=users', '/additional-info?tab=settings', '/brand-kit'])(
  'required and not set up: %s shows the set-up alone, no tab',
  async (url) => {
    renderAt(url, { required: true, enrolled: false });
    expect(await screen.findByText('module ./SecondFactorSetupPage')).toBeDefined();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.queryByText('brand kit')).toBeNull();
  },
);

test('set up, or not required: the page asked for', async () => {
  renderAt('/additional-info?tab=users', { required: true, enrolled: true });
  expect(await screen.findByText('module ./UsersTab')).toBeDefined();
  cleanup();
  renderAt('/brand-kit', { required: false, enrolled: false });
  expect(await screen.findByText('brand kit')).toBeDefined();
  expect(screen.queryByText('module ./SecondFactorSetupPage')).toBeNull();
});
