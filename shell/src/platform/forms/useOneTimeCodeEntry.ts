import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { lazySchema } from '../api/lazySchema';
import { getErrorMessage } from '../intl/getErrorMessage';
import { translateFieldMessage } from '../intl/translateFieldMessage';
import type { MessageId } from '../intl/messageIds';
import { errorBody } from './serverErrors';

// The code's rule, imported when a code is sent: the step's page need not load zod before that.
const oneTimeCode = lazySchema(() =>
  import('@portal/shared/validation/sign-in').then((rules) => rules.ZOneTimeCode),
);

interface OneTimeCodeEntryOptions {
  /** Sends a well-formed code to the server; a rejection is shown at the code. */
  verify: (code: string) => Promise<unknown>;
  /** Asks for a new code; a rejection is shown as a notice under the step. */
  resend: () => Promise<unknown>;
  /** "{count} tries left", added after the server's message when a wrong code leaves tries. */
  attemptsLeftId: MessageId;
}

/**
 * The state of a step that asks for a one-time code (phone sign-in, e-mail change): the code as typed,
 * its error (the shared code rule first, then the server's answer with the tries left), and a resend
 * whose failure is a notice. A wrong code is cleared so the next one can be typed at once.
 */
export function useOneTimeCodeEntry({ verify, resend, attemptsLeftId }: OneTimeCodeEntryOptions) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);

  const submitCode = async (value: string) => {
    const parsed = await oneTimeCode['~standard'].validate(value);
    if (parsed.issues) {
      setError(translateFieldMessage(intl, parsed.issues[0]?.message));
      return;
    }
    setError(undefined);
    setNotice(null);
    try {
      await verify(parsed.value);
    } catch (failure) {
      const left = errorBody(failure)?.attemptsLeft;
      const tries =
        left && left > 0 ? ` ${intl.formatMessage({ id: attemptsLeftId }, { count: left })}` : '';
      setError(`${getErrorMessage(failure, intl)}${tries}`);
      setCode('');
    }
  };

  return {
    code,
    setCode,
    error,
    notice,
    /** For `OneTimeCodeInput`'s `onComplete`: a pasted or autofilled code submits itself. */
    submitCode,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submitCode(code);
    },
    resendCode: async () => {
      setError(undefined);
      setNotice(null);
      try {
        await resend();
        setCode('');
      } catch (failure) {
        setNotice(getErrorMessage(failure, intl));
      }
    },
  };
}
