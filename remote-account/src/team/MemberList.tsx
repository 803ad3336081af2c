import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MEMBER_ROLES } from '@portal/shared/roles/roles';
import type { TMemberRole } from '@portal/shared/roles/roles';
import type { TMember } from '@portal/shared/api/members';
import { Button, ConfirmDialog, getErrorMessage, Select, sinceUnit } from '@portal/shell/platform';
import { useChangeMemberRoleMutation, useRemoveMemberMutation } from './teamApi';
import { displayName, ROLE_HINTS, ROLE_LABELS } from './roles';
import type { Notice } from './useNotice';
import { TransferOwnershipDialog } from './TransferOwnershipDialog';

type Say = (notice: Notice, options?: { focus?: boolean }) => void;

/**
 * The team (issue 37): each person with their role and last sign-in; the owner changes a member's
 * role (the select picks, a "Change role" button beside it asks for the confirmation), makes them
 * the owner (with the owner's password) or
 * removes them (a confirmation naming them). The owner's own row has none of these. A table on a desktop, a card per
 * person on a phone (account.css); the explicit roles keep it a table for screen readers there.
 */
export function MemberList({ members, say }: { members: TMember[]; say: Say }) {
  const [removal, setRemoval] = useState<TMember | null>(null);
  const [transfer, setTransfer] = useState<TMember | null>(null);
  return (
    <div className="account-table-wrap">
      <table className="account-table account-members" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <FormattedMessage id="account.team.name" />
            </th>
            <th scope="col" role="columnheader">
              <FormattedMessage id="account.team.role" />
            </th>
            <th scope="col" role="columnheader">
              <FormattedMessage id="account.team.lastSignIn" />
            </th>
            <th scope="col" role="columnheader">
              <span className="ui-visually-hidden">
                <FormattedMessage id="account.team.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              say={say}
              onRemove={() => setRemoval(member)}
              onTransfer={() => setTransfer(member)}
            />
          ))}
        </tbody>
      </table>
      {removal ? (
        <RemoveDialog member={removal} say={say} onClose={() => setRemoval(null)} />
      ) : null}
      {transfer ? (
        <TransferOwnershipDialog member={transfer} onClose={() => setTransfer(null)} />
      ) : null}
    </div>
  );
}

function MemberRow({
  member,
  say,
  onRemove,
  onTransfer,
}: {
  member: TMember;
  say: Say;
  onRemove: () => void;
  onTransfer: () => void;
}) {
  const intl = useIntl();
  const name = displayName(member);
  const editable = member.role !== 'owner' && !member.isYou;
  // The role picked in the select: nothing changes until the button and its confirmation (a closed
  // select that changes at the first arrow key would otherwise open the dialog at once).
  const [picked, setPicked] = useState<TMemberRole | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A new role from the server (this change saved, or another page's) is what the select shows.
  const [savedRole, setSavedRole] = useState(member.role);
  if (savedRole !== member.role) {
    setSavedRole(member.role);
    setPicked(null);
  }
  const shown = picked ?? member.role;
  const select = useRef<HTMLSelectElement>(null);
  // Cancelled or done, the focus goes back to the select (the button is disabled again, or about
  // to be); after the dialog has given it to its opener.
  const focusSelect = useRef(false);
  useEffect(() => {
    if (confirming || !focusSelect.current) return;
    focusSelect.current = false;
    select.current?.focus();
  }, [confirming]);
  const closeDialog = (outcome: 'cancelled' | 'changed' | 'failed') => {
    if (outcome === 'cancelled') setPicked(null);
    // Failed: the pick stays, and the focus on its button, to try again.
    focusSelect.current = outcome !== 'failed';
    setConfirming(false);
  };
  return (
    <tr role="row">
      <td role="cell" className="account-member-person">
        <span className="account-member-name">
          {name}
          {member.isYou ? (
            <>
              {' '}
              <span className="account-member-you">
                <FormattedMessage id="account.team.you" />
              </span>
            </>
          ) : null}
        </span>
        <span className="account-member-email">{member.email}</span>
      </td>
      <td role="cell" className="account-member-role">
        {editable ? (
          <div className="account-member-role-change">
            <Select
              ref={select}
              hideLabel
              label={<FormattedMessage id="account.team.roleOf" values={{ name }} />}
              value={shown}
              onChange={(event) => setPicked(event.target.value as TMemberRole)}
            >
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {intl.formatMessage({ id: ROLE_LABELS[role] })}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              small
              disabled={shown === member.role}
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage({ id: 'account.team.changeRoleNamed' }, { name })}
            >
              <FormattedMessage id="account.team.changeRole" />
            </Button>
          </div>
        ) : (
          <FormattedMessage id={ROLE_LABELS[member.role]} />
        )}
      </td>
      <td role="cell" className="account-member-signin">
        <LastSignIn at={member.lastSignInAt} />
      </td>
      <td role="cell" className="account-member-actions">
        {editable ? (
          <span className="account-member-buttons">
            <Button
              variant="link"
              small
              onClick={onTransfer}
              aria-label={intl.formatMessage({ id: 'account.team.transferNamed' }, { name })}
            >
              <FormattedMessage id="account.team.transfer" />
            </Button>
            <Button
              variant="secondary"
              small
              onClick={onRemove}
              aria-label={intl.formatMessage({ id: 'account.team.removeNamed' }, { name })}
            >
              <FormattedMessage id="account.team.remove" />
            </Button>
          </span>
        ) : null}
        {/* Rendered into the page's body (a portal), out of the table. */}
        {confirming && picked ? (
          <RoleChangeDialog member={member} role={picked} say={say} onClose={closeDialog} />
        ) : null}
      </td>
    </tr>
  );
}

