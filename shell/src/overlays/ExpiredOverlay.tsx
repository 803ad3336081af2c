import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useAppSelector } from '@portal/shell/platform';
import { isPortalPage } from '../app/routes';
import { BILLING_PATH, isBillingLocation } from '../frame/tabs';
import { selectSubscriptionWarning } from './subscriptionState';

/**
 * The expired blurred overlay over the portal for an invalid subscription. The billing tab stays
 * usable (it is how the customer renews), and so does the header (log out, language).
 */
export function ExpiredOverlay() {
  const titleId = useId();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const warning = useAppSelector(selectSubscriptionWarning);
  const publicPage = !isPortalPage(location.pathname);
  if (!loggedIn || warning?.kind !== 'expired' || publicPage || isBillingLocation(location)) {
    return null;
  }
  return (
    <div className="overlay overlay-blur">
      <section className="overlay-card" role="dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <FormattedMessage id="shell.expired.title" />
        </h2>
        <p>
          <FormattedMessage id="shell.expired.text" />
        </p>
        <Link className="button button-primary" to={BILLING_PATH}>
          <FormattedMessage id="shell.subscription.openBilling" />
        </Link>
      </section>
    </div>
  );
}
