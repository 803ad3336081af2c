import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  lazySchema,
  PasswordField,
  TextField,
  useZodForm,
} from '@portal/shell/platform';
import { useChangePhoneMutation } from './api';
import { useStepHeading } from './useStepHeading';

// The rules need libphonenumber-js: fetched with the first check, not with the settings tab.
const phoneChangeRules = lazySchema(() =>
  import('@portal/shared/validation/phone-settings').then((rules) => rules.ZPhoneChangeRequest),
);

interface PhoneChangeFormProps {
  accountId: string;
  onDirty: (dirty: boolean) => void;
  onChanged: () => void;
  onCancel: () => void;
}

/** A new number for the account, with the password; it signs in once proven. */
export function PhoneChangeForm({ accountId, onDirty, onChanged, onCancel }: PhoneChangeFormProps) {
  const heading = useStepHeading();
  const [changePhone] = useChangePhoneMutation();
  const { field, submit, formError, formState } = useZodForm(phoneChangeRules, {
    defaultValues: { phone: '', password: '' },
  });
  useEffect(() => onDirty(formState.isDirty), [formState.isDirty, onDirty]);

  const onSubmit = submit(async (values) => {
    await changePhone({ id: accountId, ...values }).unwrap();
    // Saved: nothing is left unsaved.
    onDirty(false);
    onChanged();
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id="account.settings.phone.change" />
      </h4>
      <TextField
        label={<FormattedMessage id="account.settings.phone.newPhone" />}
        hint={<FormattedMessage id="account.settings.phone.newPhoneHint" />}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('phone')}
      />
      <PasswordField
        autoComplete="current-password"
        label={<FormattedMessage id="account.settings.phone.password" />}
        {...field('password')}
      />
      <div className="account-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={
              formState.isSubmitting
                ? 'account.settings.phone.saving'
                : 'account.settings.phone.save'
            }
          />
        </Button>
        <Button variant="link" onClick={onCancel}>
          <FormattedMessage id="account.settings.phone.cancel" />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
