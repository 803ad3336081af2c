import { FormattedMessage } from 'react-intl';
import { SUPPORT_EMAIL } from './support';

/** "Contact support to reset your password: <address>", with a working mail link. */
export function SupportContact() {
  return (
    <p className="auth-text">
      <FormattedMessage
        id="auth.support.resetPassword"
        values={{
          email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
        }}
      />
    </p>
  );
}
