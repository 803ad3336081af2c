import { FormattedMessage } from 'react-intl';
import { Card, QueryStatus, useCan, useGetAccountQuery, useRole } from '@portal/shell/platform';
import { useGetBillingSummaryQuery } from './billingApi';
import { BillingContacts } from './BillingContacts';
import { BillingDetailsCard } from './details/BillingDetailsCard';
import { CorrectLastInvoice } from './corrections/CorrectLastInvoice';
import { CancellationControls } from './cancellation/CancellationControls';
import { BillingPortalButtons } from './BillingPortalButtons';
import { InvoiceEmailSwitch } from './InvoiceEmailSwitch';
import { InvoiceList } from './InvoiceList';
import { SubscriptionSummary } from './SubscriptionSummary';
import { useBillingPortalRefresh } from './useBillingPortalRefresh';
import '../ui/account.css';
import '../i18n/messages';

/**
 * Said instead of the billing portal's buttons to a role that reads billing but cannot change it
 * (issue 37, the viewer): no button there answers 403.
 */
function ViewOnly() {
  const role = useRole();
  return (
    <p className="account-hint">
      <FormattedMessage id="account.billing.viewOnly" values={{ role }} />
    </p>
  );
}

/**
 * The billing tab (spec §2): the subscription (status, plan, next renewal or end, card), the
 * billing portal (edit subscription, change payment details) in a new window, the invoices with
 * their PDFs, the invoice e-mail switch and the billing contacts (issue 37). What the portal
 * window changes shows here without a reload (useBillingPortalRefresh). The portal, the switch
 * and changes to the contacts need billing.write (issue 37); any other role reads the contacts.
 */
export default function BillingTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  const canWrite = useCan('billing.write');
  const summary = useGetBillingSummaryQuery();
  useBillingPortalRefresh();
  return (
    <section className="account-tab" aria-labelledby="account-billing-title">
      <h2 id="account-billing-title" className="account-title">
        <FormattedMessage id="account.billing.title" />
      </h2>
      <Card level={3} title={<FormattedMessage id="account.billing.subscription" />}>
        {/* The facts wait for the summary too (both are asked at once): no shift when it comes. */}
        {account && !summary.isLoading ? (
          <>
            <SubscriptionSummary account={account} summary={summary.data?.summary} />
            {summary.error ? (
              <QueryStatus
                isLoading={false}
                error={summary.error}
                onRetry={() => void summary.refetch()}
              />
            ) : null}
            {canWrite ? <BillingPortalButtons /> : <ViewOnly />}
            <CancellationControls />
          </>
        ) : (
          <QueryStatus
            isLoading={isLoading || summary.isLoading}
            error={error}
            onRetry={() => void refetch()}
          />
        )}
      </Card>
      <Card level={3} title={<FormattedMessage id="account.invoices.title" />}>
        {account && canWrite ? <InvoiceEmailSwitch account={account} /> : null}
        {account ? <BillingContacts account={account} canWrite={canWrite} /> : null}
        <InvoiceList />
        <CorrectLastInvoice />
      </Card>
      <BillingDetailsCard />
    </section>
  );
}
