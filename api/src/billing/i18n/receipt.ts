import type { Locale } from '@portal/shared/i18n/locales';
import { fill } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { ReceiptText } from './catalogue';

export type { ReceiptText };

/** A text of the receipt e-mail sent right after a checkout, in the buyer's language. */
export function receiptText(locale: Locale, id: ReceiptText, params: Record<string, string> = {}) {
  return fill(translate(locale, `billing.receipt.${id}`), params);
}
