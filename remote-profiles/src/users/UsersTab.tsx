import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  Card,
  LinkButton,
  QueryStatus,
  Skeleton,
  useGetAccountQuery,
} from '@portal/shell/platform';
import { InvitationDialog } from '../invitations/InvitationDialog';
import { PlanSummary } from './PlanSummary';
import { ProfileList } from './ProfileList';
import { UpgradeLink } from './UpgradeLink';
import { useGetProfilesQuery } from './profilesApi';
import '../ui/profiles.css';
import '../i18n/messages';
import { userPath } from '@portal/shared/routes/paths';

const AppQrCodes = lazy(() => import('../apps/AppQrCodes'));

/**
 * The users tab of the portal frame (spec §2): the current plan with its used and free seats, and
 * the profile list. While either loads it shows a skeleton: "no profiles" is said only once known.
 */
export default function UsersTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  // The list waits for the account: a blocked account is signed out before anything else shows.
  const { data: profiles } = useGetProfilesQuery(undefined, { skip: !account });
  const waiting = !account && !error;
  const [inviting, setInviting] = useState(false);
  return (
    <section className="profiles-tab" aria-labelledby="profiles-users-title">
      <h2 id="profiles-users-title" className="profiles-title">
        <FormattedMessage id="profiles.users.title" />
      </h2>
      <Card level={3} title={<FormattedMessage id="profiles.plan.title" />}>
        {account ? (
          <>
            <PlanSummary subscription={account.subscription} used={profiles?.length} />
            <UpgradeLink />
          </>
        ) : waiting ? (
          // The plan's own layout with placeholders, so the cards below stay put when it arrives.
          <>
            <PlanSummary />
            <p className="profiles-upgrade profiles-pending" aria-hidden="true">
              <span className="ui-button ui-button-link">&nbsp;</span>
            </p>
          </>
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
      <Card level={3} title={<FormattedMessage id="profiles.list.title" />}>
        {account ? (
          <div className="profiles-actions">
            <LinkButton to={userPath('new')}>
              <FormattedMessage id="profiles.add" />
            </LinkButton>
            <Button variant="secondary" onClick={() => setInviting(true)}>
              <FormattedMessage id="profiles.invite" />
            </Button>
          </div>
        ) : waiting ? (
          // The buttons' line, kept (unseen) until the account is known: the list does not move.
          <div className="profiles-actions profiles-pending" aria-hidden="true">
            <span className="ui-button">&nbsp;</span>
          </div>
        ) : null}
        {profiles ? (
          <ProfileList profiles={profiles} />
        ) : waiting || account ? (
          <Skeleton lines={3} />
        ) : null}
      </Card>
      <Card level={3} title={<FormattedMessage id="profiles.apps.title" />}>
        <Suspense fallback={<Skeleton lines={2} />}>
          <AppQrCodes />
        </Suspense>
      </Card>
      {inviting ? <InvitationDialog onClose={() => setInviting(false)} /> : null}
    </section>
  );
}
