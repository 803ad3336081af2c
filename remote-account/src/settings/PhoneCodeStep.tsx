import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  OneTimeCodeInput,
  ResendCodeButton,
  useOneTimeCodeEntry,
} from '@portal/shell/platform';
import type { TAccount, TPhoneLoginInfo } from '@portal/shared/api/contract';
import { useRequestPhoneVerificationMutation, useValidatePhoneVerificationMutation } from './api';
import { useStepHeading } from './useStepHeading';

interface PhoneCodeStepProps {
  accountId: string;
  sent: TPhoneLoginInfo;
  onResent: (sent: TPhoneLoginInfo) => void;
  onProven: (account: TAccount) => void;
  onBack: () => void;
}

/**
 * The code sent to the account's number; a complete paste or autofill submits it. A wrong code
 * says how many tries are left; the resend counts down.
 */
export function PhoneCodeStep({ accountId, sent, onResent, onProven, onBack }: PhoneCodeStepProps) {
  const heading = useStepHeading();
  const [validate, { isLoading }] = useValidatePhoneVerificationMutation();
  const [requestCode, { isLoading: resending }] = useRequestPhoneVerificationMutation();
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify: async (value) => onProven(await validate({ id: accountId, code: value }).unwrap()),
    resend: async () =>
      onResent(await requestCode({ id: accountId, channel: sent.channel }).unwrap()),
    attemptsLeftId: 'account.settings.phone.attemptsLeft',
  });

  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id="account.settings.phone.codeTitle" />
      </h4>
      <p className="account-text">
        <FormattedMessage
          id="account.settings.phone.codeSent"
          values={{ phone: <strong>{sent.phone}</strong> }}
        />
      </p>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
        <div className="account-actions">
          <Button type="submit" busy={isLoading}>
            <FormattedMessage
              id={
                isLoading ? 'account.settings.phone.confirming' : 'account.settings.phone.confirm'
              }
            />
          </Button>
        </div>
      </form>
      <div className="account-actions">
        {/* It counts down from the first send, and again after each resend. */}
        <ResendCodeButton seconds={sent.resendIn} busy={resending} onResend={resendCode} />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id="account.settings.phone.back" />
        </Button>
      </div>
      <Alert messages={[notice]} />
    </div>
  );
}
