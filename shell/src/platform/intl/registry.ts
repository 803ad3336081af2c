import { loadMessages } from '@portal/shared/i18n/messages';
import type { Catalogue } from '@portal/shared/i18n/messages';
import type { Locale } from '@portal/shared/i18n/locales';

/** Loads one namespace's catalogue in one language (a dynamic import, so only that language downloads). */
export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;

/**
 * A loader from one dynamic import per language. Each remote writes its own `import('./fr')` lines,
 * so its catalogues are chunks of the remote and deploy with it.
 */
export function catalogueLoader(
  modules: Record<Locale, () => Promise<{ default: Catalogue }>>,
): CatalogueLoader {
  // A language the remote has no module for (built before the platform learnt it): its English.
  return (locale) => (modules[locale] ?? modules['en-us'])().then((module) => module.default);
}

/** The platform's catalogue: common, errors, validation and the shell, from shared/. */
const PLATFORM = 'platform';

const loaders = new Map<string, CatalogueLoader>([[PLATFORM, loadMessages]]);
const loaded = new Map<string, Catalogue>();
const pending = new Map<string, Promise<void>>();
/** The languages a page has asked for: a namespace registered later is loaded in each. */
const localesInUse = new Set<Locale>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (namespace: string, locale: Locale) => `${namespace}/${locale}`;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

function load(namespace: string, locale: Locale): Promise<void> {
  const key = keyOf(namespace, locale);
  if (loaded.has(key)) return Promise.resolve();
  let request = pending.get(key);
  if (!request) {
    const loader = loaders.get(namespace)!;
    request = loader(locale).then((catalogue) => {
      // A namespace registered again meanwhile (a remote redeployed) has its own request.
      if (loaders.get(namespace) !== loader) return;
      loaded.set(key, catalogue);
      changed();
    });
    pending.set(key, request);
    // Settled: forget the request, so a failed download is tried again next time.
    const forget = () => {
      if (pending.get(key) === request) pending.delete(key);
    };
    request.then(forget, forget);
  }
  return request;
}

/**
 * A remote's texts travel with it: its `src/i18n/messages.ts` registers its namespace when the remote
 * loads, and the platform downloads the catalogue of each language in use. A remote redeployed alone
 * therefore brings its new messages without a rebuild of the shell.
 */
export function registerMessages(namespace: string, loader: CatalogueLoader): void {
  if (loaders.get(namespace) === loader) return;
  loaders.set(namespace, loader);
  for (const key of [...loaded.keys()]) if (key.startsWith(`${namespace}/`)) loaded.delete(key);
  for (const key of [...pending.keys()]) if (key.startsWith(`${namespace}/`)) pending.delete(key);
  for (const locale of localesInUse) load(namespace, locale).catch(() => undefined);
}

/**
 * A remote's `src/i18n/messages.ts` in one call: its namespace's loader from one dynamic import per
 * language, registered. Returns the loader (the remote's catalogue test reads every language).
 */
export function remoteCatalogues(
  namespace: string,
  modules: Record<Locale, () => Promise<{ default: Catalogue }>>,
): CatalogueLoader {
  const loader = catalogueLoader(modules);
  registerMessages(namespace, loader);
  return loader;
}

/**
 * Downloads every registered namespace's catalogue of one language; resolves when all are in. The
 * language switch waits for it, so every mounted remote changes language at once.
 */
export function loadCatalogues(locale: Locale): Promise<void> {
  localesInUse.add(locale);
  return Promise.all([...loaders.keys()].map((namespace) => load(namespace, locale))).then(
    () => undefined,
  );
}

/** Are all registered namespaces of this language downloaded? */
export const cataloguesLoaded = (locale: Locale) =>
  [...loaders.keys()].every((namespace) => loaded.has(keyOf(namespace, locale)));

let merged: { version: number; locale: Locale; messages: Catalogue } | null = null;

/** Every downloaded message of one language, merged (the same object until something loads). */
export function messagesOf(locale: Locale): Catalogue {
  if (merged?.version !== version || merged.locale !== locale) {
    const messages: Catalogue = {};
    for (const namespace of loaders.keys()) {
      Object.assign(messages, loaded.get(keyOf(namespace, locale)));
    }
    merged = { version, locale, messages };
  }
  return merged.messages;
}

/** For `useSyncExternalStore`: a catalogue arrived. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const cataloguesVersion = () => version;
