import { FormattedMessage } from 'react-intl';
import { Skeleton } from '@portal/shell/platform';
import type { TSubscription } from '@portal/shared/api/contract';
import { subscriptionStatusLabel } from '@portal/shared/i18n/labels';

/**
 * The current plan (spec §2 Users tab): how many users it includes, how many are used and free
 * (a placeholder until the list is known), and where the subscription stands.
 */
export function PlanSummary({
  subscription,
  used,
}: {
  /** Not known yet while the account loads: each value shows a placeholder of its size. */
  subscription?: TSubscription;
  used?: number;
}) {
  return (
    <dl className="profiles-facts">
      <div>
        <dt>
          <FormattedMessage id="profiles.plan.users" />
        </dt>
        <dd>
          {subscription ? (
            <FormattedMessage
              id="profiles.plan.usersValue"
              values={{ count: subscription.availableUsers }}
            />
          ) : (
            <Skeleton lines={1} />
          )}
        </dd>
      </div>
      {/* Shown from the start, with a placeholder until the list is known: nothing below moves. */}
      <div>
        <dt>
          <FormattedMessage id="profiles.plan.seats" />
        </dt>
        <dd>
          {subscription && used !== undefined ? (
            <FormattedMessage
              id="profiles.plan.seatsValue"
              values={{ used, free: Math.max(0, subscription.availableUsers - used) }}
            />
          ) : (
            <Skeleton lines={1} />
          )}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="profiles.plan.status" />
        </dt>
        <dd data-status={subscription?.status}>
          {subscription ? (
            <FormattedMessage id={subscriptionStatusLabel(subscription)} />
          ) : (
            <Skeleton lines={1} />
          )}
        </dd>
      </div>
    </dl>
  );
}
