import { api } from '@portal/shell/platform';
import type {
  TRecoveryCheckRequest,
  TRecoveryCheckResponse,
} from '@portal/shared/validation/sign-in';

/** The recover page's own call (not on the login page's first screen), injected into the one api. */
export const recoverApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the e-mailed link still works; asking spends nothing (POST: no token in a URL). */
    recoveryLink: build.query<TRecoveryCheckResponse, TRecoveryCheckRequest>({
      query: (body) => ({ url: '/v2/auth/recovery/check', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useRecoveryLinkQuery } = recoverApi;
