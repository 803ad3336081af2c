import type {
  TBillingSummaryResponse,
  TInvoiceList,
  TInvoicesSettingRequest,
  TInvoicesSettingResponse,
} from '@portal/shared/billing/contract';
import { api } from '@portal/shell/platform';

/** The billing calls of spec §7 (and the invoice list), injected into the portal's one api. */
export const billingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getInvoices: build.query<TInvoiceList, void>({
      query: () => '/v2/invoices',
      providesTags: ['Billing'],
    }),
    /** The plan, the next renewal (or end, or what is due) and the card: GET /v2/billing/summary. */
    getBillingSummary: build.query<TBillingSummaryResponse, void>({
      query: () => '/v2/billing/summary',
      providesTags: ['Billing'],
    }),
    setReceiveInvoices: build.mutation<
      TInvoicesSettingRequest,
      { id: string } & TInvoicesSettingRequest
    >({
      query: ({ id, receiveInvoices }) => ({
        url: `/v2/users/${encodeURIComponent(id)}/invoices`,
        method: 'PATCH',
        body: { receiveInvoices },
      }),
      invalidatesTags: ['Account'],
    }),
    /** The billing contacts (issue 37): the whole list, replacing the saved one. */
    setBillingContacts: build.mutation<
      TInvoicesSettingResponse,
      { id: string; billingContacts: string[] }
    >({
      query: ({ id, billingContacts }) => ({
        url: `/v2/users/${encodeURIComponent(id)}/invoices`,
        method: 'PATCH',
        body: { billingContacts },
      }),
      invalidatesTags: ['Account'],
    }),
    /** The PDF needs the Bearer token, so it is fetched here and handed over as an object URL. */
    downloadInvoice: build.mutation<string, string>({
      query: (id) => ({
        url: `/v2/invoices/${encodeURIComponent(id)}/pdf`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetBillingSummaryQuery,
  useSetReceiveInvoicesMutation,
  useSetBillingContactsMutation,
  useDownloadInvoiceMutation,
} = billingApi;
