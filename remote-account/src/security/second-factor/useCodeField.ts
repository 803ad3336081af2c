import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorBody, getErrorMessage, translateFieldMessage } from '@portal/shell/platform';
import { ZTotpCode } from '@portal/shared/api/security';

/**
 * An authenticator app's code in a settings step: the value, its error (the shared rule first,
 * then the server's answer) and a submit that sends a well-formed code.
 */
export function useCodeField(send: (code: string) => Promise<unknown>) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (value = code) => {
    const parsed = ZTotpCode.safeParse(value);
    if (!parsed.success) {
      setError(translateFieldMessage(intl, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await send(parsed.data);
    } catch (failure) {
      const field = errorBody(failure)?.fields?.code;
      setError(field ?? getErrorMessage(failure, intl));
      setCode('');
    }
  };
  return { code, setCode, error, submit };
}
