import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  OneTimeCodeInput,
  ResendCodeButton,
  useOneTimeCodeEntry,
} from '@portal/shell/platform';
import type { TAccount } from '@portal/shared/api/contract';
import type {
  TEmailChangeInfo,
  TRequestEmailChangeRequest,
} from '@portal/shared/validation/settings';
import { useRequestEmailChangeMutation, useValidateEmailChangeMutation } from './api';
import { useStepHeading } from './useStepHeading';

interface EmailCodeStepProps {
  accountId: string;
  sent: TEmailChangeInfo;
  /** Step 0's values: a resend asks again with them. */
  details: TRequestEmailChangeRequest;
  onResent: (sent: TEmailChangeInfo) => void;
  onChanged: (account: TAccount) => void;
  onBack: () => void;
}

/**
 * Step 1 (spec §2): the code mailed to the NEW address; a complete paste or autofill submits it.
 * A wrong code says how many tries are left; the resend counts down.
 */
export function EmailCodeStep({
  accountId,
  sent,
  details,
  onResent,
  onChanged,
  onBack,
}: EmailCodeStepProps) {
  const heading = useStepHeading();
  const [validate, { isLoading }] = useValidateEmailChangeMutation();
  const [requestChange, { isLoading: resending }] = useRequestEmailChangeMutation();
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify: async (value) =>
      onChanged(await validate({ id: accountId, newEmail: sent.newEmail, code: value }).unwrap()),
    resend: async () => onResent(await requestChange({ id: accountId, ...details }).unwrap()),
    attemptsLeftId: 'account.settings.emailChange.attemptsLeft',
  });

  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id="account.settings.emailChange.codeTitle" />
      </h4>
      <p className="account-text">
        <FormattedMessage
          id="account.settings.emailChange.codeSent"
          values={{ email: <strong>{sent.newEmail}</strong> }}
        />
      </p>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
        <div className="account-actions">
          <Button type="submit" busy={isLoading}>
            <FormattedMessage
              id={
                isLoading
                  ? 'account.settings.emailChange.confirming'
                  : 'account.settings.emailChange.confirm'
              }
            />
          </Button>
        </div>
      </form>
      <div className="account-actions">
        {/* It counts down from the first send, and again after each resend. */}
        <ResendCodeButton seconds={sent.resendIn} busy={resending} onResend={resendCode} />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id="account.settings.emailChange.back" />
        </Button>
      </div>
      <Alert messages={[notice]} />
    </div>
  );
}
