import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { FieldMessages } from './TextField';
import './styles';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  options: ReadonlyArray<RadioOption<V>>;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Uncontrolled use: spread react-hook-form's `register(name)` (name, onChange, onBlur, ref). */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  /** Controlled use. */
  value?: V;
  disabled?: boolean;
}

/**
 * Native radios in a fieldset: the browser gives arrow-key movement and one tab stop for the group;
 * the legend names it, the error is tied to it.
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  name,
  error,
  hint,
  onChange,
  onBlur,
  ref,
  value,
  disabled,
}: RadioGroupProps<V>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="ui-field"
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="ui-label">{legend}</legend>
      <div className="ui-choices">
        {options.map((option) => (
          <label key={option.value} className="ui-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              ref={ref}
              onChange={onChange}
              onBlur={onBlur}
              {...(value === undefined ? {} : { checked: value === option.value })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
