import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  logout,
  selectAccount,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@portal/shell/platform';
import { Mark } from '../brand/Mark';
import { LanguageSelect } from './LanguageSelect';
import { ADDITIONAL_INFO_PATH, LOGIN_PATH } from '@portal/shared/routes/paths';

/** A member's account switcher (issue 37): a chunk of its own, with its texts, off the login page. */
const AccountSwitcher = lazy(() =>
  import('./accountSwitch/AccountSwitcher').then((module) => module.ready.then(() => module)),
);

/** One row on every screen size (at most 64 px high on a phone): brand, language, account. */
export function Header() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Only a member can belong to other accounts: the owner's login is its account's own.
  const member = useAppSelector((state) => selectAccount(state)?.member != null);
  const email = useAppSelector(
    (state) => selectAccount(state)?.member?.email ?? selectAccount(state)?.email,
  );

  const onLogout = async () => {
    await dispatch(logout());
    // The page is signed out before the server revokes the login, and the login page may sign in
    // again meanwhile (a passkey offered in its e-mail field): then it stays where that took it.
    if (!selectIsLoggedIn(store.getState())) navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <header className="app-header">
      <div className="app-column app-header-row">
        <Link
          to={loggedIn ? ADDITIONAL_INFO_PATH : LOGIN_PATH}
          className="brand"
          aria-label={intl.formatMessage({ id: 'common.productName' })}
        >
          <Mark />
          <span className="brand-name" aria-hidden="true">
            Property <span className="brand-accent">Video</span>
          </span>
        </Link>
        <div className="header-tools">
          <LanguageSelect />
          {loggedIn && (
            <>
              {member && (
                <Suspense fallback={null}>
                  <AccountSwitcher />
                </Suspense>
              )}
              {email && (
                <span className="signed-in-as">
                  <FormattedMessage
                    id="shell.header.signedInAs"
                    values={{ email: <strong>{email}</strong> }}
                  />
                </span>
              )}
              <Button variant="secondary" small onClick={onLogout}>
                <FormattedMessage id="shell.header.logout" />
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
