import { api } from '@portal/shell/platform';
import { ZRecoveryCodes, ZSecurityOverview, ZTotpSetup } from '@portal/shared/api/security';
import type {
  TRecoveryCodes,
  TSecondFactorPolicy,
  TSecurityOverview,
  TTotpSetup,
} from '@portal/shared/api/security';

/**
 * The second factor's calls in settings (issue 38), injected into the portal's one api slice: the
 * caller's sign-in security, the authenticator app's set-up, confirmation and removal, new recovery
 * codes, and the account's policy (owner). The overview is reloaded by the card after each change.
 */
export const secondFactorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    secondFactorOverview: build.query<TSecurityOverview, void>({
      query: () => '/v2/security',
      responseSchema: ZSecurityOverview,
    }),
    /** A new secret to scan (it replaces one not confirmed yet). */
    startTotpSetup: build.mutation<TTotpSetup, void>({
      query: () => ({ url: '/v2/security/totp', method: 'POST', body: {} }),
      responseSchema: ZTotpSetup,
    }),
    /** The app's first code turns it on; the answer holds the recovery codes, shown once. */
    confirmTotp: build.mutation<TRecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/v2/security/totp/confirm', method: 'POST', body }),
      responseSchema: ZRecoveryCodes,
    }),
    disableTotp: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: '/v2/security/totp', method: 'DELETE', body }),
    }),
    regenerateRecoveryCodes: build.mutation<TRecoveryCodes, void>({
      query: () => ({ url: '/v2/security/recovery-codes', method: 'POST', body: {} }),
      responseSchema: ZRecoveryCodes,
    }),
    setSecondFactorPolicy: build.mutation<TSecurityOverview, { policy: TSecondFactorPolicy }>({
      query: (body) => ({ url: '/v2/security/policy', method: 'PUT', body }),
      responseSchema: ZSecurityOverview,
      // The owner's own `secondFactor.required` may change with it.
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useSecondFactorOverviewQuery,
  useStartTotpSetupMutation,
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useRegenerateRecoveryCodesMutation,
  useSetSecondFactorPolicyMutation,
} = secondFactorApi;
