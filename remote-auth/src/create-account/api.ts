import { api } from '@portal/shell/platform';
import type { TCreateAccountRequest } from '@portal/shared/validation/auth';

/** Account creation (spec §7 POST /v2/users), injected into the portal's one api slice. */
export const createAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAccount: build.mutation<{ id: string }, TCreateAccountRequest>({
      query: (form) => ({ url: '/v2/users', method: 'POST', body: form }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCreateAccountMutation } = createAccountApi;
