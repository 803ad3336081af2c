import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { accountReceived, api } from '@portal/shell/platform';
import { ZAccount, ZMessageResponse, ZPhoneLoginInfo } from '@portal/shared/api/contract';
import type { TAccount, TMessageResponse, TPhoneLoginInfo } from '@portal/shared/api/contract';
import { ZEmailChangeInfo } from '@portal/shared/validation/settings';
import type {
  TEmailChangeInfo,
  TPasswordChangeRequest,
  TRequestEmailChangeRequest,
  TValidateEmailChangeRequest,
} from '@portal/shared/validation/settings';
import type {
  TPhoneChangeRequest,
  TRequestPhoneVerificationRequest,
  TValidatePhoneVerificationRequest,
} from '@portal/shared/validation/phone-settings';

type ForAccount<T> = T & { id: string };

type EndpointBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * A call that answers the account as it now is (spec §4: the account is reloaded): the session and
 * every screen showing it (the header's address, the settings tab's phone) follow at once.
 */
function accountMutation<Arg>(build: EndpointBuilder, query: (arg: Arg) => FetchArgs) {
  return build.mutation<TAccount, Arg>({
    query,
    responseSchema: ZAccount,
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (data) dispatch(accountReceived(data));
    },
    invalidatesTags: (result) => (result ? ['Account'] : []),
  });
}

/** The settings tab's calls of spec §7, injected into the portal's one api slice. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation<TEmailChangeInfo, ForAccount<TRequestEmailChangeRequest>>({
      query: ({ id, ...body }) => ({
        url: `/v2/users/${id}/requestEmailChange`,
        method: 'POST',
        body,
      }),
      responseSchema: ZEmailChangeInfo,
    }),
    validateEmailChange: accountMutation(
      build,
      ({ id, ...body }: ForAccount<TValidateEmailChangeRequest>) => ({
        url: `/v2/users/${id}/validateEmailChange`,
        method: 'POST',
        body,
      }),
    ),
    changePhone: accountMutation(build, ({ id, ...body }: ForAccount<TPhoneChangeRequest>) => ({
      url: `/v2/users/${id}/phone`,
      method: 'PATCH',
      body,
    })),
    requestPhoneVerification: build.mutation<
      TPhoneLoginInfo,
      ForAccount<TRequestPhoneVerificationRequest>
    >({
      query: ({ id, ...body }) => ({
        url: `/v2/users/${id}/requestPhoneVerification`,
        method: 'POST',
        body,
      }),
      responseSchema: ZPhoneLoginInfo,
    }),
    validatePhoneVerification: accountMutation(
      build,
      ({ id, ...body }: ForAccount<TValidatePhoneVerificationRequest>) => ({
        url: `/v2/users/${id}/validatePhoneVerification`,
        method: 'POST',
        body,
      }),
    ),
    changePassword: build.mutation<TMessageResponse, ForAccount<TPasswordChangeRequest>>({
      query: ({ id, ...body }) => ({ url: `/v2/users/${id}/password`, method: 'PATCH', body }),
      responseSchema: ZMessageResponse,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useRequestEmailChangeMutation,
  useValidateEmailChangeMutation,
  useChangePasswordMutation,
  useChangePhoneMutation,
  useRequestPhoneVerificationMutation,
  useValidatePhoneVerificationMutation,
} = settingsApi;
