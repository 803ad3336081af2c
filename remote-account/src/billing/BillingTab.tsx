import { FormattedMessage } from 'react-intl';
import { Card, QueryStatus, useGetAccountQuery } from '@portal/shell/platform';
import { BillingPortalButtons } from './BillingPortalButtons';
import { InvoiceEmailSwitch } from './InvoiceEmailSwitch';
import { InvoiceList } from './InvoiceList';
import { SubscriptionSummary } from './SubscriptionSummary';
import '../ui/account.css';
import '../i18n/messages';

/**
 * The billing tab (spec §2): the subscription, the billing portal (edit subscription, change
 * payment details) in a new window, the invoices with their PDFs, and the invoice e-mail switch.
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
          <>
            <SubscriptionSummary account={account} />
            <BillingPortalButtons />
          </>
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
      <Card level={3} title={<FormattedMessage id="account.invoices.title" />}>
        {account ? <InvoiceEmailSwitch account={account} /> : null}
        <InvoiceList />
      </Card>
    </section>
  );
}
