import type { LocaleState } from '../locale/localeSlice';
import { isTokenExpired } from '../session/expiry';
import { readSession } from '../session/persistence';
import { loggedOut, sessionSynced, tokensRefreshed } from '../session/sessionSlice';
import type { SessionState } from '../session/sessionSlice';
import type { KeyValueStorage } from '../storage';
import { authFetch } from './authFetch';
import { tokensSchema } from './contractSchemas';

/** What the store hands every thunk and base query (store.ts): the storage the session lives in. */
export interface StoreExtra {
  storage: KeyValueStorage | undefined;
}

type ThunkLike = {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
  extra?: unknown;
};
type State = { session: SessionState; locale: LocaleState };

/** Why a refused session ended, for the login page: a removed member is told so. */
export const endedNotice = (code: unknown) =>
  code === 'MEMBERSHIP_ENDED' ? 'errors.membershipEnded' : 'errors.sessionExpired';

/** The Web Lock every tab of the portal takes to refresh (one origin, one lock). */
export const REFRESH_LOCK = 'portal-session-refresh';

let inflight: Promise<boolean> | null = null;

/** The refresh under way, if any: a call about to start waits for it and sends the new token. */
export const refreshInFlight = (): Promise<boolean> | null => inflight;

/**
 * Exchanges the refresh token for new tokens. Refresh tokens rotate, so a second refresh of the
 * same token would spend a spent token and revoke the login: concurrent callers in this tab share
 * ONE request, and tabs take turns through a Web Lock, each first adopting what the previous one
 * stored. Resolves true when the session holds fresh tokens.
 */
export function refreshSession(api: ThunkLike): Promise<boolean> {
  const spent = (api.getState() as State).session.refreshToken;
  inflight ??= inTurn((waited) => refreshOrAdopt(api, spent, waited)).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Runs the task holding the tabs' lock; `waited` says another tab held it first. */
function inTurn<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task(false);
  return locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? task(false) : locks.request(REFRESH_LOCK, () => task(true)),
  );
}

/** How long a tab that waited its turn gives the other tab's tokens to reach its storage. */
const OTHER_TAB_WAIT_MS = 3_000;

/**
 * The lock is released as soon as the other tab has its answer, but its storage writes reach this
 * tab a moment later: wait for them (or for the other tab's logout) before spending our token.
 */
async function otherTabsTokens(
  api: ThunkLike,
  storage: KeyValueStorage | undefined,
  spent: string | null,
) {
  const deadline = Date.now() + OTHER_TAB_WAIT_MS;
  while (Date.now() < deadline) {
    const stored = storage ? readSession(storage) : null;
    if ((api.getState() as State).session.refreshToken !== spent) return;
    // Another tab's tokens count once complete: a new refresh token with a fresh login time.
    if (stored && stored.refreshToken !== spent && !isTokenExpired(stored, Date.now())) return;
    if (stored && stored.token === null) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function refreshOrAdopt(
  api: ThunkLike,
  spent: string | null,
  waited: boolean,
): Promise<boolean> {
  const storage = (api.extra as StoreExtra | undefined)?.storage;
  if (waited) await otherTabsTokens(api, storage, spent);
  const { session } = api.getState() as State;
  // Another tab may have refreshed (or logged out) while this one waited for its turn.
  const stored = storage ? readSession(storage) : null;
  if (stored && stored.refreshToken !== session.refreshToken) {
    if (stored.token === null) {
      api.dispatch(loggedOut());
      return false;
    }
    if (stored.id === session.id) {
      api.dispatch(sessionSynced(stored));
    }
  }
  // The storage event of another tab's refresh may have arrived before this tab's turn.
  const now = (api.getState() as State).session;
  if (now.token !== null && now.refreshToken !== spent) return true;
  return runRefresh(api);
}

async function runRefresh({ dispatch, getState }: ThunkLike): Promise<boolean> {
  const { session, locale } = getState() as State;
  const expire = (code?: string) => {
    dispatch(loggedOut({ notice: endedNotice(code) }));
    return false;
  };
  if (!session.id || !session.refreshToken) return expire();
  const answer = await authFetch('/v2/auth/refreshtoken', {
    locale: locale.value,
    body: { id: session.id, refreshToken: session.refreshToken },
    schema: tokensSchema,
  });
  // No answer or a 5xx is not a verdict on the session: the refresh token may still be good, so
  // the user stays signed in, this call fails and the next one tries again.
  if (answer.kind === 'unreachable') return false;
  if (answer.kind === 'refused') return expire(answer.code);
  dispatch(tokensRefreshed(answer.data));
  return true;
}
