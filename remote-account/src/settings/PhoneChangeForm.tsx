import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, lazySchema, TextField, useZodForm } from '@portal/shell/platform';
import { useChangePhoneMutation } from './api';
import { ConfirmWithPassword } from './ConfirmWithPassword';
import { useStepHeading } from './useStepHeading';

// The rules need libphonenumber-js: fetched with the first check, not with the settings tab.
const phoneChangeRules = lazySchema(() =>
  import('@portal/shared/validation/phone-settings').then((rules) => rules.ZPhoneChangeRequest),
);

const PHONE_CHANGE_TEXTS = {
  password: 'account.settings.phone.password',
  submit: 'account.settings.phone.save',
  submitting: 'account.settings.phone.saving',
} as const;

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
      <ConfirmWithPassword form={{ field, formState, formError }} texts={PHONE_CHANGE_TEXTS}>
        <Button variant="link" onClick={onCancel}>
          <FormattedMessage id="account.settings.phone.cancel" />
        </Button>
      </ConfirmWithPassword>
    </form>
  );
}
