import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectIsLoggedIn, useAppSelector } from '@portal/shell/platform';

/**
 * Standalone pages need the portal's session (shared through local storage on the same origin);
 * without one they say so instead of calling the API for a sure 401.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (isLoggedIn) return children;
  return (
    <p role="alert" className="account-notice">
      <FormattedMessage id="account.signedOut" />
    </p>
  );
}
