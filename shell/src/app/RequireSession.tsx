import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  loginToSet,
  selectAccount,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  useGetAccountQuery,
} from '@portal/shell/platform';
import { LoadingOverlay } from '../overlays/LoadingOverlay';
import { RemoteModule } from '../remotes/RemoteModule';
import { LOGIN_PATH } from '@portal/shared/routes/paths';

/**
 * Fetches the account once per page (the subscription gate runs on it), blurring the page meanwhile,
 * and again whenever the window regains focus: a renewal, a payment or a change made in the billing
 * portal's window shows or lifts the subscription overlays at once.
 */
function AccountCheck({ children }: { children: ReactNode }) {
  const { isLoading } = useGetAccountQuery(undefined, { refetchOnFocus: true });
  const secondFactor = useAppSelector(selectAccount)?.secondFactor;
  // The account requires a second factor this person has not set up (issue 38): the set-up alone,
  // whatever the address, until it is done (the API refuses the other calls meanwhile). The
  // set-up refreshes the account, which lifts this.
  const setUpFirst = secondFactor?.required === true && !secondFactor.enrolled;
  return (
    <>
      {setUpFirst ? (
        <RemoteModule key="second-factor-setup" remote="account" module="./SecondFactorSetupPage" />
      ) : (
        children
      )}
      {isLoading && <LoadingOverlay />}
    </>
  );
}

function RedirectToLogin({ rememberTarget }: { rememberTarget: boolean }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (rememberTarget) dispatch(loginToSet(target));
  }, [dispatch, rememberTarget, target]);
  return <Navigate to={LOGIN_PATH} replace />;
}

/**
 * Protected routes: logged out -> /login. A deep link opened while logged out becomes the page
 * to return to after login; a logout or an ended session returns to the default page instead.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [arrivedLoggedOut] = useState(!loggedIn);
  if (!loggedIn) return <RedirectToLogin rememberTarget={arrivedLoggedOut} />;
  return <AccountCheck>{children ?? <Outlet />}</AccountCheck>;
}
