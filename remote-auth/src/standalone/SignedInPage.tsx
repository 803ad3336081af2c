import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  Button,
  CardPage,
  logout,
  selectAccount,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@portal/shell/platform';
import { LOGIN_PATH } from '@portal/shared/routes/paths';

/**
 * Where a login lands when the auth remote runs alone (the mobile app's webview): there is no portal
 * frame here, so it confirms the session and offers to end it.
 */
export function SignedInPage() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectAccount);
  if (!isLoggedIn) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <CardPage title={<FormattedMessage id="auth.signedIn.title" />}>
      {account ? (
        <p className="auth-text">
          <FormattedMessage
            id="auth.signedIn.as"
            values={{ email: <strong>{account.email}</strong> }}
          />
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void dispatch(logout())}>
        <FormattedMessage id="auth.signedIn.logout" />
      </Button>
    </CardPage>
  );
}
