import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function BackToLogin() {
  return (
    <Link className="auth-link" to="/login">
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );
}
