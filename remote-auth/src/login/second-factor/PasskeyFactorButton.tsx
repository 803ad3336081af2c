import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, getErrorMessage } from '@portal/shell/platform';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { isPasskeyCeremonyCancelled, passkeyAssertion } from '@portal/shell/platform/webauthn';
import { passkeysAvailable } from '../passkey/conditional';
import { usePasskeyFactorMutation, usePasskeyFactorOptionsMutation } from './passkeyFactorApi';

interface PasskeyFactorButtonProps {
  /** The sign-in's second-factor challenge (ZSecondFactorRequired.challenge). */
  challenge: string;
  /** The passkey passed: the session is stored; the page moves on. */
  onSignedIn: (login: TLoginResponse) => void;
}

/**
 * The second-factor step's "Use a passkey" (issue 38): one of the person's own passkeys (the API
 * offers only theirs) answers the sign-in's challenge. Where this browser or app cannot use
 * passkeys, one line says so and the step's other methods remain.
 */
export function PasskeyFactorButton({ challenge, onSignedIn }: PasskeyFactorButtonProps) {
  const intl = useIntl();
  const [available, setAvailable] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [getOptions] = usePasskeyFactorOptionsMutation();
  const [verify] = usePasskeyFactorMutation();

  useEffect(() => {
    let live = true;
    void passkeysAvailable().then((yes) => live && setAvailable(yes));
    return () => {
      live = false;
    };
  }, []);

  if (available === null) return null;
  if (!available)
    return (
      <p className="auth-text">
        <FormattedMessage id="auth.passkey.unavailable" />
      </p>
    );

  const answerWithPasskey = async () => {
    setError(null);
    setWorking(true);
    try {
      const response = await passkeyAssertion(getOptions({ challenge }).unwrap());
      onSignedIn(await verify({ challenge, response }).unwrap());
    } catch (failure) {
      setError(
        isPasskeyCeremonyCancelled(failure)
          ? intl.formatMessage({ id: 'auth.passkey.cancelled' })
          : getErrorMessage(failure, intl),
      );
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="auth-form">
      <Button variant="secondary" busy={working} onClick={() => void answerWithPasskey()}>
        <FormattedMessage id={working ? 'auth.passkey.checking' : 'auth.passkey.useForFactor'} />
      </Button>
      <Alert messages={[error]} />
    </div>
  );
}
