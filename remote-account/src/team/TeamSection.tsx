import { FormattedMessage } from 'react-intl';
import { Card, QueryStatus } from '@portal/shell/platform';
import { useGetMembersQuery } from './teamApi';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';
import { useNotice } from './useNotice';

/**
 * The team (issue 37), in the settings tab of a role that manages it (the owner): the people who
 * administer the account with their role and last sign-in, the invitation by e-mail, the pending
 * invitations. Sized for an office of 50: one table, no paging.
 */
export function TeamSection() {
  // Asked again when the window regains focus: the owner comes back to this tab once a colleague
  // says "I joined" from their own browser, and sees them without a reload.
  const { data, isLoading, error, refetch } = useGetMembersQuery(undefined, {
    refetchOnFocus: true,
  });
  const notice = useNotice();
  return (
    <Card level={3} className="account-team" title={<FormattedMessage id="account.team.title" />}>
      <p className="account-text">
        <FormattedMessage id="account.team.intro" />
      </p>
      {notice.element}
      {data ? (
        <>
          <MemberList members={data.members} say={notice.say} />
          <section className="account-team-part" aria-labelledby="account-team-invite">
            <h4 id="account-team-invite" className="account-team-subtitle">
              <FormattedMessage id="account.team.invite.title" />
            </h4>
            <InviteForm say={notice.say} />
          </section>
          <section className="account-team-part" aria-labelledby="account-team-pending">
            <h4 id="account-team-pending" className="account-team-subtitle">
              <FormattedMessage id="account.team.pending.title" />
            </h4>
            <PendingInvitations invitations={data.invitations} say={notice.say} />
          </section>
        </>
      ) : (
        <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
    </Card>
  );
}
