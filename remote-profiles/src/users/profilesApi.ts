import type { TProfile } from '@portal/shared/api/profiles';
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
    deleteProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/v2/companies/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
    /** Where an image or video can be loaded from (a signed URL, as <img> sends no token). */
    getAssetUrl: build.query<string, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery(
          `/v2/resources/assets/${encodeURIComponent(id)}?noRedirect=true`,
        );
        if (result.error) return { error: result.error };
        const apiBase = await loadRuntimeConfig().then(
          (config) => config.apiBase,
          () => '',
        );
        return { data: `${apiBase}${(result.data as { url: string }).url}` };
      },
    }),
  }),
});

export const { useGetProfilesQuery, useDeleteProfileMutation, useGetAssetUrlQuery } = profilesApi;
