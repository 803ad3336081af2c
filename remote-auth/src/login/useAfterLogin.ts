import { useNavigate } from 'react-router-dom';
import { selectLoginTo, useAppSelector } from '@portal/shell/platform';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { BLOCKED_STATUSES } from '@portal/shared/constants';

/**
 * After any sign-in method: the platform has stored the session (or, for an unpaid account, signed
 * it out again with the "not allowed" notice). Only an admitted account moves on; an unpaid one
 * stays on this screen, with what it typed and the next step.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  return (answer: TLoginResponse) => {
    if (!BLOCKED_STATUSES.includes(answer.user.status)) navigate(loginTo);
  };
}
