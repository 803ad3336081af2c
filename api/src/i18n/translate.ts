import br from '@portal/shared/i18n/catalogs/br';
import de from '@portal/shared/i18n/catalogs/de';
import en from '@portal/shared/i18n/catalogs/en-us';
import es from '@portal/shared/i18n/catalogs/es';
import fr from '@portal/shared/i18n/catalogs/fr';
import it from '@portal/shared/i18n/catalogs/it';
import pt from '@portal/shared/i18n/catalogs/pt';
import { matchLocale, type Locale } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shared/i18n/messages';

/** All catalogues are loaded eagerly: they are small and the server answers in every language. */
const CATALOGS: Record<Locale, Record<MessageId, string>> = {
  'en-us': en,
  fr,
  pt,
  es,
  it,
  de,
  br,
};

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(en, value);
}

export function translate(locale: Locale, id: MessageId): string {
  return CATALOGS[locale][id] ?? en[id];
}

/** Parses an Accept-Language header (quality values honoured) into the portal's best locale. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return matchLocale([]);
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return matchLocale(ranked.map((entry) => entry.tag));
}
