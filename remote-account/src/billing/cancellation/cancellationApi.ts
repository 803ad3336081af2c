import type { TCancelRequest, TCancellationState } from '@portal/shared/billing/cancellation';
import { api } from '@portal/shell/platform';

/**
 * Cancelling in the portal (issue 39): what the dialog says, the cancel, the offer, the resume.
 * Each change refetches the account (its `cancelAt`: the shell's overlay) and the billing summary.
 */
export const cancellationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCancellation: build.query<TCancellationState, void>({
      query: () => '/v2/billing/cancellation',
      providesTags: ['Billing'],
    }),
    cancelSubscription: build.mutation<TCancellationState, TCancelRequest>({
      query: (body) => ({ url: '/v2/billing/cancellation', method: 'POST', body }),
      invalidatesTags: ['Account', 'Billing'],
    }),
    resumeSubscription: build.mutation<TCancellationState, void>({
      query: () => ({ url: '/v2/billing/cancellation/resume', method: 'POST' }),
      invalidatesTags: ['Account', 'Billing'],
    }),
    acceptRetentionOffer: build.mutation<TCancellationState, void>({
      query: () => ({ url: '/v2/billing/cancellation/offer', method: 'POST' }),
      invalidatesTags: ['Account', 'Billing'],
    }),
  }),
});

export const {
  useGetCancellationQuery,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useAcceptRetentionOfferMutation,
} = cancellationApi;
