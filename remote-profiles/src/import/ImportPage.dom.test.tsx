import { useState } from 'react';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import type { TImport } from '@portal/shared/api/imports';
import { PROFILE_CSV_HEADERS } from '@portal/shared/profiles/csv-columns';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import validationEn from '@portal/shared/i18n/validation/en-us';
import importEn from '@portal/shared/i18n/delivery/import/en-us';
import { makeStore } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import ImportPage from './ImportPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PREVIEW: TImport = {
  id: '6f1c1f9e-2b7a-4c1e-9a47-0c8f5b1d2e3f',
  fileName: 'agents.csv',
  status: 'preview',
  createdAt: '2026-11-29T07:00:00.000Z',
  headers: ['Login phone', 'Company', 'E-mail'],
  mapping: ['loginPhoneNumber', 'name', 'outroEmail'],
  duplicates: 'update',
  locked: ['logo'],
  totals: { rows: 5, toAdd: 3, toUpdate: 0, toSkip: 0, invalid: 1, duplicates: 1, noSeat: 0 },
  seats: { total: 20, used: 5, free: 15 },
  progress: null,
  summary: null,
};
const PROBLEMS = {
  total: 2,
  rows: [
    {
      line: 3,
      cells: { loginPhoneNumber: '+15550100003', name: 'Acme', outroEmail: 'nobody' },
      outcome: 'invalid',
      errors: { outroEmail: 'validation.email.format' },
    },
    {
      line: 5,
      cells: { loginPhoneNumber: '+15550100001', name: 'Acme', outroEmail: 'a@acme.test' },
      outcome: 'duplicate',
      errors: {},
      duplicateOf: 2,
    },
  ],
};

/**
 * The import API as the contract says (shared/src/api/imports.ts): the upload (over
 * XMLHttpRequest, for its progress) answers the preview; apply queues the job, which runs on the
 * next read and is done on the one after.
 */
