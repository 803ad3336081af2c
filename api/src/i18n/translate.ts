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
import membersBr from '@portal/shared/i18n/delivery/members/br';
import membersDe from '@portal/shared/i18n/delivery/members/de';
import membersEn from '@portal/shared/i18n/delivery/members/en-us';
import membersEs from '@portal/shared/i18n/delivery/members/es';
import membersFr from '@portal/shared/i18n/delivery/members/fr';
import membersIt from '@portal/shared/i18n/delivery/members/it';
import membersPt from '@portal/shared/i18n/delivery/members/pt';
import passkeysBr from '@portal/shared/i18n/delivery/passkeys/br';
import passkeysDe from '@portal/shared/i18n/delivery/passkeys/de';
import passkeysEn from '@portal/shared/i18n/delivery/passkeys/en-us';
import passkeysEs from '@portal/shared/i18n/delivery/passkeys/es';
import passkeysFr from '@portal/shared/i18n/delivery/passkeys/fr';
import passkeysIt from '@portal/shared/i18n/delivery/passkeys/it';
import passkeysPt from '@portal/shared/i18n/delivery/passkeys/pt';
import secondFactorBr from '@portal/shared/i18n/delivery/second-factor/br';
import secondFactorDe from '@portal/shared/i18n/delivery/second-factor/de';
import secondFactorEn from '@portal/shared/i18n/delivery/second-factor/en-us';
import secondFactorEs from '@portal/shared/i18n/delivery/second-factor/es';
import secondFactorFr from '@portal/shared/i18n/delivery/second-factor/fr';
import secondFactorIt from '@portal/shared/i18n/delivery/second-factor/it';
import secondFactorPt from '@portal/shared/i18n/delivery/second-factor/pt';
import { matchLocale, type Locale } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shared/i18n/messages';

/**
 * The platform's ids, and the texts only the server writes (e-mails, text messages, notices; the
 * team's roles, members and invitations: delivery/members).
 */
export type ServerMessageId =
  | MessageId
  | keyof typeof deliveryEn
  | keyof typeof membersEn
  | keyof typeof passkeysEn
  | keyof typeof secondFactorEn;

/** All catalogues are loaded eagerly: they are small and the server answers in every language. */
const CATALOGS: Record<Locale, Record<ServerMessageId, string>> = {
  'en-us': { ...en, ...deliveryEn, ...membersEn, ...passkeysEn, ...secondFactorEn },
  fr: { ...fr, ...deliveryFr, ...membersFr, ...passkeysFr, ...secondFactorFr },
  pt: { ...pt, ...deliveryPt, ...membersPt, ...passkeysPt, ...secondFactorPt },
  es: { ...es, ...deliveryEs, ...membersEs, ...passkeysEs, ...secondFactorEs },
  it: { ...it, ...deliveryIt, ...membersIt, ...passkeysIt, ...secondFactorIt },
  de: { ...de, ...deliveryDe, ...membersDe, ...passkeysDe, ...secondFactorDe },
  br: { ...br, ...deliveryBr, ...membersBr, ...passkeysBr, ...secondFactorBr },
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
