import { api, lazySchema } from '@portal/shell/platform';
import type { TPasskeyRegistration, TWebAuthnOptions } from '@portal/shared/api/passkeys';
import type { TPasskey } from '@portal/shared/api/security';

const optionsSchema = lazySchema(() =>
  import('@portal/shared/api/passkeys').then((c) => c.ZWebAuthnOptions),
);
const passkeySchema = lazySchema(() =>
  import('@portal/shared/api/security').then((c) => c.ZPasskey),
);

/**
 * The caller's passkeys in settings (issue 38): the options of a new one, adding, renaming and
 * removing. The list comes with GET /v2/security (the card reloads it after each change).
 */
export const passkeysApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    passkeyRegistrationOptions: build.mutation<TWebAuthnOptions, void>({
      query: () => ({ url: '/v2/security/passkeys/options', method: 'POST', body: {} }),
      responseSchema: optionsSchema,
    }),
    addPasskey: build.mutation<TPasskey, TPasskeyRegistration>({
      query: (body) => ({ url: '/v2/security/passkeys', method: 'POST', body }),
      responseSchema: passkeySchema,
    }),
    renamePasskey: build.mutation<TPasskey, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/v2/security/passkeys/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { name },
      }),
      responseSchema: passkeySchema,
    }),
    removePasskey: build.mutation<unknown, string>({
      query: (id) => ({ url: `/v2/security/passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;
