import type en from './catalogs/en-us';
import type { Locale } from './locales';

/** The platform's own messages: common words, errors, validation, the shell. */
export type PlatformMessages = typeof en;

/**
 * Each remote adds its namespace's English catalogue here from its `src/i18n/messages.ts`
 * (`declare module '@portal/shared/i18n/messages'`), so its ids are typed like the platform's.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RemoteCatalogues {}

type RemoteMessageId = {
  [Namespace in keyof RemoteCatalogues]: keyof RemoteCatalogues[Namespace];
}[keyof RemoteCatalogues];

/** An id of the platform's messages: the texts shared/ and the API know. */
export type MessageId = keyof PlatformMessages;

/** Every message id of the portal, remotes' included: a misspelt id fails the type check. */
export type PortalMessageId = MessageId | RemoteMessageId;

/** A catalogue of one namespace in one language. */
export type Catalogue = Record<string, string>;

/** Loads the platform's catalogue of one language on demand: a page downloads only the language it shows. */
export function loadMessages(locale: Locale): Promise<Record<keyof PlatformMessages, string>> {
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
