import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn, selectNotice } from '../session/selectors';
import { ToastRegion } from './Toast';
import './styles';
import './standalone.css';

/**
 * The frame of a remote's own page (the mobile app's webview): no shell header. Its pages need the
 * portal's session (shared through local storage on the same origin); without one it says so instead
 * of calling the API for a sure 401.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // Why the session ended, when the portal knows (an expired handoff code from the app).
  const notice = useAppSelector(selectNotice);
  return (
    <main className="standalone-page">
      {isLoggedIn ? (
        children
      ) : (
        <p role="alert" className="ui-alert ui-alert-info standalone-notice">
          <FormattedMessage id={notice ?? 'common.signedOut'} />
        </p>
      )}
      <ToastRegion />
    </main>
  );
}
