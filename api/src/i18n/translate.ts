import br from '@portal/shared/i18n/catalogs/br';
import de from '@portal/shared/i18n/catalogs/de';
import en from '@portal/shared/i18n/catalogs/en-us';
import es from '@portal/shared/i18n/catalogs/es';
import fr from '@portal/shared/i18n/catalogs/fr';
import it from '@portal/shared/i18n/catalogs/it';
import pt from '@portal/shared/i18n/catalogs/pt';
import deliveryBr from '@portal/shared/i18n/delivery/br';
import deliveryDe from '@portal/shared/i18n/delivery/de';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import deliveryEs from '@portal/shared/i18n/delivery/es';
import deliveryFr from '@portal/shared/i18n/delivery/fr';
import deliveryIt from '@portal/shared/i18n/delivery/it';
import deliveryPt from '@portal/shared/i18n/delivery/pt';
import { matchLocale, type Locale } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shared/i18n/messages';

/** The platform's ids, and the texts only the server writes (e-mails, text messages, notices). */
export type ServerMessageId = MessageId | keyof typeof deliveryEn;

/** All catalogues are loaded eagerly: they are small and the server answers in every language. */
const CATALOGS: Record<Locale, Record<ServerMessageId, string>> = {
  'en-us': { ...en, ...deliveryEn },
  fr: { ...fr, ...deliveryFr },
  pt: { ...pt, ...deliveryPt },
  es: { ...es, ...deliveryEs },
  it: { ...it, ...deliveryIt },
  de: { ...de, ...deliveryDe },
  br: { ...br, ...deliveryBr },
};

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(en, value);
}

/** A text the server can write: the platform's, or one only the server uses (a field's too). */
export function isServerMessageId(value: string): value is ServerMessageId {
  return Object.hasOwn(CATALOGS['en-us'], value);
}

export function translate(locale: Locale, id: ServerMessageId): string {
  return CATALOGS[locale][id] ?? CATALOGS['en-us'][id];
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
