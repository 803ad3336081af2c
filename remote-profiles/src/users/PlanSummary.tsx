import { FormattedMessage } from 'react-intl';
import type { TSubscription } from '@portal/shared/api/contract';
import { SUBSCRIPTION_STATUS_LABELS } from '@portal/shared/i18n/labels';

/** The current plan (spec §2 Users tab): how many users it includes and where the subscription stands. */
export function PlanSummary({ subscription }: { subscription: TSubscription }) {
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
