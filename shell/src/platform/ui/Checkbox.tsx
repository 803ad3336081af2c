import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, useFieldIds } from './TextField';
import './styles';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id?: string;
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A native checkbox inside its label (the whole text is the click target). */
export function Checkbox({ id, label, error, hint, ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <div className="ui-field">
      <label className="ui-choice" htmlFor={ids.inputId}>
        <input
          id={ids.inputId}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
