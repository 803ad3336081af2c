import { api, loginMutation } from '@portal/shell/platform';
import type { TPasskeyFactorRequest, TWebAuthnOptions } from '@portal/shared/api/passkeys';
import { optionsSchema } from '../passkey/api';

/**
 * A passkey as the second factor of a sign-in (issue 38): options for the step's person's own
 * passkeys, then the assertion, which ends the step with the tokens (stored by the platform).
 */
export const passkeyFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeyFactorOptions: build.mutation<TWebAuthnOptions, { challenge: string }>({
      query: (body) => ({ url: '/v2/auth/second-factor/passkey/options', method: 'POST', body }),
      responseSchema: optionsSchema,
    }),
    passkeyFactor: loginMutation(build, (body: TPasskeyFactorRequest) => ({
      url: '/v2/auth/second-factor/passkey',
      method: 'POST',
      body,
    })),
  }),
  overrideExisting: 'throw',
});

export const { usePasskeyFactorOptionsMutation, usePasskeyFactorMutation } = passkeyFactorApi;
