import { api, loginMutation } from '@portal/shell/platform';
import type { TEmailLoginRequest } from '@portal/shared/validation/auth';

/** E-mail login (spec §7), injected into the portal's one api slice; the platform stores the session. */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailLogin: loginMutation(build, (credentials: TEmailLoginRequest) => ({
      url: '/v2/auth/email',
      method: 'POST',
      body: credentials,
    })),
  }),
  overrideExisting: 'throw',
});

export const { useEmailLoginMutation } = loginApi;
