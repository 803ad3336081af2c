import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { LocaleState } from '../locale/localeSlice';
import { loadApiBase } from '../runtimeConfig';
import { isTokenExpired } from '../session/expiry';
import { loggedOut } from '../session/sessionSlice';
import type { SessionState } from '../session/sessionSlice';
import { refreshInFlight, refreshSession } from './refresh';

type State = { session: SessionState; locale: LocaleState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers, { getState }) {
    const { locale } = getState() as State;
    // The server answers its error texts in the portal's language (HTTP contract).
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', LOCALE_TAGS[locale.value]);
    return headers;
  },
});

/** Prefixes the runtime API base and adds the bearer token captured at send time. */
function prepare(args: string | FetchArgs, apiBase: string, token: string | null): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const url = /^https?:\/\//.test(request.url) ? request.url : `${apiBase}${request.url}`;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return { ...request, url, headers };
}

/** Only the API's "bad or expired token" answer is worth a refresh; other 401s are the call's own. */
function isTokenRejected(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 401) return false;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return code === undefined || code === 'UNAUTHORIZED';
}

const SESSION_ENDED: { error: FetchBaseQueryError } = {
  error: { status: 401, data: { code: 'SESSION_EXPIRED' } },
};

/**
 * The api slice's base query (spec §4): refreshes an expired token BEFORE the call, waits for a
 * refresh already under way, and after a rejected token refreshes once and retries once.
 */
export const baseQueryWithAuth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const apiBase = await loadApiBase();
  const session = () => (api.getState() as State).session;

  await refreshInFlight();
  const before = session();
  if (before.token !== null && isTokenExpired(before, Date.now())) {
    if (!(await refreshSession(api))) return SESSION_ENDED;
  }

  const sentToken = session().token;
  const first = await rawBaseQuery(prepare(args, apiBase, sentToken), api, extraOptions);
  if (!sentToken || !isTokenRejected(first.error)) return first;

  // Another call may have refreshed while this one was on the wire: then its token is the new one.
  const refreshed = session().token !== sentToken || (await refreshSession(api));
  if (!refreshed || session().token === null) return first;
  const second = await rawBaseQuery(prepare(args, apiBase, session().token), api, extraOptions);
  if (isTokenRejected(second.error)) api.dispatch(loggedOut({ notice: 'errors.sessionExpired' }));
  return second;
};
