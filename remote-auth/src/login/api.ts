import { api, loginMutation } from '@portal/shell/platform';
import {
  ZMessageResponse,
  ZPhoneLoginInfo,
  ZRegistrationLink,
  ZSignInMethods,
} from '@portal/shared/api/contract';
import type {
  TMessageResponse,
  TPhoneLoginInfo,
  TRegistrationLink,
  TSignInMethods,
} from '@portal/shared/api/contract';
import type { TEmailLoginRequest } from '@portal/shared/validation/auth';
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

/**
 * The sign-in calls of spec §7, injected into the portal's one api slice. Login-type answers are
 * stored by the platform (loginMutation); pages only send and show errors.
 */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailLogin: loginMutation(build, (credentials: TEmailLoginRequest) => ({
      url: '/v2/auth/email',
      method: 'POST',
      body: credentials,
    })),
    signInMethods: build.query<TSignInMethods, void>({
      query: () => '/v2/auth/methods',
      responseSchema: ZSignInMethods,
    }),
    requestPhoneCode: build.mutation<TPhoneLoginInfo, TRequestLoginRequest>({
      query: (body) => ({ url: '/v2/auth/requestlogin', method: 'POST', body }),
      responseSchema: ZPhoneLoginInfo,
    }),
    phoneLogin: loginMutation(build, (body: TValidateLoginRequest) => ({
      url: '/v2/auth/validatelogin',
      method: 'POST',
      body,
    })),
    registrationLink: build.mutation<TRegistrationLink, SocialProvider>({
      query: (provider) => `/v2/auth/getRegistrationLink/${provider}`,
      responseSchema: ZRegistrationLink,
    }),
    socialLogin: loginMutation(build, (body: TSocialLoginRequest) => ({
      url: '/v2/auth/social',
      method: 'POST',
      body,
    })),
    requestRecoveryLink: build.mutation<TMessageResponse, TRecoveryEmailRequest>({
      query: (body) => ({ url: '/v2/auth/email/recovery', method: 'POST', body }),
      responseSchema: ZMessageResponse,
    }),
    recoverPassword: build.mutation<TMessageResponse, TRecoveryRequest>({
      query: (body) => ({ url: '/v2/auth/recovery', method: 'POST', body }),
      responseSchema: ZMessageResponse,
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
} = loginApi;
