import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  errorBody,
  getErrorMessage,
  OneTimeCodeInput,
  TextField,
  translateFieldMessage,
} from '@portal/shell/platform';
import { ZRecoveryCode, ZTotpCode } from '@portal/shared/api/security';
import type { TSecondFactorRequired } from '@portal/shared/api/security';
import { LOGIN_PATH } from '@portal/shared/routes/paths';
import { useLostSecondFactorMutation, useSecondFactorLoginMutation } from '../api';
import { useAfterLogin } from '../useAfterLogin';
import { useRestoreOffer } from '../restore/offer';
import type { LoginStepState } from '../useAfterLogin';
import { PasskeyFactorButton } from './PasskeyFactorButton';
import './messages';

type Mode = 'totp' | 'recovery' | 'lost';

/** The server's answer for a challenge that ran out or was already used. */
const CHALLENGE_INVALID = 'SECOND_FACTOR_CHALLENGE_INVALID';

/**
 * The login page's second step for a person with a second factor (issue 38): the code of their
 * authenticator app, or one of their recovery codes, or their passkey; and, when all are lost, the
 * e-mailed recovery link. No token exists before this step succeeds.
 */
export default function SecondFactorStep({ answer }: { answer: TSecondFactorRequired }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const offerRestore = useRestoreOffer();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { challenge, methods } = answer;
  const hasTotp = methods.includes('totp');
  const hasRecovery = methods.includes('recovery');
  const [mode, setMode] = useState<Mode>(hasTotp ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [signIn, { isLoading }] = useSecondFactorLoginMutation();
  const [reportLost, { isLoading: reporting }] = useLostSecondFactorMutation();
  const codeInput = useRef<HTMLInputElement>(null);
  const showsCode = mode === 'totp' ? hasTotp : mode === 'recovery' && hasRecovery;

  // A new step, and each of its states: focus the heading, read first by a screen reader.
  useEffect(() => title.current?.focus(), [mode]);

  const backToFirstStep = (failure: unknown) => {
    const state: LoginStepState = { secondFactorExpired: getErrorMessage(failure, intl) };
    navigate(LOGIN_PATH, { replace: true, state });
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    setError(undefined);
    setNotice(null);
  };

  const submitCode = async (value: string) => {
    if (isLoading) return;
    // A wrong code clears the field: "Continue" on it empty keeps saying why, and the tries left.
    if (!value && error) {
      codeInput.current?.focus();
      return;
    }
    const parsed = (mode === 'recovery' ? ZRecoveryCode : ZTotpCode).safeParse(value);
    if (!parsed.success) {
      setError(translateFieldMessage(intl, parsed.error.issues[0]?.message));
      codeInput.current?.focus();
      return;
    }
    setError(undefined);
    setNotice(null);
    const method = mode === 'recovery' ? 'recovery' : 'totp';
    try {
      afterLogin(await signIn({ challenge, method, code: parsed.data }).unwrap());
    } catch (failure) {
      if (offerRestore(failure)) return;
      const body = errorBody(failure);
      if (body?.code === CHALLENGE_INVALID) {
        backToFirstStep(failure);
        return;
      }
      const left = body?.attemptsLeft;
      const tries =
        left !== undefined && left > 0
          ? ` ${intl.formatMessage({ id: 'auth.secondFactor.attemptsLeft' }, { count: left })}`
          : '';
      setError(`${getErrorMessage(failure, intl)}${tries}`);
      setCode('');
      codeInput.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitCode(code);
  };

  const onLost = async () => {
    setNotice(null);
    try {
      await reportLost({ challenge }).unwrap();
      switchTo('lost');
    } catch (failure) {
      if (errorBody(failure)?.code === CHALLENGE_INVALID) backToFirstStep(failure);
      else setNotice(getErrorMessage(failure, intl));
    }
  };

  if (mode === 'lost') {
    return (
      <section className="auth-form" aria-labelledby={titleId}>
        <h2 id={titleId} ref={title} tabIndex={-1} className="auth-step-title">
          <FormattedMessage id="auth.secondFactor.lostTitle" />
        </h2>
        <p className="auth-text" role="status">
          <FormattedMessage id="auth.secondFactor.lostSent" />
        </p>
        <p className="auth-text">
          <FormattedMessage id="auth.secondFactor.lostNext" />
        </p>
        <Button variant="secondary" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
          <FormattedMessage id="auth.secondFactor.backToLogin" />
        </Button>
      </section>
    );
  }

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="auth-step-title">
        <FormattedMessage id="auth.secondFactor.title" />
      </h2>
      <p className="auth-text">
        <FormattedMessage
          id={
            !showsCode
              ? 'auth.secondFactor.introPasskey'
              : mode === 'recovery'
                ? 'auth.secondFactor.introRecovery'
                : 'auth.secondFactor.introTotp'
          }
        />
      </p>
      {showsCode ? (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          {mode === 'totp' ? (
            <OneTimeCodeInput
              ref={codeInput}
              label={<FormattedMessage id="auth.secondFactor.codeLabel" />}
              value={code}
              onChange={setCode}
              onComplete={(value) => void submitCode(value)}
              error={error}
            />
          ) : (
            <TextField
              ref={codeInput}
              label={<FormattedMessage id="auth.secondFactor.recoveryLabel" />}
              hint={<FormattedMessage id="auth.secondFactor.recoveryHint" />}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={code}
              error={error}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
          <Button type="submit" busy={isLoading}>
            <FormattedMessage
              id={isLoading ? 'auth.secondFactor.submitting' : 'auth.secondFactor.submit'}
            />
          </Button>
        </form>
      ) : null}
      {methods.includes('passkey') ? (
        <PasskeyFactorButton challenge={challenge} onSignedIn={afterLogin} />
      ) : null}
      <div className="auth-step-actions">
        {mode === 'totp' && hasRecovery ? (
          <Button variant="link" onClick={() => switchTo('recovery')}>
            <FormattedMessage id="auth.secondFactor.useRecovery" />
          </Button>
        ) : null}
        {mode === 'recovery' && hasTotp ? (
          <Button variant="link" onClick={() => switchTo('totp')}>
            <FormattedMessage id="auth.secondFactor.useApp" />
          </Button>
        ) : null}
        <Button variant="link" busy={reporting} onClick={() => void onLost()}>
          <FormattedMessage id="auth.secondFactor.lost" />
        </Button>
      </div>
      <Alert messages={[notice]} />
    </section>
  );
}
