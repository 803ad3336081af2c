import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ZTransferOwnershipRequest } from '@portal/shared/api/members';
import type { TMember } from '@portal/shared/api/members';
import {
  Alert,
  Button,
  Dialog,
  loggedOut,
  PasswordField,
  useAppDispatch,
  useZodForm,
} from '@portal/shell/platform';
import { useTransferOwnershipMutation } from './teamApi';
import { displayName } from './roles';

/**
 * Making a member the owner (issue 37), confirmed by the owner's password. The account's sign-in
 * becomes theirs, the owner stays on the team as an admin with their own e-mail and password, and
 * every login of both ends: the dialog then says so and signs this page out.
 */
export function TransferOwnershipDialog({
  member,
  onClose,
}: {
  member: TMember;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const formId = useId();
  const [transfer] = useTransferOwnershipMutation();
  const [done, setDone] = useState(false);
  const { field, submit, formError, formState } = useZodForm(ZTransferOwnershipRequest, {
    defaultValues: { password: '' },
  });
  const name = displayName(member);
  // This page's session has ended with the transfer: signing in again is the one way on.
  const signOut = () => dispatch(loggedOut());

  if (done) {
    return (
      <Dialog
        title={<FormattedMessage id="account.team.transferredTitle" />}
        onClose={signOut}
        actions={
          <Button onClick={signOut} data-autofocus>
            <FormattedMessage id="account.team.signInAgain" />
          </Button>
        }
      >
        <p>
          <FormattedMessage id="account.team.transferred" values={{ name }} />
        </p>
      </Dialog>
    );
  }

  const onSubmit = submit(async ({ password }) => {
    await transfer({ id: member.id, password }).unwrap();
    setDone(true);
  });
  return (
    <Dialog
      title={<FormattedMessage id="account.team.transferTitle" values={{ name }} />}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={formState.isSubmitting}>
            <FormattedMessage
              id={
                formState.isSubmitting
                  ? 'account.team.transferring'
                  : 'account.team.transferConfirm'
              }
            />
          </Button>
        </>
      }
    >
      <form id={formId} className="account-form" noValidate onSubmit={onSubmit}>
        <p className="account-text">
          <FormattedMessage id="account.team.transferText" values={{ name, email: member.email }} />
        </p>
        <PasswordField
          autoComplete="current-password"
          label={<FormattedMessage id="account.team.transferPassword" />}
          {...field('password')}
        />
        <Alert messages={[formError]} />
      </form>
    </Dialog>
  );
}
