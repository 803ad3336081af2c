import { FormattedMessage } from 'react-intl';
import { QueryStatus, useGetAccountQuery } from '@portal/shell/platform';
import { PlanSummary } from './PlanSummary';
import '../ui/profiles.css';
import '../i18n/messages';

/**
 * The users tab of the portal frame (spec §2): the current plan from the account, and the profile
 * list. Creating, editing and inviting profiles arrive with the profiles issue, and with them the list.
 */
export default function UsersTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  return (
    <section className="profiles-tab" aria-labelledby="profiles-users-title">
      <h1 id="profiles-users-title" className="profiles-title">
        <FormattedMessage id="profiles.users.title" />
      </h1>
      <section className="profiles-panel" aria-labelledby="profiles-plan-title">
        <h2 id="profiles-plan-title" className="profiles-subtitle">
          <FormattedMessage id="profiles.plan.title" />
        </h2>
        {account ? (
          <PlanSummary subscription={account.subscription} />
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </section>
      <section className="profiles-panel" aria-labelledby="profiles-list-title">
        <h2 id="profiles-list-title" className="profiles-subtitle">
          <FormattedMessage id="profiles.list.title" />
        </h2>
        <p className="profiles-empty">
          <FormattedMessage id="profiles.list.empty" />
        </p>
      </section>
    </section>
  );
}
