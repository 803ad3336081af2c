import type { TSecondFactorPolicy } from '@portal/shared/api/security';
import type { TRole } from '@portal/shared/roles/roles';

/**
 * Whether the account's policy requires a second factor of a caller with this role: 'billing' =
 * those who control billing (the owner and Billing members), 'everyone' = every member and the
 * owner.
 */
export function requiresSecondFactor(policy: TSecondFactorPolicy, role: TRole): boolean {
  if (policy === 'everyone') return true;
  if (policy === 'billing') return role === 'owner' || role === 'billing';
  return false;
}

/**
 * What a caller who must set up a second factor and has none may still reach (403
 * SECOND_FACTOR_SETUP_REQUIRED everywhere else, auth/authenticate.ts): who they are, signing out,
 * the security overview and the set-up of an authenticator app or a passkey, and their other
 * accounts (another account's policy may not require it).
 */
export const SETUP_ALLOWED_ROUTES = new Set([
  'GET /v2/users/me',
  'POST /v2/auth/logout',
  'GET /v2/security',
  'POST /v2/security/totp',
  'POST /v2/security/totp/confirm',
  'POST /v2/security/passkeys/options',
  'POST /v2/security/passkeys',
  'GET /v2/members/me/accounts',
  'POST /v2/auth/switch-account',
]);

export function reachableBeforeSetup(method: string, url: string): boolean {
  return SETUP_ALLOWED_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
