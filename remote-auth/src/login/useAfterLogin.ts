import { useNavigate } from 'react-router-dom';
import { isSecondFactorRequired, selectLoginTo, useAppSelector } from '@portal/shell/platform';
import type { TRestoreOffer } from '@portal/shared/api/account-deletion';
import type { TSecondFactorRequired, TSignInAnswer } from '@portal/shared/api/security';
import { BLOCKED_STATUSES } from '@portal/shared/constants';
import { LOGIN_PATH } from '@portal/shared/routes/paths';

/**
 * What the login page's history entry carries between its steps (issue 38): the second factor a
 * sign-in asked for, or the reason the page is back at its first step.
 */
export interface LoginStepState {
  secondFactor?: TSecondFactorRequired;
  /**
   * The second factor's challenge ran out or was used: the first step again, with the server's
   * message (in the person's language).
   */
  secondFactorExpired?: string;
  /**
   * The owner signed in to an account being deleted (issue 39): the offer to undo it, with the
   * server's message.
   */
  restore?: TRestoreOffer & { message: string };
}

/**
 * After any sign-in method: the platform has stored the session (or, for an unpaid account, signed
 * it out again with the "not allowed" notice). Only an admitted account moves on; an unpaid one
 * stays on this screen, with what it typed and the next step. A person with a second factor is
 * taken to the login page's second-factor step first, from whichever page signed them in (e-mail,
 * phone, Google/Apple, the join page of an invitation).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  return (answer: TSignInAnswer) => {
    if (isSecondFactorRequired(answer)) {
      const state: LoginStepState = { secondFactor: answer };
      navigate(LOGIN_PATH, { state });
      return;
    }
    if (!BLOCKED_STATUSES.includes(answer.user.status)) navigate(loginTo);
  };
}
