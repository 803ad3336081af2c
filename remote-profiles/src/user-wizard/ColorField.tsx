import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { ZColor } from '@portal/shared/validation/profile';
import { TextField, type useZodForm } from '@portal/shell/platform';
import type { ZProfileEditRequest } from '@portal/shared/validation/profile';

type WizardFormApi = ReturnType<typeof useZodForm<typeof ZProfileEditRequest>>;

/**
 * A brand colour: a text input for its code (#RRGGBB, typed or pasted, checked by the shared rule
 * the server applies) with the browser's colour picker beside it; either one sets the other.
 */
export function ColorField({
  form,
  name,
  label,
  labelText,
}: {
  form: WizardFormApi;
  name: 'color_primary' | 'color_secondary';
  label: ReactNode;
  /** The label as text, for the picker's name. */
  labelText: string;
}) {
  const intl = useIntl();
  const typed = form.watch(name) ?? '';
  // The picker shows the typed code once it is a colour; until then the last one saved or chosen.
  const swatch = ZColor.safeParse(typed).success
    ? typed
    : (form.formState.defaultValues?.[name] ?? '#000000');
  return (
    <TextField
      label={label}
      hint={intl.formatMessage({ id: 'profiles.field.colorHint' })}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
      maxLength={7}
      className="ui-input profiles-color-code"
      {...form.field(name)}
      after={
        <input
          type="color"
          className="profiles-color-swatch"
          aria-label={intl.formatMessage(
            { id: 'profiles.field.colorPicker' },
            { field: labelText },
          )}
          value={swatch.toLowerCase()}
          onChange={(event) =>
            form.setValue(name, event.target.value.toUpperCase(), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        />
      }
    />
  );
}
