import { api } from '@portal/shell/platform';
import type { TClaimResponse } from '@portal/shared/payments/contract';
import type { TCreateAccountRequest } from '@portal/shared/validation/auth';

/** Account creation (spec §7 POST /v2/users), injected into the portal's one api slice. */
export const createAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `claim`: the checkout's one-time claim; the new account then owns the paid subscription. */
    createAccount: build.mutation<{ id: string }, TCreateAccountRequest>({
      query: (form) => ({ url: '/v2/users', method: 'POST', body: form }),
    }),
    /** What a claim link is for (the paid e-mail, whether it has an account); reading spends nothing. */
    claim: build.query<TClaimResponse, string>({
      query: (claim) => ({ url: '/payments/checkout/claim', method: 'POST', body: { claim } }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCreateAccountMutation, useClaimQuery } = createAccountApi;
