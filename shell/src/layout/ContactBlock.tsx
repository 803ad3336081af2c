import { FormattedMessage } from 'react-intl';

/** The portal's support address, one place for every screen. */
export const SUPPORT_EMAIL = 'support@propertyvideo.app';

/** The contact block of spec §2 "Other", in the footer. */
export function ContactBlock() {
  return (
    <footer className="app-footer" data-behind-modal>
      <address className="app-column contact">
        <h2 className="contact-title">
          <FormattedMessage id="shell.contact.title" />
        </h2>
        <p>
          <FormattedMessage id="shell.contact.text" />{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </address>
    </footer>
  );
}
