import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { getErrorMessage } from '@portal/shell/platform';
import { useAfterLogin } from '../useAfterLogin';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './api';
import { conditionalAssertion, passkeysAvailable, stopConditional } from './conditional';
import { PasskeyCeremonyButton, usePasskeyCeremony } from './PasskeyCeremony';

// Asked as the login page's code loads: the answer is usually there for the page's first render,
// so the button is not added below the form a moment later.
void passkeysAvailable();

/**
 * Sign in with a passkey, no password (issue 38): the button (the browser's passkey dialog), and,
 * while the e-mail form is shown (`autofill`), the person's passkeys offered in the e-mail field's
 * autofill where the browser supports it. Where this browser or app cannot use passkeys (an app's
 * webview may not allow them), nothing is shown: the e-mail, phone and other ways are right there,
 * and a line about what cannot be used, arriving after the form, would only push them about.
 */
export function PasskeySignIn({ autofill }: { autofill: boolean }) {
  const intl = useIntl();
  const afterLogin = useAfterLogin();
  const ceremony = usePasskeyCeremony();
  const { available, setError } = ceremony;
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();

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

  const withButton = () => {
    stopConditional();
    void ceremony.run(
      () => getOptions().unwrap(),
      async (response) => afterLogin(await signIn({ response }).unwrap()),
    );
  };

  return (
    <PasskeyCeremonyButton
      ceremony={ceremony}
      label="auth.passkey.signIn"
      busyLabel="auth.passkey.signingIn"
      onClick={withButton}
      whenUnavailable="nothing"
    />
  );
}
