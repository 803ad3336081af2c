import type { MessageId } from '@portal/shared/i18n/messages';

/**
 * react-intl ids are the keys of the English catalogue: `formatMessage({ id })` and
 * `<FormattedMessage id>` with a misspelt id fail the type check in every app importing the platform.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export type { MessageId };
