import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  OneTimeCodeInput,
  ResendCodeButton,
  useOneTimeCodeEntry,
} from '@portal/shell/platform';
import type { MessageId } from '@portal/shell/platform';
import { useStepHeading } from './useStepHeading';

interface CodeStepProps {
  /** The step's texts: its heading, the submit button (and while busy), the way back, the tries left. */
  texts: {
    title: MessageId;
    confirm: MessageId;
    confirming: MessageId;
    back: MessageId;
    attemptsLeft: MessageId;
  };
  /** Where the code went, the address or number in bold. */
  sentTo: ReactNode;
  /** Seconds before another code may be asked for (the resend counts down). */
  resendIn: number;
  /** Sends the code; a rejection is shown at the code with the tries left. */
  verify: (code: string) => Promise<unknown>;
  verifying: boolean;
  /** Asks for a new code; a rejection is a notice under the step. */
  resend: () => Promise<unknown>;
  resending: boolean;
  onBack: () => void;
}

/**
 * A settings step that asks for the code just sent (the new e-mail's, the phone's); a complete paste
 * or autofill submits it. A wrong code says how many tries are left; the resend counts down. Its
 * heading takes the focus.
 */
export function CodeStep({
  texts,
  sentTo,
  resendIn,
  verify,
  verifying,
  resend,
  resending,
  onBack,
}: CodeStepProps) {
  const heading = useStepHeading();
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify,
    resend,
    attemptsLeftId: texts.attemptsLeft,
  });

  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id={texts.title} />
      </h4>
      <p className="account-text">{sentTo}</p>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
        <div className="account-actions">
          <Button type="submit" busy={verifying}>
            <FormattedMessage id={verifying ? texts.confirming : texts.confirm} />
          </Button>
        </div>
      </form>
      <div className="account-actions">
        {/* It counts down from the first send, and again after each resend. */}
        <ResendCodeButton seconds={resendIn} busy={resending} onResend={resendCode} />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id={texts.back} />
        </Button>
      </div>
      <Alert messages={[notice]} />
    </div>
  );
}
