import type { TBillingDetails, TBillingDetailsResponse } from '@portal/shared/billing/details';
import { api } from '@portal/shell/platform';

/**
 * The business billing details (issue 39): GET/PUT /v2/billing/details. A change refetches the
 * billing tab (its next renewal's amount may change with the tax).
 */
export const detailsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBillingDetails: build.query<TBillingDetailsResponse, void>({
      query: () => '/v2/billing/details',
      providesTags: ['Billing'],
    }),
    updateBillingDetails: build.mutation<TBillingDetailsResponse, TBillingDetails>({
      query: (body) => ({ url: '/v2/billing/details', method: 'PUT', body }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useGetBillingDetailsQuery, useUpdateBillingDetailsMutation } = detailsApi;
