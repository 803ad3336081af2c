import { api, signInMutation } from '@portal/shell/platform';
import { ZPhoneLoginInfo, ZRegistrationLink } from '@portal/shared/api/contract';
import type { TPhoneLoginInfo, TRegistrationLink } from '@portal/shared/api/contract';
import type {
  TJoinPhoneCodeRequest,
  TJoinWithPhoneRequest,
  TJoinWithProviderRequest,
} from '@portal/shared/api/member-join';
import type { SocialProvider } from '@portal/shared/validation/sign-in';

const invitation = (token: string) => `/v2/member-invitations/${encodeURIComponent(token)}`;

/**
 * Joining without a password (issue 37): Google or Apple (the provider's answer comes back to the
 * join page), or a code to the person's phone. Each join answers a sign-in, stored like any other.
 */
export const joinWaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinProviderLink: build.mutation<
      TRegistrationLink,
      { token: string; provider: SocialProvider }
    >({
      query: ({ token, provider }) => `${invitation(token)}/social/${provider}`,
      responseSchema: ZRegistrationLink,
    }),
    joinWithProvider: signInMutation(
      build,
      ({ token, ...body }: { token: string } & TJoinWithProviderRequest) => ({
        url: `${invitation(token)}/social`,
        method: 'POST',
        body,
      }),
    ),
    joinPhoneCode: build.mutation<TPhoneLoginInfo, { token: string } & TJoinPhoneCodeRequest>({
      query: ({ token, ...body }) => ({
        url: `${invitation(token)}/phone-code`,
        method: 'POST',
        body,
      }),
      responseSchema: ZPhoneLoginInfo,
    }),
    joinWithPhone: signInMutation(
      build,
      ({ token, ...body }: { token: string } & TJoinWithPhoneRequest) => ({
        url: `${invitation(token)}/phone`,
        method: 'POST',
        body,
      }),
    ),
  }),
  overrideExisting: 'throw',
});

export const {
  useJoinProviderLinkMutation,
  useJoinWithProviderMutation,
  useJoinPhoneCodeMutation,
  useJoinWithPhoneMutation,
} = joinWaysApi;
