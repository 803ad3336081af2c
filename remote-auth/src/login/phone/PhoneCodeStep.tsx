import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  errorBody,
  getErrorMessage,
  OneTimeCodeInput,
  ResendCodeButton,
  translateFieldMessage,
} from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import { ZOneTimeCode } from '@portal/shared/validation/sign-in';
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
  const intl = useIntl();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const afterLogin = useAfterLogin();
  const [phoneLogin, { isLoading }] = usePhoneLoginMutation();
  const [requestCode, { isLoading: resending }] = useRequestPhoneCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);

  // A new step: focus its heading, so a screen reader reads where the code went first.
  useEffect(() => title.current?.focus(), []);

  const send = async (value: string) => {
    const parsed = ZOneTimeCode.safeParse(value);
    if (!parsed.success) {
      setError(translateFieldMessage(intl, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setNotice(null);
    try {
      afterLogin(await phoneLogin({ phone: sent.phone, code: parsed.data }).unwrap());
    } catch (failure) {
      const left = errorBody(failure)?.attemptsLeft;
      const tries =
        left && left > 0
          ? ` ${intl.formatMessage({ id: 'auth.phone.attemptsLeft' }, { count: left })}`
          : '';
      setError(`${getErrorMessage(failure, intl)}${tries}`);
      setCode('');
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };
  const resend = async () => {
    setError(undefined);
    try {
      onSent(await requestCode({ phone: sent.phone, channel: sent.channel }).unwrap());
      setCode('');
    } catch (failure) {
      setNotice(getErrorMessage(failure, intl));
    }
  };

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
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={send} error={error} />
        <Button type="submit" busy={isLoading}>
          <FormattedMessage id={isLoading ? 'auth.phone.submitting' : 'auth.phone.submit'} />
        </Button>
      </form>
      <div className="auth-step-actions">
        {/* It counts down from the first send, and again after each resend. */}
        <ResendCodeButton seconds={sent.resendIn} busy={resending} onResend={resend} />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id="auth.phone.changeNumber" />
        </Button>
      </div>
      <Alert messages={[notice, ...pageMessages]} />
    </section>
  );
}
