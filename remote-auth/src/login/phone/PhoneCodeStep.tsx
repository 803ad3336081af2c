import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  errorBody,
  OneTimeCodeInput,
  ResendCodeButton,
  useOneTimeCodeEntry,
} from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import { usePhoneLoginMutation, useRequestPhoneCodeMutation } from '../api';
import { useAfterLogin } from '../useAfterLogin';
import { PhoneCodeSection } from './PhoneCodeSection';

interface PhoneCodeStepProps {
  sent: TPhoneLoginInfo;
  /** The number as the person typed it ("+1 415 555 0100"): shown, rather than the E.164 form. */
  typedPhone?: string;
  /** A new code went out (resend). */
  onSent: (sent: TPhoneLoginInfo) => void;
  onBack: () => void;
  pageMessages: ReadonlyArray<string | null>;
}

/** The tries of the code on screen: those left, and whether the code is spent (ask for a new one). */
interface Tries {
  code: TPhoneLoginInfo;
  left: number;
  spent: boolean;
}

/**
 * The code step: where the code went, the code (a pasted or autofilled code submits itself, except
 * on the last try, which waits for "Sign in": docs/decisions.md), the tries left after a wrong one,
 * and a resend that counts down, or is offered at once when wrong tries spent the code.
 */
export function PhoneCodeStep({
  sent,
  typedPhone,
  onSent,
  onBack,
  pageMessages,
}: PhoneCodeStepProps) {
  const afterLogin = useAfterLogin();
  const [phoneLogin, { isLoading }] = usePhoneLoginMutation();
  const [requestCode, { isLoading: resending }] = useRequestPhoneCodeMutation();
  const [tries, setTries] = useState<Tries>({ code: sent, left: sent.attemptsLeft, spent: false });
  // A new code (resend) comes with its own tries.
  const current =
    tries.code === sent ? tries : { code: sent, left: sent.attemptsLeft, spent: false };
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify: async (value) => {
      try {
        afterLogin(await phoneLogin({ phone: sent.phone, code: value }).unwrap());
      } catch (failure) {
        const body = errorBody(failure);
        if (body?.code === 'CODE_INVALID' || body?.code === 'CODE_EXPIRED') {
          setTries({
            code: sent,
            left: body.attemptsLeft ?? 0,
            spent: body.code === 'CODE_EXPIRED',
          });
        }
        throw failure;
      }
    },
    resend: async () =>
      onSent(await requestCode({ phone: sent.phone, channel: sent.channel }).unwrap()),
    attemptsLeftId: 'auth.phone.attemptsLeft',
  });
  const lastTry = !current.spent && current.left === 1;

  return (
    <PhoneCodeSection sent={sent} phone={typedPhone || sent.phone}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput
          value={code}
          onChange={setCode}
          // The last try is sent by "Sign in" only: a slip on the sixth digit must not spend the code.
          onComplete={lastTry ? undefined : submitCode}
          hint={lastTry ? <FormattedMessage id="auth.phone.lastTry" /> : undefined}
          error={error}
        />
        <Button type="submit" busy={isLoading}>
          <FormattedMessage id={isLoading ? 'auth.phone.submitting' : 'auth.phone.submit'} />
        </Button>
      </form>
      <div className="auth-step-actions">
        {/* It counts down from the first send and after each resend; a spent code may be replaced
            at once (the API lifts the pause then). */}
        <ResendCodeButton
          key={current.spent ? 'spent' : sent.resendIn}
          seconds={current.spent ? 0 : sent.resendIn}
          busy={resending}
          onResend={resendCode}
        />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id="auth.phone.changeNumber" />
        </Button>
      </div>
      <Alert messages={[notice, ...pageMessages]} />
    </PhoneCodeSection>
  );
}
