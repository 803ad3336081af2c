import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@portal/shell/platform';
import type { TRestoreOffer } from '@portal/shared/api/account-deletion';
import { LOGIN_PATH } from '@portal/shared/routes/paths';
import type { LoginStepState } from '../useAfterLogin';

/** The code of a sign-in's refusal that offers the undo of the account's deletion (issue 39). */
export const DELETION_PENDING = 'ACCOUNT_DELETION_PENDING';

/** The undo offered by a sign-in refused with 403 ACCOUNT_DELETION_PENDING, if it is one. */
function restoreOfferOf(failure: unknown): TRestoreOffer | null {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return null;
  const data = failure.data as {
    code?: unknown;
    restore?: { token?: unknown; purgeAfter?: unknown };
  };
  const offer = data?.restore;
  if (data?.code !== DELETION_PENDING || !offer) return null;
  return typeof offer.token === 'string' && typeof offer.purgeAfter === 'string'
    ? { token: offer.token, purgeAfter: offer.purgeAfter }
    : null;
}

/** The login page's step for a refusal that offers the undo, with the server's message; else null. */
export function restoreStep(failure: unknown, intl: IntlShape): LoginStepState | null {
  const offer = restoreOfferOf(failure);
  return offer ? { restore: { ...offer, message: getErrorMessage(failure, intl) } } : null;
}

/**
 * A sign-in's refusal that offers to undo the account's deletion takes the login page to that
 * offer (true); any other refusal is the caller's to show (false).
 */
export function useRestoreOffer() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (failure: unknown): boolean => {
    const state = restoreStep(failure, intl);
    if (state) navigate(LOGIN_PATH, { state });
    return state !== null;
  };
}
