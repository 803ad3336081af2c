import { api } from '@portal/shell/platform';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TEmailLoginRequest } from '@portal/shared/validation/auth';

/** E-mail login (spec §7), injected into the portal's one api slice. */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailLogin: build.mutation<TLoginResponse, TEmailLoginRequest>({
      query: (credentials) => ({ url: '/v2/auth/email', method: 'POST', body: credentials }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useEmailLoginMutation } = loginApi;
