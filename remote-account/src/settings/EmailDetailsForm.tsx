import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { EMAIL_INPUT, TextField, useZodForm } from '@portal/shell/platform';
import { ZRequestEmailChangeRequest } from '@portal/shared/validation/settings';
import type {
  TEmailChangeInfo,
  TRequestEmailChangeRequest,
} from '@portal/shared/validation/settings';
import { useRequestEmailChangeMutation } from './api';
import { ConfirmWithPassword } from './ConfirmWithPassword';

const EMAIL_CHANGE_TEXTS = {
  password: 'account.settings.emailChange.password',
  submit: 'account.settings.emailChange.send',
  submitting: 'account.settings.emailChange.sending',
} as const;

interface EmailDetailsFormProps {
  accountId: string;
  /** What the customer typed before ("use another address" comes back with it). */
  initial?: TRequestEmailChangeRequest;
  /** Focus the first field: the user came back to this step. */
  focusFirst: boolean;
  onSent: (sent: TEmailChangeInfo, details: TRequestEmailChangeRequest) => void;
  onDirty: (dirty: boolean) => void;
}

/** Step 0 of the e-mail change (spec §2): current e-mail, new e-mail, password. */
export function EmailDetailsForm({
  accountId,
  initial,
  focusFirst,
  onSent,
  onDirty,
}: EmailDetailsFormProps) {
  const [requestChange] = useRequestEmailChangeMutation();
  const { field, submit, formError, formState, setFocus } = useZodForm(ZRequestEmailChangeRequest, {
    defaultValues: initial ?? { currentEmail: '', newEmail: '', password: '' },
  });
  const dirty = formState.isDirty || Boolean(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    if (focusFirst) setFocus('currentEmail');
  }, [focusFirst, setFocus]);

  const onSubmit = submit(async (values) => {
    onSent(await requestChange({ id: accountId, ...values }).unwrap(), values);
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p className="account-text">
        <FormattedMessage id="account.settings.emailChange.intro" />
      </p>
      <TextField
        {...EMAIL_INPUT}
        autoComplete="username"
        label={<FormattedMessage id="account.settings.emailChange.currentEmail" />}
        {...field('currentEmail')}
      />
      <TextField
        {...EMAIL_INPUT}
        label={<FormattedMessage id="account.settings.emailChange.newEmail" />}
        {...field('newEmail')}
      />
      <ConfirmWithPassword form={{ field, formState, formError }} texts={EMAIL_CHANGE_TEXTS} />
    </form>
  );
}
