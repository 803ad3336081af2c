import { FormattedMessage } from 'react-intl';
import { Card, QueryStatus, useGetAccountQuery } from '@portal/shell/platform';
import { SubscriptionSummary } from './SubscriptionSummary';
import '../ui/account.css';
import '../i18n/messages';

/**
 * The billing tab (spec §2): the subscription as the account reports it. The billing portal, invoice
 * download and the invoice toggle arrive with the billing issue, together with their calls.
 */
export default function BillingTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  return (
    <section className="account-tab" aria-labelledby="account-billing-title">
      <h2 id="account-billing-title" className="account-title">
        <FormattedMessage id="account.billing.title" />
      </h2>
      <Card level={3} title={<FormattedMessage id="account.billing.subscription" />}>
        {account ? (
          <SubscriptionSummary account={account} />
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
    </section>
  );
}
