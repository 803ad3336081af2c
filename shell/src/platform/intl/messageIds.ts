import type { PortalMessageId } from '@portal/shared/i18n/messages';

/**
 * react-intl ids are the keys of the English catalogues (the platform's and each remote's): `formatMessage({ id })` and
 * `<FormattedMessage id>` with a misspelt id fail the type check in every app importing the platform.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: PortalMessageId;
    }
  }
}

/** Any message id of the portal: the platform's and every registered remote's. */
export type MessageId = PortalMessageId;
