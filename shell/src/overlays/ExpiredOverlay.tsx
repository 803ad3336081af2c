import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  LinkButton,
  selectIsLoggedIn,
  useAppSelector,
  useCan,
  useModal,
} from '@portal/shell/platform';
import { isPortalPage } from '../app/routes';
import { BILLING_PATH, isBillingLocation } from '../frame/tabs';
import { useAllowed } from '../roles/allowed';
import { selectSubscriptionWarning } from './subscriptionState';

/**
 * The expired blurred overlay over the portal for an invalid subscription. The billing tab stays
 * usable (it is how the customer renews), and so does the header (log out, language).
 */
export function ExpiredOverlay() {
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const warning = useAppSelector(selectSubscriptionWarning);
  const publicPage = !isPortalPage(location.pathname);
  // A billing member's frame opens on the billing tab.
  const allowed = useAllowed();
  if (
    !loggedIn ||
    warning?.kind !== 'expired' ||
    publicPage ||
    isBillingLocation(location, allowed)
  ) {
    return null;
  }
  return <ExpiredDialog />;
}

/**
 * A dialog the customer cannot dismiss. The content and the footer behind it are inert (no focus, no
 * clicks, hidden from screen readers); the header is not, so Tab moves between the dialog and the
 * header's language and log-out controls only. No Escape: there is nothing to go back to.
 */
function ExpiredDialog() {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  // A role without the billing tab (issue 37) is not sent to a page it cannot open.
  const billing = useCan('billing.read');
  useModal(card, {
    background: () => Array.from(document.querySelectorAll('[data-behind-modal]')),
  });
  return (
    <div className="overlay overlay-blur">
      <section
        ref={card}
        className="overlay-card"
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>
          <FormattedMessage id="shell.expired.title" />
        </h2>
        <p>
          <FormattedMessage id="shell.expired.text" />
        </p>
        {billing ? (
          <LinkButton to={BILLING_PATH}>
            <FormattedMessage id="shell.subscription.openBilling" />
          </LinkButton>
        ) : null}
      </section>
    </div>
  );
}
