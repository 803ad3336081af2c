import { loadApiBase } from '../runtimeConfig';
import { isTokenExpired } from '../session/expiry';
import { accountReceived, loggedOut } from '../session/sessionSlice';
import type { SessionState } from '../session/sessionSlice';
import { endedNotice, refreshInFlight, refreshSession } from './refresh';

type Api = Parameters<typeof refreshSession>[0];
type Answer = { error?: { status: unknown; data?: unknown } };

/** Only the API's "bad or expired token" answer is worth a refresh; other 401s are the call's own. */
function isTokenRejected(error: Answer['error']): boolean {
  if (!error || error.status !== 401) return false;
  const code = codeOf(error);
  return code === undefined || code === 'UNAUTHORIZED';
}

const codeOf = (error: Answer['error']) => (error?.data as { code?: unknown } | undefined)?.code;

const SETUP_REQUIRED = 'SECOND_FACTOR_SETUP_REQUIRED';

const SESSION_ENDED = { error: { status: 401, data: { code: 'SESSION_EXPIRED' } } } as const;

/**
 * A call of the API in the session (spec §4), whatever carries it (the api slice's fetch, an
 * upload's XHR): refreshes an expired token BEFORE the call, waits for a refresh already under way,
 * and after a rejected token refreshes once and retries once.
 */
export async function withSession<T extends Answer>(
  api: Api,
  send: (apiBase: string, token: string | null) => Promise<T>,
): Promise<T | typeof SESSION_ENDED> {
  const apiBase = await loadApiBase();
  const session = () => (api.getState() as { session: SessionState }).session;

  await refreshInFlight();
  const before = session();
  if (before.token !== null && isTokenExpired(before, Date.now())) {
    if (!(await refreshSession(api))) return SESSION_ENDED;
  }

  const sentToken = session().token;
  const first = await send(apiBase, sentToken);
  // A member removed from the team: no refresh can help, the login page says why.
  if (sentToken && first.error?.status === 401 && codeOf(first.error) === 'MEMBERSHIP_ENDED') {
    api.dispatch(loggedOut({ notice: endedNotice(codeOf(first.error)) }));
    return first;
  }
  // The account now requires a second factor this person has not set up (issue 38): the shell
  // shows the set-up alone from this answer on (RequireSession), without waiting for the account.
  if (sentToken && first.error?.status === 403 && codeOf(first.error) === SETUP_REQUIRED) {
    const account = session().account;
    if (account && !(account.secondFactor?.required && !account.secondFactor.enrolled))
      api.dispatch(
        accountReceived({ ...account, secondFactor: { required: true, enrolled: false } }),
      );
    return first;
  }
  if (!sentToken || !isTokenRejected(first.error)) return first;

  // Another call may have refreshed while this one was on the wire: then its token is the new one.
  const refreshed = session().token !== sentToken || (await refreshSession(api));
  if (!refreshed || session().token === null) return first;
  const second = await send(apiBase, session().token);
  if (isTokenRejected(second.error) || codeOf(second.error) === 'MEMBERSHIP_ENDED')
    api.dispatch(loggedOut({ notice: endedNotice(codeOf(second.error)) }));
  return second;
}
