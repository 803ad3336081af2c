import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  logout,
  selectAccount,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@portal/shell/platform';
import { AuthCard } from '../ui/AuthCard';

/**
 * Where a login lands when the auth remote runs alone (the mobile app's webview): there is no portal
 * frame here, so it confirms the session and offers to end it.
 */
export function SignedInPage() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectAccount);
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  return (
    <AuthCard title={<FormattedMessage id="auth.signedIn.title" />}>
      {account ? (
        <p className="auth-text">
          <FormattedMessage
            id="auth.signedIn.as"
            values={{ email: <strong>{account.email}</strong> }}
          />
        </p>
      ) : null}
      <button
        className="auth-button auth-button-secondary"
        type="button"
        onClick={() => void dispatch(logout())}
      >
        <FormattedMessage id="auth.signedIn.logout" />
      </button>
    </AuthCard>
  );
}
