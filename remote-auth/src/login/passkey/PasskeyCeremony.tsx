import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, getErrorMessage, type MessageId } from '@portal/shell/platform';
import type { TWebAuthnOptions, TWebAuthnResponse } from '@portal/shared/api/passkeys';
import { knownPasskeysAvailable, passkeysAvailable } from './conditional';

export interface PasskeyCeremony {
  /** Can this browser use a passkey of this device (null until it has said)? */
  available: boolean | null;
  /** What the person is told went wrong, or null. */
  error: string | null;
  setError: (error: string | null) => void;
  /** The browser's dialog, and what follows it, is under way. */
  working: boolean;
  /**
   * Asks for the options (the ceremony downloads meanwhile), opens the browser's passkey dialog and
   * hands its answer to `answer`. A closed or timed-out dialog is said as such; any other failure
   * by the server's message.
   */
  run: (
    getOptions: () => Promise<TWebAuthnOptions>,
    answer: (response: TWebAuthnResponse) => Promise<void>,
  ) => Promise<void>;
}

/** A passkey button's state: the login page's "Sign in with a passkey", the second factor's. */
export function usePasskeyCeremony(): PasskeyCeremony {
  const intl = useIntl();
  const [available, setAvailable] = useState<boolean | null>(knownPasskeysAvailable);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let live = true;
    void passkeysAvailable().then((yes) => live && setAvailable(yes));
    return () => {
      live = false;
    };
  }, []);

  const run: PasskeyCeremony['run'] = async (getOptions, answer) => {
    setError(null);
    setWorking(true);
    try {
      // The ceremony (and @simplewebauthn/browser after it) is downloaded now, not with the page.
      const [options, webauthn] = await Promise.all([
        getOptions(),
        import('@portal/shell/platform/webauthn'),
      ]);
      try {
        await answer(await webauthn.passkeyAssertion(options));
      } catch (failure) {
        if (!webauthn.isPasskeyCeremonyCancelled(failure)) throw failure;
        setError(intl.formatMessage({ id: 'auth.passkey.cancelled' }));
      }
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    } finally {
      setWorking(false);
    }
  };

  return { available, error, setError, working, run };
}

interface PasskeyCeremonyButtonProps {
  ceremony: PasskeyCeremony;
  label: MessageId;
  /** The label while the ceremony is under way. */
  busyLabel: MessageId;
  onClick: () => void;
  /**
   * Where this browser or app cannot use passkeys: one line says so (the second factor, where a
   * passkey may be the person's own way in), or nothing is shown (the login page, whose other
   * ways to sign in are right there).
   */
  whenUnavailable: 'say' | 'nothing';
}

/**
 * The button and its error; where this browser or app cannot use passkeys (an app's webview may
 * not allow them), one line saying so, or nothing (`whenUnavailable`).
 */
export function PasskeyCeremonyButton({
  ceremony,
  label,
  busyLabel,
  onClick,
  whenUnavailable,
}: PasskeyCeremonyButtonProps) {
  if (ceremony.available === null) return null;
  if (!ceremony.available)
    return whenUnavailable === 'say' ? (
      <p className="auth-text">
        <FormattedMessage id="auth.passkey.unavailable" />
      </p>
    ) : null;
  return (
    <div className="auth-form">
      <Button variant="secondary" busy={ceremony.working} onClick={onClick}>
        <FormattedMessage id={ceremony.working ? busyLabel : label} />
      </Button>
      <Alert messages={[ceremony.error]} />
    </div>
  );
}
