import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Button, Card, PasswordField, signalDone, useZodForm } from '@portal/shell/platform';
import { ZPasswordChangeForm } from '@portal/shared/validation/settings';
import { useChangePasswordMutation } from './api';
import { DoneStep } from './DoneStep';

/**
 * Spec §2/§4 Password change: current, new (strength hints ticked as typed), repeat; then the
 * success screen. The API signs out every other session and mails a notice.
 */
export function PasswordChange({
  accountId,
  onDirty,
}: {
  accountId: string;
  onDirty: (dirty: boolean) => void;
}) {
  const [done, setDone] = useState<{ returned: boolean } | true>({ returned: false });
  return (
    <Card level={3} title={<FormattedMessage id="account.settings.password.title" />}>
      {done === true ? (
        // Spec §8 "password changed".
        <DoneStep
          title={<FormattedMessage id="account.settings.password.doneTitle" />}
          onClose={() => setDone({ returned: true })}
        >
          <FormattedMessage id="account.settings.password.done" />
        </DoneStep>
      ) : (
        <PasswordForm
          accountId={accountId}
          focusFirst={done.returned}
          onDirty={onDirty}
          onChanged={() => setDone(true)}
        />
      )}
    </Card>
  );
}

function PasswordForm({
  accountId,
  focusFirst,
  onDirty,
  onChanged,
}: {
  accountId: string;
  focusFirst: boolean;
  onDirty: (dirty: boolean) => void;
  onChanged: () => void;
}) {
  const [changePassword] = useChangePasswordMutation();
  const { field, submit, formError, formState, setFocus } = useZodForm(ZPasswordChangeForm, {
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  useEffect(() => onDirty(formState.isDirty), [formState.isDirty, onDirty]);
  useEffect(() => {
    if (focusFirst) setFocus('currentPassword');
  }, [focusFirst, setFocus]);

  const onSubmit = submit(async ({ currentPassword, newPassword }) => {
    await changePassword({ id: accountId, currentPassword, newPassword }).unwrap();
    // The success screen replaces the form: nothing is left unsaved.
    onDirty(false);
    onChanged();
    // Opened by the mobile app: its task is done (docs/webview-contract.md).
    signalDone({ task: 'passwordChange' });
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <PasswordField
        autoComplete="current-password"
        label={<FormattedMessage id="account.settings.password.current" />}
        {...field('currentPassword')}
      />
      <PasswordField
        autoComplete="new-password"
        showHints
        label={<FormattedMessage id="account.settings.password.new" />}
        {...field('newPassword')}
      />
      <PasswordField
        autoComplete="new-password"
        label={<FormattedMessage id="account.settings.password.repeat" />}
        {...field('repeatPassword')}
      />
      <div className="account-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={
              formState.isSubmitting
                ? 'account.settings.password.submitting'
                : 'account.settings.password.submit'
            }
          />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
