import { FormattedMessage } from 'react-intl';
import {
  Card,
  EmptyState,
  QueryStatus,
  Skeleton,
  useGetAccountQuery,
} from '@portal/shell/platform';
import { PlanSummary } from './PlanSummary';
import '../ui/profiles.css';
import '../i18n/messages';

/**
 * The users tab of the portal frame (spec §2): the current plan from the account, and the profile
 * list. Creating, editing and inviting profiles arrive with the profiles issue, and with them the list.
 * While the account loads both show a skeleton: "no profiles" is said only once it is known.
 */
export default function UsersTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  const waiting = !account && !error;
  return (
    <section className="profiles-tab" aria-labelledby="profiles-users-title">
      <h2 id="profiles-users-title" className="profiles-title">
        <FormattedMessage id="profiles.users.title" />
      </h2>
      <Card level={3} title={<FormattedMessage id="profiles.plan.title" />}>
        {account ? (
          <PlanSummary subscription={account.subscription} />
        ) : waiting ? (
          <Skeleton lines={2} />
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
      <Card level={3} title={<FormattedMessage id="profiles.list.title" />}>
        {account ? (
          <EmptyState title={<FormattedMessage id="profiles.list.empty" />} />
        ) : waiting ? (
          <Skeleton lines={3} />
        ) : null}
      </Card>
    </section>
  );
}
