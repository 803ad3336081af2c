import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, getErrorMessage } from '@portal/shell/platform';
import { isPasskeyCeremonyCancelled, passkeyAssertion } from '@portal/shell/platform/webauthn';
import { useAfterLogin } from '../useAfterLogin';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './api';
import { conditionalAssertion, passkeysAvailable, stopConditional } from './conditional';

/**
 * Sign in with a passkey, no password (issue 38): the button (the browser's passkey dialog), and,
 * while the e-mail form is shown (`autofill`), the person's passkeys offered in the e-mail field's
 * autofill where the browser supports it. Where this browser or app cannot use passkeys (an app's
 * webview may not allow them), one line says so; the other methods stay on the page.
 */
export function PasskeySignIn({ autofill }: { autofill: boolean }) {
  const intl = useIntl();
  const afterLogin = useAfterLogin();
  const [available, setAvailable] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();

  useEffect(() => {
    let live = true;
    void passkeysAvailable().then((yes) => live && setAvailable(yes));
    return () => {
      live = false;
    };
  }, []);

  // The autofill's request waits as long as the e-mail form is there; its submit stops it.
  useEffect(() => {
    if (!available || !autofill) return undefined;
    let live = true;
    conditionalAssertion(() => getOptions().unwrap())
      .then(async (response) => {
        if (response && live) afterLogin(await signIn({ response }).unwrap());
      })
      .catch((failure: unknown) => live && setError(getErrorMessage(failure, intl)));
    return () => {
      live = false;
      stopConditional();
    };
    // Once per page (and e-mail form): the request waits for the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available, autofill]);

  if (available === null) return null;
  if (!available)
    return (
      <p className="auth-text">
        <FormattedMessage id="auth.passkey.unavailable" />
      </p>
    );

  const withButton = async () => {
    stopConditional();
    setError(null);
    setWorking(true);
    try {
      afterLogin(
        await signIn({ response: await passkeyAssertion(getOptions().unwrap()) }).unwrap(),
      );
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
      <Button variant="secondary" busy={working} onClick={() => void withButton()}>
        <FormattedMessage id={working ? 'auth.passkey.signingIn' : 'auth.passkey.signIn'} />
      </Button>
      <Alert messages={[error]} />
    </div>
  );
}
