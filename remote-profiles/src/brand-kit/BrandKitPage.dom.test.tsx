import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import kitOnDemandEn from '@portal/shared/i18n/kit-on-demand/en-us';
import validationEn from '@portal/shared/i18n/validation/en-us';
import { makeStore } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import BrandKitPage from './BrandKitPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPTY_KIT = { locked: [], logoUrl: null, version: 0, updatedAt: null };

/** The API: the account, an empty kit (or `kit()`), and PUT /v2/brand-kit answering `put`. */
function stubApi(
  put: (body: Record<string, unknown>) => Response,
  kit: () => Record<string, unknown> = () => EMPTY_KIT,
) {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/v2/users/me')
      return Response.json({
        id: 'acc-1',
        email: 'demo@example.com',
        origin: 'realty',
        isValidSubscription: true,
        subscription: { type: 'local', status: 'ACTIVE', availableUsers: 20, graceExpires: null },
      });
    if (path === '/v2/brand-kit' && request.method === 'GET') return Response.json(kit());
    if (path === '/v2/brand-kit' && request.method === 'PUT') {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return put(body);
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  return puts;
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={
          { ...platformEn, ...kitOnDemandEn, ...validationEn, ...profilesEn } as Record<
            string,
            string
          >
        }
      >
        <MemoryRouter>
          <BrandKitPage />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

test('a franchise fills the colours; a locked colour is saved with `locked` and the profiles updated are said', async () => {
  const puts = stubApi((body) =>
    Response.json({ ...EMPTY_KIT, ...body, version: 1, profilesUpdated: 12 }),
  );
  const user = userEvent.setup();
  renderPage();

  await user.click(await screen.findByRole('radio', { name: 'Keller Williams' }));
  const primary = screen.getByRole('textbox', { name: 'Primary color' });
  expect(primary).toHaveProperty('value', '#B40101');
  expect(screen.getByRole('textbox', { name: 'Secondary color' })).toHaveProperty(
    'value',
    '#000000',
  );

  await user.clear(primary);
  await user.type(primary, '#123ABC');
  await user.click(screen.getByRole('checkbox', { name: 'Lock “Primary color”' }));
  await user.click(screen.getByRole('button', { name: 'Save the brand kit' }));

  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Saved: 12 profiles updated'),
  );
  expect(puts).toHaveLength(1);
  expect(puts[0]).toMatchObject({
    groupConfiguration: 'kw',
    color_primary: '#123ABC',
    color_secondary: '#000000',
    locked: ['color_primary'],
  });
  // A text box left empty is not set: it is not sent as ''.
  expect(puts[0]).not.toHaveProperty('name');
});

test("the server's refusal is shown at its field", async () => {
  stubApi(() =>
    Response.json(
      {
        message: 'Validation failed',
        code: 'VALIDATION',
        fields: { outroWebsite: 'Enter a website address such as www.example.com' },
      },
      { status: 400 },
    ),
  );
  const user = userEvent.setup();
  renderPage();
  await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'www.harbour.example');
  await user.click(screen.getByRole('button', { name: 'Save the brand kit' }));
  const website = screen.getByRole('textbox', { name: 'Website' });
  await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Enter a website address such as www.example.com')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('');
});

test('a change still being written to many profiles is said so, with no count, until it ends', async () => {
  let written = false;
  const running = { jobId: 'job-1', status: 'running', progress: { done: 500, total: 4000 } };
  stubApi(
    (body) => Response.json({ ...EMPTY_KIT, ...body, version: 1, propagation: running }),
    () =>
      written
        ? {
            ...EMPTY_KIT,
            version: 1,
            propagation: { jobId: 'job-1', status: 'done', profilesUpdated: 3999 },
          }
        : EMPTY_KIT,
  );
  const user = userEvent.setup();
  renderPage();
  await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'www.harbour.example');
  await user.click(screen.getByRole('button', { name: 'Save the brand kit' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Saved: updating the profiles…'),
  );
  // The page asks again while the job runs; once it ended, the count is known.
  written = true;
  await waitFor(
    () => expect(screen.getByRole('status').textContent).toBe('Saved: 3,999 profiles updated'),
    { timeout: 10_000 },
  );
});

test('the outro preview beside the form follows it live: the primary colour, the extra line, a sample agent', async () => {
  stubApi(() => Response.json({}));
  const user = userEvent.setup();
  renderPage();

  const preview = await screen.findByRole('complementary', { name: 'Outro preview' });
  const card = within(preview).getByRole('figure', { name: 'End card of the videos' });
  expect(within(card).getByText("Agent's name")).toBeTruthy();
  const band = () => card.querySelector<HTMLElement>('.outro-band')!.style.background;
  expect(band()).not.toBe('rgb(18, 58, 188)');

  const primary = screen.getByRole('textbox', { name: 'Primary color' });
  await user.clear(primary);
  await user.type(primary, '#123ABC');
  expect(band()).toBe('rgb(18, 58, 188)');

  await user.type(screen.getByRole('textbox', { name: 'Extra line' }), 'Licence 42');
  expect(within(card).getByText('Licence 42')).toBeTruthy();
});
