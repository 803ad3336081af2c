import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import { DEFAULT_STORE_URLS } from '@portal/shared/constants';
import {
  checkRuntimeConfig,
  loadApiBase,
  loadRuntimeConfig,
  resetRuntimeConfig,
  RUNTIME_CONFIG_META,
} from './runtimeConfig';

function configServer(answers: Array<() => Response>) {
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(init);
    return answers[Math.min(calls.length - 1, answers.length - 1)]!();
  });
  return calls;
}

const config = (profiles: string) => () =>
  Response.json({ apiBase: 'https://api.example.com/', remotes: { profiles, bogus: 1 } });

beforeEach(() => resetRuntimeConfig());
afterEach(() => vi.unstubAllGlobals());

describe('runtime config', () => {
  it('is fetched once, without the HTTP cache, and normalised', async () => {
    const calls = configServer([config('/remotes/profiles/mf-manifest.json')]);

    const first = await loadRuntimeConfig();
    await loadRuntimeConfig();

    expect(calls).toEqual([{ cache: 'no-cache' }]);
    expect(first).toEqual({
      apiBase: 'https://api.example.com',
      remotes: { profiles: '/remotes/profiles/mf-manifest.json' },
      // The store pages of the users tab's QR codes fall back to the defaults.
      ...DEFAULT_STORE_URLS,
    });
  });

  it('is fetched again on demand, so a retry sees a fixed config', async () => {
    configServer([config('http://127.0.0.1:1/mf-manifest.json'), config('/fixed.json')]);

    await loadRuntimeConfig();
    const fresh = await loadRuntimeConfig({ fresh: true });

    expect(fresh.remotes.profiles).toBe('/fixed.json');
  });

  it('does not keep a failure', async () => {
    configServer([() => new Response('down', { status: 503 }), config('/ok.json')]);

    await expect(loadRuntimeConfig()).rejects.toThrow('HTTP 503');
    expect((await loadRuntimeConfig()).remotes.profiles).toBe('/ok.json');
  });

  it("a remote's standalone page reads the shell's config where the page names it, payments included", async () => {
    // The page is /remotes/checkout/: nothing beside it, the shell's config at / (rspack.base.ts).
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === `meta[name="${RUNTIME_CONFIG_META}"]`
          ? { content: '/runtime-config.json' }
          : null,
    });
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return url === '/runtime-config.json'
        ? Response.json({ payments: { provider: 'stripe', stripePublishableKey: 'pk_test_1' } })
        : new Response('missing', { status: 404 });
    });

    const loaded = await loadRuntimeConfig();

    expect(urls).toEqual(['/runtime-config.json']);
    expect(loaded.payments).toEqual({ provider: 'stripe', stripePublishableKey: 'pk_test_1' });
  });

  it("falls back to the page's own origin for the API when there is no config", async () => {
    configServer([() => new Response('missing', { status: 404 })]);
    expect(await loadApiBase()).toBe('');
  });
});

describe("the shell's reader of the config (no zod on the first screen)", () => {
  const samples: unknown[] = [
    {},
    { apiBase: 'https://api.example.com', remotes: { auth: '/a.json' }, extra: true },
    { apiBase: 7 },
    { apiBase: null },
    { remotes: [] },
    { remotes: 'x' },
    { payments: { provider: 'local' } },
    { payments: { provider: 'stripe', stripePublishableKey: 'pk_test_1', other: 1 } },
    { payments: { provider: 'paypal' } },
    { payments: { provider: 'stripe', stripePublishableKey: 5 } },
    { payments: null },
    { payments: 'stripe' },
    { appStoreUrl: 'https://apps.example.com/x', playStoreUrl: 'https://play.example.com/y' },
    { appStoreUrl: 1 },
    { playStoreUrl: null },
    null,
    [],
    'config',
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'gives the shared schema’s verdict on %s',
    (_name, sample) => {
      const expected = ZRuntimeConfig.safeParse(sample);
      if (expected.success) expect(checkRuntimeConfig(sample)).toEqual(expected.data);
      else expect(() => checkRuntimeConfig(sample)).toThrow(/^runtime-config\.json: /);
    },
  );
});
