import type { TLoginResponse } from '@portal/shared/api/contract';
import { PasskeyCeremonyButton, usePasskeyCeremony } from '../passkey/PasskeyCeremony';
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
  const ceremony = usePasskeyCeremony();
  const [getOptions] = usePasskeyFactorOptionsMutation();
  const [verify] = usePasskeyFactorMutation();

  const answerWithPasskey = () => {
    void ceremony.run(
      () => getOptions({ challenge }).unwrap(),
      async (response) => onSignedIn(await verify({ challenge, response }).unwrap()),
    );
  };

  return (
    <PasskeyCeremonyButton
      ceremony={ceremony}
      label="auth.passkey.useForFactor"
      busyLabel="auth.passkey.checking"
      onClick={answerWithPasskey}
      whenUnavailable="say"
    />
  );
}
