import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Button, PasswordField } from '@portal/shell/platform';
import type { MessageId } from '@portal/shell/platform';

type PasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>;

interface ConfirmWithPasswordProps {
  /** The form (`useZodForm`) with a `password` field. */
  form: {
    field: (name: 'password') => PasswordFieldProps;
    formState: { isSubmitting: boolean };
    formError: string | null;
  };
  /** The password's label, and the submit button's text (and while sending). */
  texts: { password: MessageId; submit: MessageId; submitting: MessageId };
  /** Further actions beside the submit button (Cancel). */
  children?: ReactNode;
}

/**
 * The end of a settings form whose change the password confirms (a new e-mail, a new number): the
 * current password, the submit button (its busy text while sending), and the form's error.
 */
export function ConfirmWithPassword({ form, texts, children }: ConfirmWithPasswordProps) {
  const submitting = form.formState.isSubmitting;
  return (
    <>
      <PasswordField
        autoComplete="current-password"
        label={<FormattedMessage id={texts.password} />}
        {...form.field('password')}
      />
      <div className="account-actions">
        <Button type="submit" busy={submitting}>
          <FormattedMessage id={submitting ? texts.submitting : texts.submit} />
        </Button>
        {children}
      </div>
      <Alert messages={[form.formError]} />
    </>
  );
}
