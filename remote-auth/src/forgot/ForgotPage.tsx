import { FormattedMessage } from 'react-intl';
import { CardPage } from '@portal/shell/platform';
import { BackToLogin } from '../ui/BackToLogin';
import { SupportContact } from '../ui/SupportContact';
import '../ui/auth.css';
import '../i18n/messages';

/**
 * Forgotten password (spec §2). Recovery links by e-mail arrive with their own issue; until then the
 * page says truthfully how to get a password reset, and shows no form that would send nothing.
 */
export default function ForgotPage() {
  return (
    <CardPage title={<FormattedMessage id="auth.forgot.title" />} footer={<BackToLogin />}>
      <SupportContact />
    </CardPage>
  );
}
