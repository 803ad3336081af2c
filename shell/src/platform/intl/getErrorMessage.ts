import type { IntlShape } from 'react-intl';

/**
 * The text to show for a failed call (spec §7): the server's `message` (already in the user's
 * language), else "Unknown error".
 */
export function getErrorMessage(error: unknown, intl: IntlShape): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    const message = (data as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return intl.formatMessage({ id: 'errors.unknown' });
}
