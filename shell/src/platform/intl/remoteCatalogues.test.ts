import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/shared/i18n/locales';
import type * as Registry from './registry';

// Each case is a fresh page: no language in use yet, no namespace registered.
let registry: typeof Registry;
beforeEach(async () => {
  vi.resetModules();
  registry = await import('./registry');
});
// The worker's module cache is shared with the next test files: leave no page of ours in it.
afterAll(() => vi.resetModules());

/** A remote's per-language modules, as its `import('./fr')` lines give them; records each download. */
function languageModules(texts: Partial<Record<Locale, Record<string, string>>>) {
  const downloaded: Locale[] = [];
  const modules = Object.fromEntries(
    Object.entries(texts).map(([locale, catalogue]) => [
      locale,
      async () => {
        downloaded.push(locale as Locale);
        return { default: catalogue };
      },
    ]),
  ) as Record<Locale, () => Promise<{ default: Record<string, string> }>>;
  return { downloaded, modules };
}

it("registers a remote's texts and downloads only the language in use", async () => {
  const { downloaded, modules } = languageModules({
    'en-us': { 'shop.title': 'Shop' },
    fr: { 'shop.title': 'Boutique' },
    de: { 'shop.title': 'Laden' },
  });

  registry.remoteCatalogues('shop', modules);
  await registry.loadCatalogues('fr');

  expect(registry.messagesOf('fr')['shop.title']).toBe('Boutique');
  expect(downloaded).toEqual(['fr']);
});

it('gives a language the remote has no catalogue for its English texts', async () => {
  // A remote deployed before the platform learnt a language has no module for it.
  const { downloaded, modules } = languageModules({ 'en-us': { 'older.title': 'Older remote' } });

  const load = registry.remoteCatalogues('older', modules);
  await registry.loadCatalogues('it');

  expect(registry.messagesOf('it')['older.title']).toBe('Older remote');
  expect(downloaded).toEqual(['en-us']);
  expect(await load('en-us')).toEqual({ 'older.title': 'Older remote' });
});