function stubApi() {
  const applied: unknown[] = [];
  let reads = 0;
  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === `/v2/imports/${PREVIEW.id}/rows`) {
      expect(url.searchParams.get('only')).toBe('problems');
      return Response.json(PROBLEMS);
    }
    if (path === `/v2/imports/${PREVIEW.id}/apply`) {
      applied.push(await request.json());
      return Response.json({ ...PREVIEW, status: 'queued' }, { status: 202 });
    }
    if (path === `/v2/imports/${PREVIEW.id}`) {
      reads += 1;
      return Response.json(
        reads === 1
          ? { ...PREVIEW, status: 'running', progress: { done: 1, total: 3 } }
          : {
              ...PREVIEW,
              status: 'done',
              progress: null,
              summary: { added: 3, updated: 0, skipped: 2, failed: 0 },
            },
      );
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('runtime-config.json')
      ? Response.json({ apiBase: 'http://api.test', remotes: {} })
      : answer(new Request(input, init)),
  );
  /** Just what uploadWithProgress uses of XMLHttpRequest. */
  class FakeXhr {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload = new EventTarget();
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = '';
    open(method: string, url: string) {
      this.target = `${method} ${url}`;
    }
    setRequestHeader() {}
    send(body: FormData) {
      expect(this.target).toBe('POST http://api.test/v2/imports');
      expect((body.get('file') as File).name).toBe('agents.csv');
      setTimeout(() => {
        this.upload.dispatchEvent(new Event('load'));
        this.status = 201;
        this.response = PREVIEW;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return applied;
}

/** The page as the users tab shows it: the import's id moves into the address once read. */
function Page() {
  const [id, setId] = useState<string | null>(null);
  return <ImportPage importId={id} onImported={setId} usersPath="/" newImportPath="?import" />;
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={
          { ...platformEn, ...validationEn, ...importEn, ...profilesEn } as Record<string, string>
        }
      >
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

test('a file uploaded shows its preview with the refusal at its cell; applied, its progress and then its summary', async () => {
  const applied = stubApi();
  const user = userEvent.setup();
  renderPage();

  const file = new File(['Login phone,Company,E-mail\n'], 'agents.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), file);

  const heading = await screen.findByRole('heading', { name: 'Preview of agents.csv' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(screen.getByText('3 will be added, 1 duplicate, 1 with errors.')).toBeTruthy();
  expect(screen.getByText(/Set by your company’s brand kit.*: Logo\./)).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Column “E-mail”' })).toHaveProperty(
    'value',
    'outroEmail',
  );

  // The refusal stands in the e-mail cell of line 3, in the wizard's words.
  const table = await screen.findByRole('table', { name: 'Rows to check' });
  const line3 = within(table).getByRole('row', { name: /^3 / });
  const cells = within(line3).getAllByRole('cell');
  expect(cells.at(-1)?.textContent).toBe('nobody' + validationEn['validation.email.format']);
  // And under its outcome, named by its column: a phone sees it without scrolling sideways.
  const refusal = within(line3).getByRole('listitem');
  expect(refusal.textContent).toBe(
    `${PROFILE_CSV_HEADERS['en-us'].outroEmail}: ${validationEn['validation.email.format']}`,
  );
  expect(refusal.closest('td')).toBe(cells[0]);
  expect(within(table).getByText('Not imported: same login phone as line 2')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Import 3 agents' }));
  expect(applied).toEqual([{ count: 3 }]);
  const progress = await screen.findByRole('progressbar', { name: 'Importing agents.csv' });
  await waitFor(() => expect(document.activeElement).toBe(progress.closest('section')));
  expect(screen.getByText('Waiting to start…')).toBeTruthy();
  // Queued, then asked for again: running, then done.
  expect(await screen.findByText('1 row of 3 handled', {}, { timeout: 5000 })).toBeTruthy();
  expect(progress).toHaveProperty('value', 1);
  // The job is followed until it ends.
  expect(
    await screen.findByText('3 added, 0 updated, 2 skipped.', {}, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Text the app link to the 3 new agents' }),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: /failed row/ })).toBeNull();
});

test('beyond the free seats the preview says how many fit and offers more seats; a column re-mapped by hand is sent and its answer shown', async () => {
  const crowded: TImport = {
    ...PREVIEW,
    totals: { ...PREVIEW.totals, toAdd: 2, invalid: 0, duplicates: 0, noSeat: 3 },
    seats: { total: 5, used: 3, free: 2 },
  };
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === `/v2/imports/${PREVIEW.id}/rows`) return Response.json({ rows: [], total: 0 });
    if (path === `/v2/imports/${PREVIEW.id}` && request.method === 'GET')
      return Response.json(crowded);
    if (path === `/v2/imports/${PREVIEW.id}` && request.method === 'PUT') {
      const body = (await request.json()) as { mapping: TImport['mapping'] };
      puts.push(body);
      return Response.json({
        ...crowded,
        mapping: body.mapping,
        totals: { ...crowded.totals, toAdd: 1 },
      });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={
          { ...platformEn, ...validationEn, ...importEn, ...profilesEn } as Record<string, string>
        }
      >
        <MemoryRouter>
          <ImportPage
            importId={PREVIEW.id}
            onImported={() => undefined}
            usersPath="/"
            newImportPath="?import"
          />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );

  expect(await screen.findByText('2 will be added, 3 beyond your seats.')).toBeTruthy();
  expect(
    screen.getByText(
      '2 seats are free on your plan: 2 new agents fit, 3 do not and will not be added.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add users to the plan' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Import 2 agents' })).toBeTruthy();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Column “E-mail”' }), 'Ignore');
  expect(puts).toEqual([{ mapping: ['loginPhoneNumber', 'name', null] }]);
  expect(await screen.findByRole('button', { name: 'Import 1 agent' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Column “E-mail”' })).toHaveProperty('value', '');
  expect(screen.getByText('No row has a problem.')).toBeTruthy();
});

test('the problem rows come a page at a time; at the last page "Next rows" keeps the focus', async () => {
  const offsets: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const url = new URL(new Request(input, init).url);
    if (url.pathname === `/v2/imports/${PREVIEW.id}/rows`) {
      const offset = Number(url.searchParams.get('offset'));
      offsets.push(`${offset}/${url.searchParams.get('limit')}`);
      const lines = Array.from({ length: Math.min(25, 30 - offset) }, (_, i) => offset + i + 2);
      return Response.json({
        total: 30,
        rows: lines.map((line) => ({ line, cells: {}, outcome: 'invalid', errors: {} })),
      });
    }
    if (url.pathname === `/v2/imports/${PREVIEW.id}`) return Response.json(PREVIEW);
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={
          { ...platformEn, ...validationEn, ...importEn, ...profilesEn } as Record<string, string>
        }
      >
        <MemoryRouter>
          <ImportPage
            importId={PREVIEW.id}
            onImported={() => undefined}
            usersPath="/"
            newImportPath="?import"
          />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );

  expect(await screen.findByText('Rows 1–25 of 30')).toBeTruthy();
  const next = screen.getByRole('button', { name: 'Next rows' });
  next.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Rows 26–30 of 30')).toBeTruthy();
  expect(await screen.findByRole('row', { name: /^31 / })).toBeTruthy();
  expect(offsets).toEqual(['0/25', '25/25']);
  await waitFor(() => expect(document.activeElement).toBe(next));
  expect(next.getAttribute('aria-disabled')).toBe('true');
});

test('a pasted list is sent as text; an empty one is refused at once, in the validation words', async () => {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('runtime-config.json'))
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/v2/imports' && request.method === 'POST') {
      sent.push(await request.json());
      return Response.json({ ...PREVIEW, fileName: 'pasted.csv' }, { status: 201 });
    }
    if (path === `/v2/imports/${PREVIEW.id}/rows`) return Response.json({ rows: [], total: 0 });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  const user = userEvent.setup();
  renderPage();

  const check = screen.getByRole('button', { name: 'Check the list' });
  await user.click(check);
  expect((await screen.findByRole('alert')).textContent).toBe(importEn['validation.import.empty']);
  expect(sent).toEqual([]);

  const list = 'Login phone;Company\n+15550100001;Acme';
  await user.type(screen.getByRole('textbox', { name: 'Or paste a list' }), list);
  await user.click(check);
  expect(sent).toEqual([{ text: list }]);
  const heading = await screen.findByRole('heading', { name: 'Preview of pasted.csv' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});

test('an import the account does not have (another account’s, remembered by this browser) gives way to a new one', async () => {
  localStorage.setItem('portal.profiles.import', PREVIEW.id);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).includes('runtime-config.json')
      ? Response.json({ apiBase: 'http://api.test', remotes: {} })
      : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
  );
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={
          { ...platformEn, ...validationEn, ...importEn, ...profilesEn } as Record<string, string>
        }
      >
        <MemoryRouter>
          <ImportPage
            importId={PREVIEW.id}
            onImported={() => undefined}
            usersPath="/"
            newImportPath="?import"
          />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  expect(await screen.findByLabelText('Spreadsheet (CSV or XLSX)')).toBeTruthy();
  expect(localStorage.getItem('portal.profiles.import')).toBeNull();
});

test('the totals name only what happens to some rows, and always what is added', () => {
  const intl = createIntl({ locale: 'en-US', messages: profilesEn as Record<string, string> });
  const none = { toAdd: 0, toUpdate: 0, toSkip: 0, duplicates: 0, invalid: 0, noSeat: 0 };
  const say = (totals: Partial<typeof none>) =>
    intl.formatMessage({ id: 'profiles.import.totals' }, { ...none, ...totals });
  expect(say({ invalid: 2 })).toBe('No agent will be added, 2 with errors.');
  expect(say({ toAdd: 1, toSkip: 1, noSeat: 4 })).toBe(
    '1 will be added, 1 already exists and will be skipped, 4 beyond your seats.',
  );
});
