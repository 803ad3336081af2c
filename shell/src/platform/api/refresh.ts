import type { TTokens } from '@portal/shared/api/contract';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { LocaleState } from '../locale/localeSlice';
import { loggedOut, tokensRefreshed } from '../session/sessionSlice';
import type { SessionState } from '../session/sessionSlice';

type ThunkLike = {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
};
type State = { session: SessionState; locale: LocaleState };

function isTokens(value: unknown): value is TTokens {
  const v = value as Partial<TTokens> | null;
  return (
    !!v &&
    typeof v.token === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.tokenTtl === 'number'
  );
}

let inflight: Promise<boolean> | null = null;

/** The refresh under way, if any: a call about to start waits for it and sends the new token. */
export const refreshInFlight = (): Promise<boolean> | null => inflight;

/**
 * Exchanges the refresh token for new tokens. Concurrent callers share ONE request: refresh
 * tokens rotate, so a second parallel refresh would spend an already spent token and revoke the login.
 * Resolves true when the session holds fresh tokens.
 */
export function refreshSession(api: ThunkLike, apiBase: string): Promise<boolean> {
  inflight ??= runRefresh(api, apiBase).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function runRefresh({ dispatch, getState }: ThunkLike, apiBase: string): Promise<boolean> {
  const { session, locale } = getState() as State;
  const expire = () => {
    dispatch(loggedOut({ notice: 'errors.sessionExpired' }));
    return false;
  };
  if (!session.id || !session.refreshToken) return expire();
  let response: Response;
  try {
    response = await fetch(`${apiBase}/v2/auth/refreshtoken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': LOCALE_TAGS[locale.value] },
      body: JSON.stringify({ id: session.id, refreshToken: session.refreshToken }),
    });
  } catch {
    // No answer (offline): the refresh token may still be good, so the user stays signed in and
    // this call fails; the next call tries again.
    return false;
  }
  // A 5xx is the server's trouble, not a verdict on the session: keep it for the next try.
  if (response.status >= 500) return false;
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!isTokens(body)) return expire();
  dispatch(tokensRefreshed(body));
  return true;
}
