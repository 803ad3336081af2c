import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
>;

/** How every e-mail input behaves: the right keyboard, autofill, no capital or spelling fixes. */
export const EMAIL_INPUT: InputProps = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
};

interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The translated error text, when the field is invalid. */
  error?: string;
  /** A hint shown under the input and read with it. */
  hint?: ReactNode;
  /** Ids of further elements that describe the input (e.g. the password hints list). */
  describedBy?: string;
}

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  describedBy,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const description = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-label">
        {label}
      </label>
      <input
        id={id}
        className="auth-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="auth-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
