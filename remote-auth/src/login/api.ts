import { api, lazySchema, signInMutation } from '@portal/shell/platform';
import type {
  TMessageResponse,
  TPhoneLoginInfo,
  TRegistrationLink,
  TSignInMethods,
} from '@portal/shared/api/contract';
import { signInMethodsSchema } from './signInMethods';
import type { TEmailLoginRequest } from '@portal/shared/validation/auth';
import type { TSecondFactorRequest } from '@portal/shared/api/security';
import type {
  SocialProvider,
  TRecoveryEmailRequest,
  TRecoveryRequest,
  TSocialLoginRequest,
} from '@portal/shared/validation/sign-in';
import type {
  TRequestLoginRequest,
  TValidateLoginRequest,
} from '@portal/shared/validation/phone-login';

// Answers are checked against the shared contract, imported with the first answer: the login page
// opens without zod (lazySchema); the one answer it needs as it opens has a reader of its own.
const contract = () => import('@portal/shared/api/contract');
const phoneLoginInfoSchema = lazySchema(() => contract().then((c) => c.ZPhoneLoginInfo));
const registrationLinkSchema = lazySchema(() => contract().then((c) => c.ZRegistrationLink));
const messageSchema = lazySchema(() => contract().then((c) => c.ZMessageResponse));

/**
 * The sign-in calls of spec §7, injected into the portal's one api slice. Sign-in answers are
 * stored by the platform (signInMutation), or ask for the second factor (issue 38: useAfterLogin);
 * pages only send and show errors.
 */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailLogin: signInMutation(build, (credentials: TEmailLoginRequest) => ({
      url: '/v2/auth/email',
      method: 'POST',
      body: credentials,
    })),
    signInMethods: build.query<TSignInMethods, void>({
      query: () => '/v2/auth/methods',
      responseSchema: signInMethodsSchema,
    }),
    requestPhoneCode: build.mutation<TPhoneLoginInfo, TRequestLoginRequest>({
      query: (body) => ({ url: '/v2/auth/requestlogin', method: 'POST', body }),
      responseSchema: phoneLoginInfoSchema,
    }),
    phoneLogin: signInMutation(build, (body: TValidateLoginRequest) => ({
      url: '/v2/auth/validatelogin',
      method: 'POST',
      body,
    })),
    registrationLink: build.mutation<TRegistrationLink, SocialProvider>({
      query: (provider) => `/v2/auth/getRegistrationLink/${provider}`,
      responseSchema: registrationLinkSchema,
    }),
    socialLogin: signInMutation(build, (body: TSocialLoginRequest) => ({
      url: '/v2/auth/social',
      method: 'POST',
      body,
    })),
    // The second factor's step (issue 38): the challenge of the first step and one code.
    secondFactorLogin: signInMutation(build, (body: TSecondFactorRequest) => ({
      url: '/v2/auth/second-factor',
      method: 'POST',
      body,
    })),
    // The undo of an account's deletion offered at its owner's sign-in (issue 39): signed in.
    restoreAccount: signInMutation(build, (body: { token: string }) => ({
      url: '/v2/account-deletion/restore',
      method: 'POST',
      body,
    })),
    lostSecondFactor: build.mutation<void, { challenge: string }>({
      query: (body) => ({ url: '/v2/auth/second-factor/lost', method: 'POST', body }),
    }),
    requestRecoveryLink: build.mutation<TMessageResponse, TRecoveryEmailRequest>({
      query: (body) => ({ url: '/v2/auth/email/recovery', method: 'POST', body }),
      responseSchema: messageSchema,
    }),
    recoverPassword: build.mutation<TMessageResponse, TRecoveryRequest>({
      query: (body) => ({ url: '/v2/auth/recovery', method: 'POST', body }),
      responseSchema: messageSchema,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useEmailLoginMutation,
  useSignInMethodsQuery,
  useRequestPhoneCodeMutation,
  usePhoneLoginMutation,
  useRegistrationLinkMutation,
  useSocialLoginMutation,
  useRequestRecoveryLinkMutation,
  useRecoverPasswordMutation,
  useSecondFactorLoginMutation,
  useLostSecondFactorMutation,
  useRestoreAccountMutation,
} = loginApi;
