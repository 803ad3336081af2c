import type en from './catalogs/en-us';
import type { Locale } from './locales';

export type Messages = typeof en;
export type MessageId = keyof Messages;

/** Loads one language's catalogue on demand, so a page downloads only the language it shows. */
export function loadMessages(locale: Locale): Promise<Record<MessageId, string>> {
  switch (locale) {
    case 'fr':
      return import('./catalogs/fr').then((m) => m.default);
    case 'pt':
      return import('./catalogs/pt').then((m) => m.default);
    case 'es':
      return import('./catalogs/es').then((m) => m.default);
    case 'it':
      return import('./catalogs/it').then((m) => m.default);
    case 'de':
      return import('./catalogs/de').then((m) => m.default);
    case 'br':
      return import('./catalogs/br').then((m) => m.default);
    default:
      return import('./catalogs/en-us').then((m) => m.default);
  }
}