/** "3 days ago", the exact time on hover; "Never" before the first sign-in. As of the render. */
function LastSignIn({ at }: { at: string | null }) {
  const intl = useIntl();
  if (!at) return <FormattedMessage id="account.team.never" />;
  const since = sinceUnit(at);
  return (
    <time dateTime={at} title={intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}>
      <span className="account-member-signin-label" aria-hidden="true">
        <FormattedMessage id="account.team.lastSignIn" />{' '}
      </span>
      {intl.formatRelativeTime(since.value, since.unit, { numeric: 'auto' })}
    </time>
  );
}

function RoleChangeDialog({
  member,
  role,
  say,
  onClose,
}: {
  member: TMember;
  role: TMemberRole;
  say: Say;
  onClose: (outcome: 'cancelled' | 'changed' | 'failed') => void;
}) {
  const intl = useIntl();
  const [changeRole, { isLoading }] = useChangeMemberRoleMutation();
  const name = displayName(member);
  const roleName = intl.formatMessage({ id: ROLE_LABELS[role] });
  const confirm = async () => {
    try {
      await changeRole({ id: member.id, role }).unwrap();
      say({
        text: intl.formatMessage({ id: 'account.team.changed' }, { name, role: roleName }),
        tone: 'success',
      });
      onClose('changed');
    } catch (error) {
      say({ text: getErrorMessage(error, intl), tone: 'error' });
      onClose('failed');
    }
  };
  return (
    <ConfirmDialog
      title={<FormattedMessage id="account.team.changeTitle" values={{ name }} />}
      message={
        <FormattedMessage
          id="account.team.changeText"
          values={{
            name,
            role: roleName,
            rights: intl.formatMessage({ id: ROLE_HINTS[role] }),
          }}
        />
      }
      confirmLabel={<FormattedMessage id="account.team.changeConfirm" />}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={() => onClose('cancelled')}
    />
  );
}

function RemoveDialog({
  member,
  say,
  onClose,
}: {
  member: TMember;
  say: Say;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [remove, { isLoading }] = useRemoveMemberMutation();
  const name = displayName(member);
  const confirm = async () => {
    try {
      await remove(member.id).unwrap();
      onClose();
      // The row and its button are gone: the focus goes to the news.
      say(
        { text: intl.formatMessage({ id: 'account.team.removed' }, { name }), tone: 'success' },
        { focus: true },
      );
    } catch (error) {
      onClose();
      say({ text: getErrorMessage(error, intl), tone: 'error' }, { focus: true });
    }
  };
  return (
    <ConfirmDialog
      danger
      title={<FormattedMessage id="account.team.removeTitle" values={{ name }} />}
      message={
        <FormattedMessage id="account.team.removeText" values={{ name, email: member.email }} />
      }
      confirmLabel={<FormattedMessage id="account.team.removeConfirm" />}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
