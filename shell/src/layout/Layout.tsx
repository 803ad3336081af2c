import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '@portal/shell/platform';
import touchIcon from '../brand/icon-180.png';
import { ExpiredOverlay } from '../overlays/ExpiredOverlay';
import { OfflineWarning } from '../overlays/OfflineWarning';
import { SubscriptionBanner } from '../overlays/SubscriptionBanner';
import { ContactBlock } from './ContactBlock';
import { Header } from './Header';

/**
 * Every page: header, warnings, the route's content, the contact block, overlays. Header, banners,
 * content and footer share one column (`app-column`), so their left edges line up.
 * `data-behind-modal` marks what a blocking overlay makes inert (the header stays usable).
 */
export function Layout() {
  return (
    <div className="app">
      {/* React hoists it into <head>: the icon a phone shows for the portal on its home screen. */}
      <link rel="apple-touch-icon" href={touchIcon} />
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
      <main id="main" className="app-main app-column" tabIndex={-1} data-behind-modal>
        <Outlet />
      </main>
      <ContactBlock />
      <ExpiredOverlay />
      <ToastRegion />
    </div>
  );
}
