import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { Locale } from '@portal/shared/i18n/locales';

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/** The given ISO codes named in the portal's language and sorted the way that language sorts. */
export function countryOptions(codes: readonly string[], locale: Locale): CountryOption[] {
  const key = `${locale}:${codes.length}:${codes[0]}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const tag = LOCALE_TAGS[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  const options = codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(key, options);
  return options;
}
