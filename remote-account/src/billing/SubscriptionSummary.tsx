import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
import { SUBSCRIPTION_STATUS_LABELS } from '@portal/shared/i18n/labels';
import { PROVIDER_LABELS } from '../ui/subscriptionLabels';

/** The account's subscription as the API reports it; changes are made in the billing portal. */
export function SubscriptionSummary({ account }: { account: TAccount }) {
  const { subscription } = account;
  return (
    <dl className="account-facts">
      <div>
        <dt>
          <FormattedMessage id="account.billing.status" />
        </dt>
        <dd data-status={subscription.status}>
          <FormattedMessage id={SUBSCRIPTION_STATUS_LABELS[subscription.status]} />
        </dd>
      </div>
      {subscription.graceExpires ? (
        <div>
          <dt>
            <FormattedMessage id="account.billing.graceExpires" />
          </dt>
          <dd>
            <FormattedDate value={subscription.graceExpires} dateStyle="long" />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage id="account.billing.provider" />
        </dt>
        <dd>
          <FormattedMessage id={PROVIDER_LABELS[subscription.type]} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="account.billing.users" />
        </dt>
        <dd>
          <FormattedMessage
            id="account.billing.usersValue"
            values={{ count: subscription.availableUsers }}
          />
        </dd>
      </div>
    </dl>
  );
}
