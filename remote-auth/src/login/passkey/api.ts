import { api, lazySchema, loginMutation } from '@portal/shell/platform';
import type { TPasskeySignIn, TWebAuthnOptions } from '@portal/shared/api/passkeys';

// Checked against the shared contract, imported with the first answer (the login page opens
// without zod).
export const optionsSchema = lazySchema(() =>
  import('@portal/shared/api/passkeys').then((c) => c.ZWebAuthnOptions),
);

/**
 * Passkey sign-in without a password (issue 38): the options (discoverable), then the assertion;
 * the tokens are stored by the platform (loginMutation).
 */
export const passkeyLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeySignInOptions: build.mutation<TWebAuthnOptions, void>({
      query: () => ({ url: '/v2/auth/passkey/options', method: 'POST', body: {} }),
      responseSchema: optionsSchema,
    }),
    passkeySignIn: loginMutation(build, (body: TPasskeySignIn) => ({
      url: '/v2/auth/passkey',
      method: 'POST',
      body,
    })),
  }),
  overrideExisting: 'throw',
});

export const { usePasskeySignInOptionsMutation, usePasskeySignInMutation } = passkeyLoginApi;
