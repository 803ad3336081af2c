import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function BackToUsers() {
  return (
    <Link to="/additional-info">
      <FormattedMessage id="profiles.back" />
    </Link>
  );
}
