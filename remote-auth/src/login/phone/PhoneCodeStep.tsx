import { FormattedMessage } from 'react-intl';
import { OneTimeCodeStep } from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import { usePhoneLoginMutation, useRequestPhoneCodeMutation } from '../api';
import { useAfterLogin } from '../useAfterLogin';

const LOGIN_STEP = {
  step: 'auth-form',
  title: 'auth-step-title',
  text: 'auth-text',
  actions: 'auth-step-actions',
};

interface PhoneCodeStepProps {
  sent: TPhoneLoginInfo;
  /** A new code went out (resend). */
  onSent: (sent: TPhoneLoginInfo) => void;
  onBack: () => void;
  pageMessages: ReadonlyArray<string | null>;
}

/** The code step of phone sign-in: the code sent by SMS or WhatsApp signs in. */
export function PhoneCodeStep({ sent, onSent, onBack, pageMessages }: PhoneCodeStepProps) {
  const afterLogin = useAfterLogin();
  const [phoneLogin, { isLoading }] = usePhoneLoginMutation();
  const [requestCode, { isLoading: resending }] = useRequestPhoneCodeMutation();
  return (
    <OneTimeCodeStep
      title={<FormattedMessage id="auth.phone.codeTitle" />}
      headingLevel={2}
      sentTo={
        <FormattedMessage
          id={sent.channel === 'whatsapp' ? 'auth.phone.sentWhatsapp' : 'auth.phone.sentSms'}
          values={{ phone: <strong>{sent.phone}</strong> }}
        />
      }
      submitLabel={
        <FormattedMessage id={isLoading ? 'auth.phone.submitting' : 'auth.phone.submit'} />
      }
      backLabel={<FormattedMessage id="auth.phone.changeNumber" />}
      resendIn={sent.resendIn}
      verify={async (code) => afterLogin(await phoneLogin({ phone: sent.phone, code }).unwrap())}
      verifying={isLoading}
      resend={async () =>
        onSent(await requestCode({ phone: sent.phone, channel: sent.channel }).unwrap())
      }
      resending={resending}
      attemptsLeftId="auth.phone.attemptsLeft"
      onBack={onBack}
      messages={pageMessages}
      classes={LOGIN_STEP}
      region
    />
  );
}
