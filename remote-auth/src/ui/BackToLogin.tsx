import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function BackToLogin() {
  return (
    <Link to="/login">
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );
}
