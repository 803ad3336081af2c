import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './styles';

/** How every e-mail input behaves: the right keyboard, autofill, no capital or spelling fixes. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

export interface FieldDescriptionProps {
  id?: string;
  label: ReactNode;
  /** The translated error text, when the field is invalid. */
  error?: string;
  /** A hint shown under the input and read with it. */
  hint?: ReactNode;
  /** Ids of further elements that describe the input (e.g. the password hints list). */
  describedBy?: string;
}

export interface TextFieldProps
  extends FieldDescriptionProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  /** Something beside the input, inside the field (the password field's show button). */
  after?: ReactNode;
}

/** The ids that tie a field's hint and error to its control. */
export function useFieldIds(
  id: string | undefined,
  error?: string,
  hint?: ReactNode,
  extra?: string,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId, extra].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** The hint and error lines under a control. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled input whose hint and error are tied to it for assistive technology. Spread
 * react-hook-form's `register(name)` (or the form kit's `field(name)`) straight onto it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  describedBy,
  after,
  ref,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  const control = (
    <input
      id={ids.inputId}
      ref={ref}
      className="ui-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      {...input}
    />
  );
  return (
    <div className="ui-field">
      <label htmlFor={ids.inputId} className="ui-label">
        {label}
      </label>
      {after ? (
        <div className="ui-input-row">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
