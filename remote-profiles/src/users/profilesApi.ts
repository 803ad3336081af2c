import type { TInvitation, TMyInvitation, TProfile } from '@portal/shared/api/profiles';
import type { TProfileCreateRequest, TProfileEditRequest } from '@portal/shared/validation/profile';
import { api, loadRuntimeConfig, loggedOut } from '@portal/shell/platform';

/** The profile calls of spec §7, injected into the portal's one api. */
export const profilesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProfiles: build.query<TProfile[], void>({
      query: () => '/v2/users/me/users',
      providesTags: ['Users'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // Spec §7: a user-list failure signs out with the error. An expired session was
          // already handled by the base query; a connection loss has its own warning.
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (typeof status === 'number' && status !== 401)
            dispatch(loggedOut({ notice: status >= 500 ? 'errors.server' : 'errors.unknown' }));
        }
      },
    }),
    createProfile: build.mutation<{ userId: string }, TProfileCreateRequest>({
      query: (body) => ({ url: '/v2/companies', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    updateProfile: build.mutation<void, { id: string; body: TProfileEditRequest }>({
      query: ({ id, body }) => ({
        url: `/v2/companies/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Users'],
    }),
    /** The invited person's own profile, under the inviting account (no session needed). */
    createProfileByInvitation: build.mutation<
      { userId: string },
      { invitationId: string; body: TProfileCreateRequest }
    >({
      query: ({ invitationId, body }) => ({
        url: `/v2/invitations/${encodeURIComponent(invitationId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Users', 'Invitation'],
    }),
    getInvitation: build.query<TInvitation, string>({
      query: (id) => `/v2/invitations/${encodeURIComponent(id)}`,
    }),
    deleteProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/v2/companies/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
    getMyInvitation: build.query<TMyInvitation | null, void>({
      query: () => '/v2/invitations/user/me',
      providesTags: ['Invitation'],
    }),
    /** A new link; the server deletes the previous one (decisions.md). */
    createInvitation: build.mutation<TMyInvitation, { expires: string }>({
      query: (body) => ({ url: '/v2/invitations', method: 'POST', body }),
      invalidatesTags: ['Invitation'],
    }),
    deleteInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/v2/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Invitation'],
    }),
    /**
     * Where an image or video (and a video's poster) can be loaded from: signed URLs, as <img>
     * and <video> send no token.
     */
    getAssetUrl: build.query<{ url: string; posterUrl?: string }, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery(
          `/v2/resources/assets/${encodeURIComponent(id)}?noRedirect=true`,
        );
        if (result.error) return { error: result.error };
        const apiBase = await loadRuntimeConfig().then(
          (config) => config.apiBase,
          () => '',
        );
        const { url, posterUrl } = result.data as { url: string; posterUrl?: string };
        return {
          data: {
            url: `${apiBase}${url}`,
            ...(posterUrl && { posterUrl: `${apiBase}${posterUrl}` }),
          },
        };
      },
    }),
  }),
});

export const {
  useGetProfilesQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useCreateProfileByInvitationMutation,
  useGetInvitationQuery,
  useDeleteProfileMutation,
  useGetAssetUrlQuery,
  useGetMyInvitationQuery,
  useCreateInvitationMutation,
  useDeleteInvitationMutation,
} = profilesApi;
