import { api } from '@portal/shell/platform';
import type {
  TCheckoutConfirmRequest,
  TCheckoutRequest,
  TCheckoutResponse,
  TPaymentMethodRequest,
  TPaymentMethodResponse,
  TQuoteRequest,
  TQuoteResponse,
  TReceiptRequest,
} from '@portal/shared/payments/contract';
import { IDEMPOTENCY_HEADER } from '@portal/shared/payments/contract';

/** The payment calls of the checkout (issue 8 API contract), injected into the portal's one api slice. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    quote: build.mutation<TQuoteResponse, TQuoteRequest>({
      query: (body) => ({ url: '/payments/quote', method: 'POST', body }),
    }),
    // The `local` provider's tokenising call: the only request that ever carries the card number.
    createPaymentMethod: build.mutation<TPaymentMethodResponse, TPaymentMethodRequest>({
      query: (body) => ({ url: '/payments/local/payment-methods', method: 'POST', body }),
    }),
    checkout: build.mutation<TCheckoutResponse, { idempotencyKey: string; body: TCheckoutRequest }>(
      {
        query: ({ idempotencyKey, body }) => ({
          url: '/payments/checkout',
          method: 'POST',
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
          body,
        }),
      },
    ),
    confirmCheckout: build.mutation<
      TCheckoutResponse,
      { checkoutId: string; body: TCheckoutConfirmRequest }
    >({
      query: ({ checkoutId, body }) => ({
        url: `/payments/checkout/${encodeURIComponent(checkoutId)}/confirm`,
        method: 'POST',
        body,
      }),
    }),
    /** The paid invoice's PDF, opened by the answer's receipt token, as an object URL. */
    receiptPdf: build.mutation<string, TReceiptRequest>({
      query: (body) => ({
        url: '/payments/checkout/receipt',
        method: 'POST',
        body,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useQuoteMutation,
  useCreatePaymentMethodMutation,
  useCheckoutMutation,
  useConfirmCheckoutMutation,
  useReceiptPdfMutation,
} = checkoutApi;
