import type { TBillingDetailsResponse } from '@portal/shared/billing/details';
import type { TInvoiceCorrectionResponse } from '@portal/shared/billing/corrections';
import { api } from '@portal/shell/platform';

/**
 * "Correct my last invoice" (issue 39): the correction, and the billing details it will print
 * (GET /v2/billing/details, read here for the dialog). A correction refetches the invoice list.
 */
export const correctionsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDetailsForCorrection: build.query<TBillingDetailsResponse, void>({
      query: () => '/v2/billing/details',
      providesTags: ['Billing'],
    }),
    correctInvoice: build.mutation<TInvoiceCorrectionResponse, string>({
      query: (id) => ({ url: `/v2/invoices/${encodeURIComponent(id)}/correction`, method: 'POST' }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useGetDetailsForCorrectionQuery, useCorrectInvoiceMutation } = correctionsApi;
