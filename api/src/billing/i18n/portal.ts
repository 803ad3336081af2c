import type { Locale } from '@portal/shared/i18n/locales';
import { fill } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { PortalText } from './catalogue';

export type { PortalText };

/** A text of the local billing portal's pages, in the portal's seven languages. */
export function portalText(locale: Locale, id: PortalText, params: Record<string, string> = {}) {
  return fill(translate(locale, `billing.portal.${id}`), params);
}
