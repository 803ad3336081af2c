import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  logout,
  selectAccount,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@portal/shell/platform';
import { LanguageSelect } from './LanguageSelect';

export function Header() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const email = useAppSelector(selectAccount)?.email;

  const onLogout = async () => {
    await dispatch(logout());
    navigate('/login', { replace: true });
  };

  return (
    <header className="app-header">
      <Link to={loggedIn ? '/additional-info' : '/login'} className="brand">
        <FormattedMessage id="common.productName" />
      </Link>
      <div className="header-tools">
        <LanguageSelect />
        {loggedIn && (
          <div className="account-tools">
            {email && (
              <span className="signed-in-as">
                <FormattedMessage
                  id="shell.header.signedInAs"
                  values={{ email: <strong>{email}</strong> }}
                />
              </span>
            )}
            <button type="button" className="button" onClick={onLogout}>
              <FormattedMessage id="shell.header.logout" />
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
