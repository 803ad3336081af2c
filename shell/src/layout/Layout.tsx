import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { selectIsWebview, ToastRegion, useAppSelector } from '@portal/shell/platform';
// A file of its own (`?url`): inlined, its 3 KB of base64 were 3.4 KB gzip of every page's script.
import touchIcon from '../brand/icon-180.png?url';
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
  // Inside the mobile app (docs/webview-contract.md) the app is the chrome: no header, no footer.
  const webview = useAppSelector(selectIsWebview);
  return (
    <div className="app">
      {/* React hoists it into <head>: the icon a phone shows for the portal on its home screen. */}
      <link rel="apple-touch-icon" href={touchIcon} />
      {/* The hash router owns the URL fragment: focus the content instead of following "#main". */}
      {webview ? null : (
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
      )}
      {webview ? null : <Header />}
      <OfflineWarning />
      <SubscriptionBanner />
      <main id="main" className="app-main app-column" tabIndex={-1} data-behind-modal>
        <Outlet />
      </main>
      {webview ? null : <ContactBlock />}
      <ExpiredOverlay />
      <ToastRegion />
    </div>
  );
}
