import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { ExpiredOverlay } from '../overlays/ExpiredOverlay';
import { OfflineWarning } from '../overlays/OfflineWarning';
import { SubscriptionBanner } from '../overlays/SubscriptionBanner';
import { ContactBlock } from './ContactBlock';
import { Header } from './Header';

/** Every page: header, warnings, the route's content, the contact block, overlays. */
export function Layout() {
  return (
    <div className="app">
      {/* The hash router owns the URL fragment: focus the content instead of following "#main". */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      <OfflineWarning />
      <SubscriptionBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ContactBlock />
      <ExpiredOverlay />
    </div>
  );
}
