import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { translateFieldMessage } from '@portal/shell/platform';

/** setError type for a text the server sent under a field (already in the user's language). */
export const SERVER_ERROR = 'server';

/** The text under a field: a zod message id translated, or the server's own text as it came. */
export function useFieldErrorText() {
  const intl = useIntl();
  return (error: FieldError | undefined): string | undefined =>
    translateFieldMessage(intl, error?.message);
}
