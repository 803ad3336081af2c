import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADDITIONAL_INFO_PATH } from '@portal/shared/routes/paths';

export function BackToUsers() {
  return (
    <Link to={ADDITIONAL_INFO_PATH}>
      <FormattedMessage id="profiles.back" />
    </Link>
  );
}
