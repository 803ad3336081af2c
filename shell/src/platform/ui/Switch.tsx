import { useId } from 'react';
import type { ReactNode } from 'react';
import './styles';

interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Work is under way (e.g. the setting is being saved). */
  busy?: boolean;
  id?: string;
}

/**
 * An on/off setting that applies at once (the invoice e-mail toggle): `role="switch"` on a real
 * button, so Space and Enter toggle it and its state is read as on or off.
 */
export function Switch({
  label,
  checked,
  onChange,
  disabled = false,
  busy = false,
  id,
}: SwitchProps) {
  const labelId = useId();
  return (
    <button
      id={id}
      type="button"
      role="switch"
      className="ui-switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="ui-switch-track" aria-hidden="true" />
      <span id={labelId}>{label}</span>
    </button>
  );
}
