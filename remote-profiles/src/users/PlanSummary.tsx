import { FormattedMessage } from 'react-intl';
import type { TSubscription } from '@portal/shared/api/contract';
import { SUBSCRIPTION_STATUS_LABELS } from '@portal/shared/i18n/labels';

/**
 * The current plan (spec §2 Users tab): how many users it includes, how many are used and free
 * (once the list is known), and where the subscription stands.
 */
export function PlanSummary({
  subscription,
  used,
}: {
  subscription: TSubscription;
  used?: number;
}) {
  return (
    <dl className="profiles-facts">
      <div>
        <dt>
          <FormattedMessage id="profiles.plan.users" />
        </dt>
        <dd>
          <FormattedMessage
            id="profiles.plan.usersValue"
            values={{ count: subscription.availableUsers }}
          />
        </dd>
      </div>
      {used !== undefined ? (
        <div>
          <dt>
            <FormattedMessage id="profiles.plan.seats" />
          </dt>
          <dd>
            <FormattedMessage
              id="profiles.plan.seatsValue"
              values={{ used, free: Math.max(0, subscription.availableUsers - used) }}
            />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage id="profiles.plan.status" />
        </dt>
        <dd data-status={subscription.status}>
          <FormattedMessage id={SUBSCRIPTION_STATUS_LABELS[subscription.status]} />
        </dd>
      </div>
    </dl>
  );
}
