import type { IntlShape } from 'react-intl';
import type { MessageId } from '@portal/shared/i18n/messages';

/**
 * Zod messages of shared/validation are message ids ('validation.email.max'); the server's field
 * texts are already translated. Translates the first, passes the second through.
 */
export function translateFieldMessage(
  intl: IntlShape,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  return message in intl.messages ? intl.formatMessage({ id: message as MessageId }) : message;
}
