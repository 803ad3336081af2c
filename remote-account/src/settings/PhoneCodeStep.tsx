import { FormattedMessage } from 'react-intl';
import type { TAccount, TPhoneLoginInfo } from '@portal/shared/api/contract';
import { useRequestPhoneVerificationMutation, useValidatePhoneVerificationMutation } from './api';
import { CodeStep } from './CodeStep';

interface PhoneCodeStepProps {
  accountId: string;
  sent: TPhoneLoginInfo;
  onResent: (sent: TPhoneLoginInfo) => void;
  onProven: (account: TAccount) => void;
  onBack: () => void;
}

/** The code sent to the account's number, which proves it. */
export function PhoneCodeStep({ accountId, sent, onResent, onProven, onBack }: PhoneCodeStepProps) {
  const [validate, { isLoading }] = useValidatePhoneVerificationMutation();
  const [requestCode, { isLoading: resending }] = useRequestPhoneVerificationMutation();
  return (
    <CodeStep
      texts={{
        title: 'account.settings.phone.codeTitle',
        confirm: 'account.settings.phone.confirm',
        confirming: 'account.settings.phone.confirming',
        back: 'account.settings.phone.back',
        attemptsLeft: 'account.settings.phone.attemptsLeft',
      }}
      sentTo={
        <FormattedMessage
          id="account.settings.phone.codeSent"
          values={{ phone: <strong>{sent.phone}</strong> }}
        />
      }
      resendIn={sent.resendIn}
      verify={async (code) => onProven(await validate({ id: accountId, code }).unwrap())}
      verifying={isLoading}
      resend={async () =>
        onResent(await requestCode({ id: accountId, channel: sent.channel }).unwrap())
      }
      resending={resending}
      onBack={onBack}
    />
  );
}
