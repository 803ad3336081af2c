import platformDe from '@portal/shared/i18n/catalogs/de';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { Locale } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shell/platform';
import accountDe from '../../remote-account/src/i18n/de';
import accountEn from '../../remote-account/src/i18n/en-us';
import authDe from '../../remote-auth/src/i18n/de';
import authEn from '../../remote-auth/src/i18n/en-us';
import checkoutDe from '../../remote-checkout/src/i18n/de';
import checkoutEn from '../../remote-checkout/src/i18n/en-us';
import profilesDe from '../../remote-profiles/src/i18n/de';
import profilesEn from '../../remote-profiles/src/i18n/en-us';
import kitDe from '../../shell/src/kit/i18n/de';
import kitEn from '../../shell/src/kit/i18n/en-us';
// The messages.ts files register with the platform, so the suite reads the catalogues directly.
import type {} from '../../remote-account/src/i18n/messages';
import type {} from '../../remote-auth/src/i18n/messages';
import type {} from '../../remote-checkout/src/i18n/messages';
import type {} from '../../remote-profiles/src/i18n/messages';
import type {} from '../../shell/src/kit/i18n/messages';

const catalogues: Record<'en-us' | 'de', Record<MessageId, string>> = {
  'en-us': { ...platformEn, ...authEn, ...checkoutEn, ...profilesEn, ...accountEn, ...kitEn },
  de: { ...platformDe, ...authDe, ...checkoutDe, ...profilesDe, ...accountDe, ...kitDe },
};

const format = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce<string>(
    (result, [name, value]) => result.replace(`{${name}}`, value),
    text,
  );

/** The English text of a message, so the suite finds elements by what a person reads. */
export const t = (id: MessageId, values: Record<string, string> = {}) =>
  format(catalogues['en-us'][id], values);

/** The same in another language the suite checks (German: the longest words). */
export const tIn =
  (locale: Extract<Locale, 'en-us' | 'de'>) =>
  (id: MessageId, values: Record<string, string> = {}) =>
    format(catalogues[locale][id], values);
