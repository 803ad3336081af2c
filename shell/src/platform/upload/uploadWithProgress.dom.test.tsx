import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { makeStore, selectIsLoggedIn } from '@portal/shell/platform';
import { resetRuntimeConfig } from '../runtimeConfig';
import { account, MemoryStorage } from '../test-utils';
import { uploadWithProgress } from './uploadWithProgress';

// A real HTTP server stands in for the API: the upload goes over jsdom's XMLHttpRequest, the
// refresh over fetch, as in the browser.
interface Seen {
  path: string;
  authorization?: string;
  language?: string;
  bytes: number;
}
let server: Server;
let apiBase = '';
let seen: Seen[] = [];
let refreshAnswer = 200;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Authorization, Accept-Language, Content-Type',
    );
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const body = await readBody(request);
    seen.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      language: request.headers['accept-language'],
      bytes: body.length,
    });
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (request.url === '/v2/auth/refreshtoken') {
      if (refreshAnswer !== 200) return json(refreshAnswer, { code: 'UNAUTHORIZED' });
      return json(200, { token: 'new-token', refreshToken: 'refresh-2', tokenTtl: 900 });
    }
    if (request.headers.authorization !== 'Bearer new-token') {
      return json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    json(201, { id: 'asset-1', size: body.length });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen = [];
  refreshAnswer = 200;
  resetRuntimeConfig();
  // The runtime config names the API; every other request goes to the network.
  const network = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    input === 'runtime-config.json'
      ? Promise.resolve(Response.json({ apiBase, remotes: {} }))
      : network(input, init),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A signed-in session, in French, whose access token the server no longer takes. */
function signedInStore() {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries({
    token: 'old-token',
    refreshToken: 'refresh-1',
    tokenTtl: '900',
    loginTime: String(Date.now()),
    id: 'acc-1',
    origin: 'realty',
    account: JSON.stringify(account()),
    locale: 'fr',
  }))
    storage.setItem(key, value);
  return makeStore(storage);
}

function photo(size = 256 * 1024) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(size)], { type: 'image/jpeg' }), 'photo.jpg');
  return body;
}

it('refreshes a rejected token once, sends the upload again with the new one and reports its progress', async () => {
  const store = signedInStore();
  const progress: number[] = [];
  const answer = await store.dispatch(
    uploadWithProgress({
      path: '/v2/resources/assets?kind=photo',
      body: photo(),
      onProgress: (fraction) => progress.push(fraction),
    }),
  );

  expect(answer).toMatchObject({ id: 'asset-1' });
  expect(seen.map((request) => [request.path, request.authorization])).toEqual([
    ['/v2/resources/assets?kind=photo', 'Bearer old-token'],
    ['/v2/auth/refreshtoken', undefined],
    ['/v2/resources/assets?kind=photo', 'Bearer new-token'],
  ]);
  // The server's texts come in the portal's language, as for the api slice's calls.
  expect(seen[2]!.language).toBe('fr-FR');
  expect(seen[2]!.bytes).toBeGreaterThan(256 * 1024);
  expect(store.getState().session.token).toBe('new-token');
  // Progress climbs to the whole file (jsdom sends FormData without a length, so it reports only
  // the end; a browser reports the fractions between).
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.at(-1)).toBe(1);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);
});

it('signs out and rejects with the session-expired error when the refresh is refused', async () => {
  refreshAnswer = 401;
  const store = signedInStore();
  await expect(
    store.dispatch(
      uploadWithProgress({
        path: '/v2/resources/assets?kind=logo',
        body: photo(10),
        onProgress() {},
      }),
    ),
  ).rejects.toMatchObject({ status: 401 });
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  expect(seen.filter((request) => request.path.startsWith('/v2/resources'))).toHaveLength(1);
});
