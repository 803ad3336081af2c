import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../intl/messageIds';
import { PASSWORD_HINTS, passwordHintsMet } from './passwordHints';
import type { PasswordHint } from './passwordHints';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import './styles';

const HINT_LABELS: Record<PasswordHint, MessageId> = {
  length: 'common.passwordHints.length',
  upper: 'common.passwordHints.upper',
  lower: 'common.passwordHints.lower',
  digit: 'common.passwordHints.digit',
  symbol: 'common.passwordHints.symbol',
};

/**
 * Live strength ticks under a new password. Not a live region on purpose: the list is read with the
 * field (aria-describedby); announcing every keystroke would drown the user.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const met = passwordHintsMet(password);
  return (
    <div id={id} className="ui-hints">
      <p className="ui-hints-title">
        <FormattedMessage id="common.passwordHints.title" />
      </p>
      <ul>
        {PASSWORD_HINTS.map((hint) => (
          <li key={hint} className="ui-hint-item" data-met={met[hint]}>
            <span>
              <FormattedMessage id={HINT_LABELS[hint]} />
              <span className="ui-visually-hidden">
                {' ('}
                <FormattedMessage
                  id={met[hint] ? 'common.passwordHints.met' : 'common.passwordHints.unmet'}
                />
                {')'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'after'> {
  /** Show the spec §5 strength hints, ticked as the user types (a new password). */
  showHints?: boolean;
}

/** A password input with a show/hide toggle and, for a new password, the strength hints. */
export function PasswordField({
  showHints = false,
  onChange,
  describedBy,
  ...field
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState('');
  const hintsId = `${field.id ?? field.name ?? 'password'}-strength`;
  const track = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    return onChange?.(event);
  };
  return (
    <>
      <TextField
        {...field}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        onChange={track}
        describedBy={
          [showHints ? hintsId : undefined, describedBy].filter(Boolean).join(' ') || undefined
        }
        after={
          <button
            type="button"
            className="ui-button ui-button-secondary"
            aria-pressed={visible}
            aria-label={intl.formatMessage({ id: 'common.showPassword' })}
            title={intl.formatMessage({ id: 'common.showPassword' })}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        }
      />
      {showHints ? <PasswordHints id={hintsId} password={value} /> : null}
    </>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="m4 4 16 16" /> : null}
    </svg>
  );
}
