import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectIsLoggedIn, useAppSelector, useCan } from '@portal/shell/platform';
import { BILLING_PATH } from '../frame/tabs';
import { selectSubscriptionWarning } from './subscriptionState';

/** Grace-period and disabled-subscription warnings above the page. */
export function SubscriptionBanner() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const warning = useAppSelector(selectSubscriptionWarning);
  // A role without the billing tab (issue 37) reads the warning without a link it cannot follow.
  const billing = useCan('billing.read');
  if (!loggedIn || !warning || warning.kind === 'expired') return null;
  const billingLink = billing ? (
    <Link to={BILLING_PATH}>
      <FormattedMessage id="shell.subscription.openBilling" />
    </Link>
  ) : null;
  return (
    <div className="banner banner-warning" role="status">
      {warning.kind === 'grace' ? (
        <p className="app-column">
          <strong>
            <FormattedMessage id="shell.grace.title" />
          </strong>{' '}
          {warning.graceExpires ? (
            <FormattedMessage
              id="shell.grace.text"
              values={{ date: <FormattedDate value={warning.graceExpires} dateStyle="long" /> }}
            />
          ) : (
            <FormattedMessage id="shell.grace.textNoDate" />
          )}{' '}
          {billingLink}
        </p>
      ) : (
        <p className="app-column">
          <strong>
            <FormattedMessage id="shell.disabled.title" />
          </strong>{' '}
          <FormattedMessage id="shell.disabled.text" /> {billingLink}
        </p>
      )}
    </div>
  );
}
