import { describe, expect, it } from 'vitest';
import type { Locale } from '@portal/shared/i18n/locales';
import { cataloguesLoaded, loadCatalogues, messagesOf, registerMessages } from './registry';

/** A remote's catalogue loader that records what it was asked for. */
function remoteCatalogue(texts: Partial<Record<Locale, Record<string, string>>>) {
  const asked: Locale[] = [];
  const loader = async (locale: Locale) => {
    asked.push(locale);
    return texts[locale] ?? {};
  };
  return { asked, loader };
}

describe('messages registered per remote', () => {
  it("merges a remote's messages with the platform's, in the language in use", async () => {
    await loadCatalogues('en-us');
    const profiles = remoteCatalogue({
      'en-us': { 'demo.greeting': 'Hello' },
      de: { 'demo.greeting': 'Hallo' },
    });

    registerMessages('demo', profiles.loader);
    await loadCatalogues('en-us');

    expect(messagesOf('en-us')['demo.greeting']).toBe('Hello');
    expect(messagesOf('en-us')['common.retry']).toBe('Retry');
    expect(profiles.asked).toEqual(['en-us']);
  });

  it('a language switch loads every registered namespace before it shows', async () => {
    expect(cataloguesLoaded('de')).toBe(false);

    await loadCatalogues('de');

    expect(cataloguesLoaded('de')).toBe(true);
    expect(messagesOf('de')['demo.greeting']).toBe('Hallo');
    expect(messagesOf('de')['common.retry']).not.toBe('Retry');
  });

  it('a remote registered again (redeployed alone) replaces its texts in every language in use', async () => {
    const next = remoteCatalogue({
      'en-us': { 'demo.greeting': 'Hello again', 'demo.new': 'New text' },
      de: { 'demo.greeting': 'Hallo wieder', 'demo.new': 'Neuer Text' },
    });

    registerMessages('demo', next.loader);
    await loadCatalogues('de');
    await loadCatalogues('en-us');

    expect(messagesOf('de')['demo.new']).toBe('Neuer Text');
    expect(messagesOf('en-us')['demo.greeting']).toBe('Hello again');
    expect(next.asked.sort()).toEqual(['de', 'en-us']);
  });
});
