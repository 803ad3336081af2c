import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  Dialog,
  EMAIL_INPUT,
  PasswordField,
  TextField,
  api,
  loggedOut,
  signalDone,
  useAppDispatch,
  useCan,
  useGetAccountQuery,
  useZodForm,
} from '@portal/shell/platform';
import {
  ZAccountDeletionAnswer,
  ZAccountDeletionRequest,
  confirmationMatches,
  type TAccountDeletionAnswer,
  type TAccountDeletionRequest,
} from '@portal/shared/api/account-deletion';
import { z } from 'zod';

const deletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountDeletion: build.query<{ codeRequired: boolean }, void>({
      query: () => '/v2/account-deletion',
      responseSchema: z.object({ codeRequired: z.boolean() }),
    }),
    deleteAccount: build.mutation<TAccountDeletionAnswer, TAccountDeletionRequest>({
      query: (body) => ({ url: '/v2/account-deletion', method: 'POST', body }),
      responseSchema: ZAccountDeletionAnswer,
    }),
  }),
});

/**
 * "Delete my account" (issue 39), the owner's only (`account.delete`), last in settings (and in the
 * app's webview page): a dialog that says what happens and when, asks for the password, the
 * authenticator app's code where the owner has one, and the account's e-mail typed out.
 */
export function AccountDeletionCard() {
  const allowed = useCan('account.delete');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <Card level={3} title={<FormattedMessage id="account.deletion.title" />}>
      <p className="account-hint">
        <FormattedMessage id="account.deletion.intro" />
      </p>
      <div className="account-actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          <FormattedMessage id="account.deletion.open" />
        </Button>
      </div>
      {open && <DeletionDialog onClose={() => setOpen(false)} />}
    </Card>
  );
}

function DeletionDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountQuery();
  const { data: needs } = deletionApi.useGetAccountDeletionQuery();
  const [deleteAccount] = deletionApi.useDeleteAccountMutation();
  const [done, setDone] = useState<TAccountDeletionAnswer | null>(null);
  const { field, submit, formError, formState, watch } = useZodForm(ZAccountDeletionRequest, {
    defaultValues: { password: '', confirmation: '' },
  });
  const email = account?.email ?? '';
  const confirmed = confirmationMatches(watch('confirmation') ?? '', email);

  const onSubmit = submit(async (values) => {
    const answer = await deleteAccount(values).unwrap();
    setDone(answer);
    // Opened by the mobile app: its task is done (docs/webview-contract.md).
    signalDone({ task: 'accountDeletion', purgeAfter: answer.purgeAfter });
  });

  if (done) {
    // Every session of the account ended with the request: this one is forgotten on close.
    const signOut = () => dispatch(loggedOut());
    return (
      <Dialog
        title={<FormattedMessage id="account.deletion.doneTitle" />}
        onClose={signOut}
        actions={
          <Button onClick={signOut}>
            <FormattedMessage id="account.deletion.doneClose" />
          </Button>
        }
      >
        <p>
          <FormattedMessage
            id="account.deletion.done"
            values={{
              date: <FormattedDate value={done.purgeAfter} dateStyle="long" />,
            }}
          />
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      role="alertdialog"
      title={<FormattedMessage id="account.deletion.dialogTitle" />}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="account.deletion.cancel" />
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="account-deletion-form"
            disabled={!confirmed}
            busy={formState.isSubmitting}
          >
            <FormattedMessage
              id={
                formState.isSubmitting ? 'account.deletion.submitting' : 'account.deletion.submit'
              }
            />
          </Button>
        </>
      }
    >
      <ul className="account-deletion-effects">
        <li>
          <FormattedMessage id="account.deletion.effect.now" />
        </li>
        <li>
          <FormattedMessage id="account.deletion.effect.noRefund" />
        </li>
        <li>
          <FormattedMessage id="account.deletion.effect.undo" />
        </li>
        <li>
          <FormattedMessage id="account.deletion.effect.erased" />
        </li>
      </ul>
      <form id="account-deletion-form" className="account-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          autoComplete="current-password"
          label={<FormattedMessage id="account.deletion.password" />}
          {...field('password')}
        />
        {needs?.codeRequired ? (
          <TextField
            autoComplete="one-time-code"
            inputMode="numeric"
            label={<FormattedMessage id="account.deletion.code" />}
            {...field('code')}
          />
        ) : null}
        <TextField
          {...EMAIL_INPUT}
          autoComplete="off"
          label={<FormattedMessage id="account.deletion.confirmation" values={{ email }} />}
          {...field('confirmation')}
        />
        <Alert messages={[formError]} />
      </form>
    </Dialog>
  );
}
