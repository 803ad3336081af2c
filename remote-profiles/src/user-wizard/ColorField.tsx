import { useIntl } from 'react-intl';
import type { ComponentProps, ReactNode } from 'react';
import { ZColor } from '@portal/shared/validation/profile';
import { TextField, type useZodForm } from '@portal/shell/platform';
import type { ZProfileEditRequest } from '@portal/shared/validation/profile';

type WizardFormApi = ReturnType<typeof useZodForm<typeof ZProfileEditRequest>>;

/**
 * A brand colour of any form (the wizard's, the brand kit's): a text input for its code (#RRGGBB,
 * typed or pasted, checked by the shared rule the server applies) with the browser's colour picker
 * beside it; either one sets the other.
 */
export function ColorInput({
  field,
  value,
  saved,
  onPick,
  label,
  labelText,
  hint,
}: {
  /** The form's registration of the field (`form.field(name)`). */
  field: Omit<ComponentProps<typeof TextField>, 'label'>;
  value: string | undefined;
  /** The colour the picker shows until the typed code is one. */
  saved: string | undefined;
  onPick: (color: string) => void;
  label: ReactNode;
  /** The label as text, for the picker's name. */
  labelText: string;
  hint?: ReactNode;
}) {
  const intl = useIntl();
  const typed = value ?? '';
  // The picker shows the typed code once it is a colour; until then the last one saved or chosen.
  const swatch = ZColor.safeParse(typed).success ? typed : (saved ?? '#000000');
  return (
    <TextField
      label={label}
      hint={hint ?? intl.formatMessage({ id: 'profiles.field.colorHint' })}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
      maxLength={7}
      className="ui-input profiles-color-code"
      {...field}
      after={
        <input
          type="color"
          className="profiles-color-swatch"
          aria-label={intl.formatMessage(
            { id: 'profiles.field.colorPicker' },
            { field: labelText },
          )}
          value={swatch.toLowerCase()}
          disabled={field.disabled}
          onChange={(event) => onPick(event.target.value.toUpperCase())}
        />
      }
    />
  );
}

/** A brand colour of the profile wizard. */
export function ColorField({
  form,
  name,
  label,
  labelText,
  hint,
  disabled,
}: {
  form: WizardFormApi;
  name: 'color_primary' | 'color_secondary';
  label: ReactNode;
  labelText: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <ColorInput
      field={{ ...form.field(name), disabled }}
      value={form.watch(name)}
      saved={form.formState.defaultValues?.[name]}
      onPick={(color) => form.setValue(name, color, { shouldDirty: true, shouldValidate: true })}
      label={label}
      labelText={labelText}
      hint={hint}
    />
  );
}
