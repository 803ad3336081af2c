import type { TBrandKit } from '@portal/shared/api/brand-kit';
import type { TBrandKitUpdate } from '@portal/shared/validation/brand-kit';
import { api } from '@portal/shell/platform';

/** The account's brand kit (issue 36 §1): read by its page and the wizard, replaced by its page. */
export const brandKitApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBrandKit: build.query<TBrandKit, void>({ query: () => '/v2/brand-kit' }),
    /** Replaces the whole kit; the answer is the kit and how many profiles it was written to. */
    saveBrandKit: build.mutation<TBrandKit, TBrandKitUpdate>({
      query: (body) => ({ url: '/v2/brand-kit', method: 'PUT', body }),
      // The profiles that follow the kit changed.
      invalidatesTags: ['Users'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(brandKitApi.util.upsertQueryData('getBrandKit', undefined, data));
      },
    }),
  }),
});

export const { useGetBrandKitQuery, useSaveBrandKitMutation } = brandKitApi;
