import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { LocaleState } from '../locale/localeSlice';
import { withSession } from './withSession';

type State = { locale: LocaleState };

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

/** The api slice's base query: every call goes through the session (withSession.ts). */
export const baseQueryWithAuth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) =>
  withSession(api, async (apiBase, token) =>
    rawBaseQuery(prepare(args, apiBase, token), api, extraOptions),
  );
