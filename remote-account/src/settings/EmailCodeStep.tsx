import { FormattedMessage } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
import type {
  TEmailChangeInfo,
  TRequestEmailChangeRequest,
} from '@portal/shared/validation/settings';
import { useRequestEmailChangeMutation, useValidateEmailChangeMutation } from './api';
import { CodeStep } from './CodeStep';

interface EmailCodeStepProps {
  accountId: string;
  sent: TEmailChangeInfo;
  /** Step 0's values: a resend asks again with them. */
  details: TRequestEmailChangeRequest;
  onResent: (sent: TEmailChangeInfo) => void;
  onChanged: (account: TAccount) => void;
  onBack: () => void;
}

/** Step 1 (spec §2): the code mailed to the NEW address. */
export function EmailCodeStep({
  accountId,
  sent,
  details,
  onResent,
  onChanged,
  onBack,
}: EmailCodeStepProps) {
  const [validate, { isLoading }] = useValidateEmailChangeMutation();
  const [requestChange, { isLoading: resending }] = useRequestEmailChangeMutation();
  return (
    <CodeStep
      texts={{
        title: 'account.settings.emailChange.codeTitle',
        confirm: 'account.settings.emailChange.confirm',
        confirming: 'account.settings.emailChange.confirming',
        back: 'account.settings.emailChange.back',
        attemptsLeft: 'account.settings.emailChange.attemptsLeft',
      }}
      sentTo={
        <FormattedMessage
          id="account.settings.emailChange.codeSent"
          values={{ email: <strong>{sent.newEmail}</strong> }}
        />
      }
      resendIn={sent.resendIn}
      verify={async (code) =>
        onChanged(await validate({ id: accountId, newEmail: sent.newEmail, code }).unwrap())
      }
      verifying={isLoading}
      resend={async () => onResent(await requestChange({ id: accountId, ...details }).unwrap())}
      resending={resending}
      onBack={onBack}
    />
  );
}
