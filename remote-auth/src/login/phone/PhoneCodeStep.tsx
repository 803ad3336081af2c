import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  OneTimeCodeInput,
  ResendCodeButton,
  useOneTimeCodeEntry,
} from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import { usePhoneLoginMutation, useRequestPhoneCodeMutation } from '../api';
import { useAfterLogin } from '../useAfterLogin';

interface PhoneCodeStepProps {
  sent: TPhoneLoginInfo;
  /** A new code went out (resend). */
  onSent: (sent: TPhoneLoginInfo) => void;
  onBack: () => void;
  pageMessages: ReadonlyArray<string | null>;
}

/**
 * The code step: where the code went, the code (a pasted or autofilled code submits itself), the
 * tries left after a wrong one, and a resend that counts down.
 */
export function PhoneCodeStep({ sent, onSent, onBack, pageMessages }: PhoneCodeStepProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const afterLogin = useAfterLogin();
  const [phoneLogin, { isLoading }] = usePhoneLoginMutation();
  const [requestCode, { isLoading: resending }] = useRequestPhoneCodeMutation();
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify: async (value) =>
      afterLogin(await phoneLogin({ phone: sent.phone, code: value }).unwrap()),
    resend: async () =>
      onSent(await requestCode({ phone: sent.phone, channel: sent.channel }).unwrap()),
    attemptsLeftId: 'auth.phone.attemptsLeft',
  });

  // A new step: focus its heading, so a screen reader reads where the code went first.
  useEffect(() => title.current?.focus(), []);

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="auth-step-title">
        <FormattedMessage id="auth.phone.codeTitle" />
      </h2>
      <p className="auth-text">
        <FormattedMessage
          id={sent.channel === 'whatsapp' ? 'auth.phone.sentWhatsapp' : 'auth.phone.sentSms'}
          values={{ phone: <strong>{sent.phone}</strong> }}
        />
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
        <Button type="submit" busy={isLoading}>
          <FormattedMessage id={isLoading ? 'auth.phone.submitting' : 'auth.phone.submit'} />
        </Button>
      </form>
      <div className="auth-step-actions">
        {/* It counts down from the first send, and again after each resend. */}
        <ResendCodeButton seconds={sent.resendIn} busy={resending} onResend={resendCode} />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id="auth.phone.changeNumber" />
        </Button>
      </div>
      <Alert messages={[notice, ...pageMessages]} />
    </section>
  );
}
