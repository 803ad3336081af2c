import de from '@portal/shared/i18n/catalogs/de';
import en from '@portal/shared/i18n/catalogs/en-us';
import type { Locale } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shared/i18n/messages';

const catalogues: Record<'en-us' | 'de', Record<MessageId, string>> = { 'en-us': en, de };

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
