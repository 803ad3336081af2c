import { FormattedMessage } from 'react-intl';
import { AuthCard } from '../ui/AuthCard';
import { BackToLogin } from '../ui/BackToLogin';
import { SupportContact } from '../ui/SupportContact';
import '../i18n/messages';

/**
 * Forgotten password (spec §2). Recovery links by e-mail arrive with their own issue; until then the
 * page says truthfully how to get a password reset, and shows no form that would send nothing.
 */
export default function ForgotPage() {
  return (
    <AuthCard title={<FormattedMessage id="auth.forgot.title" />} footer={<BackToLogin />}>
      <SupportContact />
    </AuthCard>
  );
}
