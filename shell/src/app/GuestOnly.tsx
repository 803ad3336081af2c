import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsLoggedIn, selectLoginTo, useAppSelector } from '@portal/shell/platform';

/** The login screen is for guests: a signed-in customer goes on to loginTo (default /additional-info). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loginTo = useAppSelector(selectLoginTo);
  return loggedIn ? <Navigate to={loginTo} replace /> : children;
}
