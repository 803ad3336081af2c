import { useEffect, useState } from 'react';
import type { ClipboardEvent, ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './Button';
import { FieldMessages, useFieldIds } from './TextField';
import './styles';

/** One-time codes of SMS and e-mail are 6 digits. */
export const CODE_LENGTH = 6;

/** The digits of whatever was typed or pasted ("123 456", "code: 123-456"), at most six. */
export const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

interface OneTimeCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called once six digits are in, typed or pasted: the page may submit at once. */
  onComplete?: (code: string) => void;
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The one-time code of an SMS or e-mail: ONE input (so the phone's autofill, paste and screen readers
 * see one field), numeric keyboard, `autocomplete="one-time-code"`; anything but digits is dropped.
 */
export function OneTimeCodeInput({
  value,
  onChange,
  onComplete,
  label,
  error,
  hint,
  id,
  name = 'code',
  ref,
  disabled,
}: OneTimeCodeInputProps) {
  const ids = useFieldIds(id, error, hint);
  const update = (text: string) => {
    const code = codeDigits(text);
    onChange(code);
    if (code.length === CODE_LENGTH && code !== value) onComplete?.(code);
  };
  // A pasted "123 456" is longer than six characters: take its digits before the input truncates it.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(event.clipboardData.getData('text'));
  };
  return (
    <div className="ui-field">
      <label htmlFor={ids.inputId} className="ui-label">
        {label ?? <FormattedMessage id="common.oneTimeCode" />}
      </label>
      <input
        id={ids.inputId}
        ref={ref}
        name={name}
        className="ui-code-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => update(event.target.value)}
        onPaste={onPaste}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

interface ResendCodeButtonProps {
  /** Sends a new code; the countdown starts again. */
  onResend: () => unknown;
  /** Seconds before a new code may be asked for (the API allows one every 30). */
  seconds?: number;
  busy?: boolean;
}

/**
 * "Resend code", available after a countdown that starts when the screen shows (a code was just
 * sent) and after every resend. It stays focusable while counting down (aria-disabled), and the
 * countdown is not a live region: a number announced every second would drown the page.
 */
export function ResendCodeButton({ onResend, seconds = 30, busy = false }: ResendCodeButtonProps) {
  const intl = useIntl();
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const waiting = remaining > 0;
  return (
    <Button
      variant="link"
      busy={busy}
      aria-disabled={waiting || busy || undefined}
      onClick={() => {
        if (waiting) return;
        setRemaining(seconds);
        onResend();
      }}
    >
      {waiting
        ? intl.formatMessage({ id: 'common.resendIn' }, { seconds: remaining })
        : intl.formatMessage({ id: 'common.resend' })}
    </Button>
  );
}
