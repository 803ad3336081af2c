import type { Locale } from '@portal/shared/i18n/locales';
import type billing from '@portal/shared/i18n/delivery/billing/en-us';
import { fill } from '../../i18n/format';
import { translate } from '../../i18n/translate';

/**
 * The billing engine's texts live with the server's others, in
 * `shared/src/i18n/delivery/billing/` (`billing.*`); these take its ids without the prefix.
 */
type BillingId = keyof typeof billing;
type After<K, P extends string> = K extends `${P}${infer R}` ? R : never;

/** The invoice PDF and e-mail, and the notices of notices/. */
export type BillingMessageId = After<
  Exclude<BillingId, `billing.portal.${string}` | `billing.receipt.${string}`>,
  'billing.'
>;
/** The local billing portal's pages (portal/). */
export type PortalText = After<BillingId, 'billing.portal.'>;
/** The receipt e-mail sent right after a checkout (invoices/receipt.ts). */
export type ReceiptText = After<BillingId, 'billing.receipt.'>;

export function billingText(
  locale: Locale,
  id: BillingMessageId,
  params: Record<string, string> = {},
): string {
  return fill(translate(locale, `billing.${id}`), params);
}
