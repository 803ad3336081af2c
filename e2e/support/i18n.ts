import en from '@portal/shared/i18n/catalogs/en-us';
import type { MessageId } from '@portal/shared/i18n/messages';

/** The English text of a message, so the suite finds elements by what a person reads. */
export const t = (id: MessageId, values: Record<string, string> = {}) =>
  Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    en[id],
  );
