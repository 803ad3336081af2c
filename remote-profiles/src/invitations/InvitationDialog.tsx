import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  INVITATION_DEFAULT_DAYS,
  INVITATION_MAX_DAYS,
  ZCreateInvitationRequest,
} from '@portal/shared/validation/profile';
import {
  Button,
  CopyButton,
  Dialog,
  Skeleton,
  TextField,
  getErrorMessage,
  showToast,
  translateFieldMessage,
} from '@portal/shell/platform';
import {
  useCreateInvitationMutation,
  useDeleteInvitationMutation,
  useGetMyInvitationQuery,
} from '../users';

const DAY_MS = 24 * 3600 * 1000;

/** `YYYY-MM-DD` of the local day `days` from now, for the date input. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The chosen day at the current time of day: "in 365 days" is then exactly the longest validity
 * the server accepts, in any time zone.
 */
function expiryOf(day: string): string {
  const now = new Date();
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, now.getHours(), now.getMinutes()).toISOString();
}

/** The link an invited person opens (decisions.md): the wizard, without an account. */
export function invitationLink(id: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/user/new?invitation=${encodeURIComponent(id)}`;
}

/**
 * The invitation dialog (spec §2): the active link with its expiry, copy, delete, and a new link
 * with a chosen expiry that replaces the previous one.
 */
export function InvitationDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const fieldId = useId();
  const { data: invitation, isLoading } = useGetMyInvitationQuery();
  const [createInvitation, { isLoading: creating }] = useCreateInvitationMutation();
  const [deleteInvitation, { isLoading: deleting }] = useDeleteInvitationMutation();
  const [day, setDay] = useState(() => dayFromNow(INVITATION_DEFAULT_DAYS));
  const [error, setError] = useState<string | undefined>();
  const expiryInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The same rule as the server's (shared/): in the future, at most a year away.
    const request = { expires: day ? expiryOf(day) : undefined };
    const checked = ZCreateInvitationRequest.safeParse(request);
    if (!day || !checked.success) {
      const message = checked.success
        ? 'validation.invitation.expires'
        : checked.error.issues[0]?.message;
      setError(translateFieldMessage(intl, message));
      return;
    }
    setError(undefined);
    try {
      await createInvitation({ expires: request.expires! }).unwrap();
      showToast(intl.formatMessage({ id: 'profiles.invitation.created' }));
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    }
  }

  async function remove(id: string) {
    try {
      await deleteInvitation(id).unwrap();
      showToast(intl.formatMessage({ id: 'profiles.invitation.deleted' }));
      // The pressed button is gone with the link: keep the focus in the dialog.
      expiryInput.current?.focus();
    } catch (failure) {
      showToast(getErrorMessage(failure, intl), 'error');
    }
  }

  return (
    <Dialog
      title={<FormattedMessage id="profiles.invitation.title" />}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton lines={2} />
      ) : invitation ? (
        <section className="profiles-invitation" aria-labelledby={`${fieldId}-active`}>
          <h3 id={`${fieldId}-active`} className="profiles-subtitle">
            <FormattedMessage id="profiles.invitation.active" />
          </h3>
          <p className="profiles-link">
            <code>{invitationLink(invitation.id)}</code>
          </p>
          <p className="profiles-muted">
            <FormattedMessage
              id="profiles.invitation.expires"
              values={{ date: <FormattedDate value={invitation.expires} dateStyle="long" /> }}
            />
          </p>
          <div className="profiles-actions">
            <CopyButton
              text={invitationLink(invitation.id)}
              label={<FormattedMessage id="profiles.invitation.copy" />}
            />
            <Button variant="danger" busy={deleting} onClick={() => void remove(invitation.id)}>
              <FormattedMessage id="profiles.invitation.delete" />
            </Button>
          </div>
        </section>
      ) : (
        <p className="profiles-muted">
          <FormattedMessage id="profiles.invitation.none" />
        </p>
      )}
      <form
        className="profiles-invitation-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          id={`${fieldId}-expires`}
          ref={expiryInput}
          type="date"
          label={<FormattedMessage id="profiles.invitation.expiry" />}
          hint={<FormattedMessage id="profiles.invitation.expiryHint" />}
          value={day}
          min={dayFromNow(1)}
          max={dayFromNow(INVITATION_MAX_DAYS)}
          onChange={(event) => setDay(event.target.value)}
          error={error}
          required
        />
        <Button type="submit" busy={creating}>
          <FormattedMessage
            id={invitation ? 'profiles.invitation.replace' : 'profiles.invitation.create'}
          />
        </Button>
      </form>
    </Dialog>
  );
}
