import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@portal/shell/platform';
import { SUPPORT_EMAIL } from '../ui/support';
import { checkoutPath } from '@portal/shared/routes/paths';

/**
 * Beside "You are not allowed to enter Client Portal": what an account without a paid subscription
 * does next: subscribe with the e-mail it signed in with, or write to support.
 */
export function NotAllowedNextStep({ email }: { email: string }) {
  return (
    <div className="auth-next-step">
      <p className="auth-text">
        <FormattedMessage id="auth.notAllowed.next" />
      </p>
      <div className="auth-step-actions">
        <LinkButton to={checkoutPath(email)} variant="primary">
          <FormattedMessage id="auth.notAllowed.subscribe" />
        </LinkButton>
        <a href={`mailto:${SUPPORT_EMAIL}`}>
          <FormattedMessage id="auth.notAllowed.contact" />
        </a>
      </div>
    </div>
  );
}
