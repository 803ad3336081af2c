/** The portal's languages (spec §2): the keys used in URLs and storage, and their BCP 47 tags. */
export const LOCALES = ['en-us', 'fr', 'pt', 'es', 'it', 'de', 'br'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

export const LOCALE_TAGS: Record<Locale, string> = {
  'en-us': 'en-US',
  fr: 'fr-FR',
  pt: 'pt-PT',
  es: 'es-ES',
  it: 'it-IT',
  de: 'de-DE',
  br: 'pt-BR',
};

/** Each language named in itself, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-us': 'English (US)',
  fr: 'Français',
  pt: 'Português',
  es: 'Español',
  it: 'Italiano',
  de: 'Deutsch',
  br: 'Português (Brasil)',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Picks the best portal language for an Accept-Language header or navigator.languages. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const raw of preferred) {
    const tag = raw.split(';')[0]!.trim().toLowerCase();
    if (tag === 'pt-br') return 'br';
    if (isLocale(tag)) return tag;
    const base = tag.split('-')[0];
    if (base === 'en') return 'en-us';
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
