import { api } from '@portal/shell/platform';
import { ZSignedInSessions } from '@portal/shared/api/security';
import type { TSignedInSession } from '@portal/shared/api/security';

/**
 * The caller's own signed-in sessions (issue 38), injected into the portal's one api slice: the
 * list, one signed out, every other one signed out. The card asks for the list again after each.
 */
export const sessionsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signedInSessions: build.query<{ sessions: TSignedInSession[] }, void>({
      query: () => '/v2/security/sessions',
      responseSchema: ZSignedInSessions,
    }),
    signOutSession: build.mutation<unknown, string>({
      query: (id) => ({ url: `/v2/security/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    signOutOtherSessions: build.mutation<unknown, void>({
      query: () => ({ url: '/v2/security/sessions/sign-out-others', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useSignedInSessionsQuery,
  useSignOutSessionMutation,
  useSignOutOtherSessionsMutation,
} = sessionsApi;
