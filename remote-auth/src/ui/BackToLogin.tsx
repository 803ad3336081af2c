import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@portal/shared/routes/paths';

export function BackToLogin() {
  return (
    <Link to={LOGIN_PATH}>
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );
}
