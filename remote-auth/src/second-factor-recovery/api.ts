import { api } from '@portal/shell/platform';

/** The lost-factor recovery, once its link is confirmed: when the factor goes. */
export interface SecondFactorRecoveryStarted {
  /** ISO date-time: the end of the waiting period. */
  completesAt: string;
}

/**
 * The lost-factor link's call (issue 38), injected into the one api: confirming the e-mailed link
 * starts the waiting period (a second confirmation answers the same end).
 */
export const secondFactorRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmSecondFactorRecovery: build.mutation<SecondFactorRecoveryStarted, { token: string }>({
      query: (body) => ({ url: '/v2/auth/second-factor/lost/confirm', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useConfirmSecondFactorRecoveryMutation } = secondFactorRecoveryApi;
