import { FormattedMessage } from 'react-intl';
import { Button, useOpenBillingPortal } from '@portal/shell/platform';

/** "Edit subscription" and "Change payment details": both open the billing portal (spec §2). */
export function BillingPortalButtons() {
  const { open, isOpening } = useOpenBillingPortal();
  return (
    <div className="account-billing-actions">
      <Button onClick={() => void open()} busy={isOpening}>
        <FormattedMessage id="account.billing.editSubscription" />
      </Button>
      <Button variant="secondary" onClick={() => void open()} busy={isOpening}>
        <FormattedMessage id="account.billing.changePayment" />
      </Button>
    </div>
  );
}
