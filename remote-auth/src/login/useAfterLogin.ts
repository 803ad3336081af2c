import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  isSecondFactorRequired,
  selectLoginTo,
  useAppSelector,
} from '@portal/shell/platform';
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

/** The undo offered by a sign-in refused with 403 ACCOUNT_DELETION_PENDING, if it is one. */
function restoreOfferOf(failure: unknown): TRestoreOffer | null {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return null;
  const data = failure.data as {
    code?: unknown;
    restore?: { token?: unknown; purgeAfter?: unknown };
  };
  const offer = data?.restore;
  if (data?.code !== 'ACCOUNT_DELETION_PENDING' || !offer) return null;
  return typeof offer.token === 'string' && typeof offer.purgeAfter === 'string'
    ? { token: offer.token, purgeAfter: offer.purgeAfter }
    : null;
}

/**
 * A sign-in's refusal that offers to undo the account's deletion takes the login page to that
 * offer (true); any other refusal is the caller's to show (false).
 */
export function useRestoreOffer() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (failure: unknown): boolean => {
    const offer = restoreOfferOf(failure);
    if (!offer) return false;
    const state: LoginStepState = {
      restore: { ...offer, message: getErrorMessage(failure, intl) },
    };
    navigate(LOGIN_PATH, { state });
    return true;
  };
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
