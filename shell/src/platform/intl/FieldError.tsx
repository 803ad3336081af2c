import { useIntl } from 'react-intl';
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

/** The error line under a form field; give the input `aria-describedby={id}`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const intl = useIntl();
  const text = translateFieldMessage(intl, message);
  if (!text) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  );
}
