import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './TextField';
import type { FieldDescriptionProps } from './TextField';
import './styles';

interface SelectProps
  extends FieldDescriptionProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  /** `<option>` elements. */
  children: ReactNode;
  /**
   * The label is read, not shown: a select in a table row, where the column's heading says it
   * for the eye (the label still names the row, e.g. "Role of Ada Lovelace").
   */
  hideLabel?: boolean;
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
  hideLabel = false,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, error, hint, describedBy);
  return (
    <div className="ui-field">
      <label
        htmlFor={ids.inputId}
        className={hideLabel ? 'ui-label ui-visually-hidden' : 'ui-label'}
      >
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
