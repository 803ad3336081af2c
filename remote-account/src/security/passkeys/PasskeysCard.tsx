import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  getErrorMessage,
  QueryStatus,
  TextField,
  useZodForm,
} from '@portal/shell/platform';
import { ZPasskeyRename } from '@portal/shared/api/passkeys';
import type { TPasskey } from '@portal/shared/api/security';
import {
  canUsePasskeys,
  createPasskey,
  isPasskeyAlreadyRegistered,
  isPasskeyCeremonyCancelled,
} from '@portal/shell/platform/webauthn';
import { useSecondFactorOverviewQuery } from '../second-factor/api';
import { useNotice, type Notice } from '../../team/useNotice';
import {
  useAddPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
} from './api';
import './passkeys.css';

const day = (iso: string, intl: ReturnType<typeof useIntl>) =>
  intl.formatDate(iso, { dateStyle: 'medium' });

/**
 * The person's passkeys (issue 38): each one's name, when it was added and last used, and whether
 * it is synced between their devices; add one (a name, then the browser's own dialog), rename one,
 * remove one after a confirmation. A passkey signs in without a password and counts as a second
 * factor. Where the browser cannot create passkeys, one line says so.
 */
export function PasskeysCard() {
  const intl = useIntl();
  const overview = useSecondFactorOverviewQuery();
  const [remove, { isLoading: removing }] = useRemovePasskeyMutation();
  const [renaming, setRenaming] = useState<TPasskey | null>(null);
  const [removingKey, setRemovingKey] = useState<TPasskey | null>(null);
  const notice = useNotice();
  const title = <FormattedMessage id="account.passkeys.title" />;

  const passkeys = overview.data?.passkeys;
  if (!passkeys) {
    return (
      <Card level={3} title={title}>
        <QueryStatus
          isLoading={overview.isLoading}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      </Card>
    );
  }

  const confirmRemove = async (passkey: TPasskey) => {
    try {
      await remove(passkey.id).unwrap();
      setRemovingKey(null);
      await overview.refetch();
      notice.say(
        {
          text: intl.formatMessage({ id: 'account.passkeys.removed' }, { name: passkey.name }),
          tone: 'success',
        },
        { focus: true },
      );
    } catch (error) {
      setRemovingKey(null);
      notice.say({ text: getErrorMessage(error, intl), tone: 'error' }, { focus: true });
    }
  };

  return (
    <Card level={3} title={title}>
      <p className="account-text">
        <FormattedMessage id="account.passkeys.intro" />
      </p>
      {passkeys.length === 0 ? (
        <p className="account-text">
          <FormattedMessage id="account.passkeys.empty" />
        </p>
      ) : (
        <ul
          className="account-passkeys"
          aria-label={intl.formatMessage({ id: 'account.passkeys.list' })}
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account-passkey">
              <span className="account-passkey-name">
                <strong>{passkey.name}</strong>
              </span>
              <span className="account-passkey-details">
                <FormattedMessage
                  id="account.passkeys.added"
                  values={{ date: day(passkey.createdAt, intl) }}
                />{' '}
                {passkey.lastUsedAt ? (
                  <FormattedMessage
                    id="account.passkeys.lastUsed"
                    values={{ date: day(passkey.lastUsedAt, intl) }}
                  />
                ) : (
                  <FormattedMessage id="account.passkeys.neverUsed" />
                )}{' '}
                <FormattedMessage
                  id={passkey.backedUp ? 'account.passkeys.synced' : 'account.passkeys.notSynced'}
                />
              </span>
              <span className="account-passkey-actions">
                <Button
                  variant="secondary"
                  small
                  onClick={() => setRenaming(passkey)}
                  aria-label={intl.formatMessage(
                    { id: 'account.passkeys.renameNamed' },
                    { name: passkey.name },
                  )}
                >
                  <FormattedMessage id="account.passkeys.rename" />
                </Button>
                <Button
                  variant="danger"
                  small
                  onClick={() => setRemovingKey(passkey)}
                  aria-label={intl.formatMessage(
                    { id: 'account.passkeys.removeNamed' },
                    { name: passkey.name },
                  )}
                >
                  <FormattedMessage id="account.passkeys.remove" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {canUsePasskeys() ? (
        <AddPasskeyForm say={(next) => notice.say(next)} onAdded={() => void overview.refetch()} />
      ) : (
        <p className="account-text">
          <FormattedMessage id="account.passkeys.unsupported" />
        </p>
      )}
      {notice.element}
      {renaming ? (
        <RenameDialog
          passkey={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(name) => {
            setRenaming(null);
            void overview.refetch();
            notice.say(
              {
                text: intl.formatMessage({ id: 'account.passkeys.renamed' }, { name }),
                tone: 'success',
              },
              { focus: true },
            );
          }}
        />
      ) : null}
      {removingKey ? (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="account.passkeys.removeTitle" />}
          message={
            <FormattedMessage
              id="account.passkeys.removeText"
              values={{ name: removingKey.name }}
            />
          }
          confirmLabel={<FormattedMessage id="account.passkeys.removeConfirm" />}
          busy={removing}
          onConfirm={() => void confirmRemove(removingKey)}
          onCancel={() => setRemovingKey(null)}
        />
      ) : null}
    </Card>
  );
}

/** The name, then the browser's dialog (fingerprint, face, screen lock or a security key). */
function AddPasskeyForm({ say, onAdded }: { say: (notice: Notice) => void; onAdded: () => void }) {
  const intl = useIntl();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const { field, submit, formError, setFormError, formState, reset } = useZodForm(ZPasskeyRename, {
    defaultValues: { name: '' },
  });

  const onSubmit = submit(async ({ name }) => {
    const options = await getOptions().unwrap();
    let response;
    try {
      response = await createPasskey(options);
    } catch (error) {
      setFormError(
        intl.formatMessage({
          id: isPasskeyAlreadyRegistered(error)
            ? 'account.passkeys.alreadyOnDevice'
            : isPasskeyCeremonyCancelled(error)
              ? 'account.passkeys.cancelled'
              : 'account.passkeys.failed',
        }),
      );
      return;
    }
    const passkey = await add({ name, response }).unwrap();
    reset({ name: '' });
    onAdded();
    say({
      text: intl.formatMessage({ id: 'account.passkeys.addedNotice' }, { name: passkey.name }),
      tone: 'success',
    });
  });

  return (
    <form className="account-form account-passkey-add" noValidate onSubmit={onSubmit}>
      <TextField
        label={<FormattedMessage id="account.passkeys.name" />}
        hint={<FormattedMessage id="account.passkeys.nameHint" />}
        autoComplete="off"
        maxLength={64}
        {...field('name')}
      />
      <div className="account-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={formState.isSubmitting ? 'account.passkeys.adding' : 'account.passkeys.add'}
          />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}

function RenameDialog({
  passkey,
  onClose,
  onRenamed,
}: {
  passkey: TPasskey;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const [rename] = useRenamePasskeyMutation();
  const { field, submit, formError, formState } = useZodForm(ZPasskeyRename, {
    defaultValues: { name: passkey.name },
  });
  const onSubmit = submit(async ({ name }) => {
    const renamed = await rename({ id: passkey.id, name }).unwrap();
    onRenamed(renamed.name);
  });
  const formId = `rename-passkey-${passkey.id}`;
  return (
    <Dialog
      title={<FormattedMessage id="account.passkeys.renameTitle" />}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" form={formId} busy={formState.isSubmitting}>
            <FormattedMessage
              id={formState.isSubmitting ? 'account.passkeys.saving' : 'account.passkeys.save'}
            />
          </Button>
        </>
      }
    >
      <form id={formId} className="account-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={<FormattedMessage id="account.passkeys.name" />}
          autoComplete="off"
          maxLength={64}
          {...field('name')}
        />
        <Alert messages={[formError]} />
      </form>
    </Dialog>
  );
}
