import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './TextField';
import type { FieldDescriptionProps } from './TextField';
import './styles';

interface SelectProps
  extends FieldDescriptionProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  /** `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select: the platform's own picker is the most usable one on every phone. */
export function Select({
  id,
  label,
  error,
  hint,
  describedBy,
  ref,
  children,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  return (
    <div className="ui-field">
      <label htmlFor={ids.inputId} className="ui-label">
        {label}
      </label>
      <select
        id={ids.inputId}
        ref={ref}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
