import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { TMemberInvitation } from '@portal/shared/api/members';
import { Button, getErrorMessage } from '@portal/shell/platform';
import { useRevokeMemberInvitationMutation } from './teamApi';
import { ROLE_LABELS } from './roles';
import type { Notice } from './useNotice';

type Say = (notice: Notice, options?: { focus?: boolean }) => void;

/** The e-mail invitations not yet accepted, each revocable (its link then stops working). */
export function PendingInvitations({
  invitations,
  say,
}: {
  invitations: TMemberInvitation[];
  say: Say;
}) {
  if (invitations.length === 0) {
    return (
      <p className="account-text">
        <FormattedMessage id="account.team.pending.empty" />
      </p>
    );
  }
  return (
    <ul className="account-invitations">
      {invitations.map((invitation) => (
        <InvitationItem key={invitation.id} invitation={invitation} say={say} />
      ))}
    </ul>
  );
}

function InvitationItem({ invitation, say }: { invitation: TMemberInvitation; say: Say }) {
  const intl = useIntl();
  const [revoke, { isLoading }] = useRevokeMemberInvitationMutation();
  const { email } = invitation;
  const onRevoke = async () => {
    try {
      await revoke(invitation.id).unwrap();
      // The item and its button are gone: the focus goes to the news.
      say(
        {
          text: intl.formatMessage({ id: 'account.team.pending.revoked' }, { email }),
          tone: 'success',
        },
        { focus: true },
      );
    } catch (error) {
      say({ text: getErrorMessage(error, intl), tone: 'error' }, { focus: true });
    }
  };
  return (
    <li className="account-invitation">
      <span className="account-invitation-email">{email}</span>
      <span className="account-invitation-detail">
        <FormattedMessage id={ROLE_LABELS[invitation.role]} />
        {' · '}
        <FormattedMessage
          id="account.team.pending.expires"
          values={{ date: <FormattedDate value={invitation.expiresAt} dateStyle="medium" /> }}
        />
      </span>
      <Button
        variant="secondary"
        small
        busy={isLoading}
        onClick={() => void onRevoke()}
        aria-label={intl.formatMessage({ id: 'account.team.pending.revokeNamed' }, { email })}
      >
        <FormattedMessage id="account.team.pending.revoke" />
      </Button>
    </li>
  );
}
