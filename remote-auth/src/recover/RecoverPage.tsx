import { FormattedMessage } from 'react-intl';
import { CardPage } from '@portal/shell/platform';
import { BackToLogin } from '../ui/BackToLogin';
import { SupportContact } from '../ui/SupportContact';
import '../ui/auth.css';
import '../i18n/messages';

/**
 * Setting a new password from a recovery link (spec §2). No link is issued yet (that is the recovery
 * issue's work), so the page points to support rather than showing a form without a server behind it.
 */
export default function RecoverPage() {
  return (
    <CardPage title={<FormattedMessage id="auth.recover.title" />} footer={<BackToLogin />}>
      <SupportContact />
    </CardPage>
  );
}
