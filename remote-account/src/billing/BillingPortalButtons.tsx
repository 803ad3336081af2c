import { FormattedMessage } from 'react-intl';
import { Button } from '@portal/shell/platform';
import { useCreatePortalSessionMutation } from './billingApi';

/**
 * "Edit subscription" and "Change payment details": both open the billing portal in a new window
 * (spec §2). The window is opened at the click, before the link is known, so no pop-up blocker
 * stops it; a failure closes it and is only logged (spec §7).
 */
export function BillingPortalButtons() {
  const [createSession, { isLoading }] = useCreatePortalSessionMutation();
  const open = async () => {
    const portal = window.open('', '_blank');
    try {
      const { url } = await createSession({ returnUrl: window.location.href }).unwrap();
      if (portal) portal.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      portal?.close();
      console.error('billing portal link failed', error);
    }
  };
  return (
    <div className="account-billing-actions">
      <Button onClick={() => void open()} busy={isLoading}>
        <FormattedMessage id="account.billing.editSubscription" />
      </Button>
      <Button variant="secondary" onClick={() => void open()} busy={isLoading}>
        <FormattedMessage id="account.billing.changePayment" />
      </Button>
    </div>
  );
}
