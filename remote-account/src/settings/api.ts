import { accountReceived, api } from '@portal/shell/platform';
import { ZAccount, ZMessageResponse } from '@portal/shared/api/contract';
import type { TAccount, TMessageResponse } from '@portal/shared/api/contract';
import { ZEmailChangeInfo } from '@portal/shared/validation/settings';
import type {
  TEmailChangeInfo,
  TPasswordChangeRequest,
  TRequestEmailChangeRequest,
  TValidateEmailChangeRequest,
} from '@portal/shared/validation/settings';

type ForAccount<T> = T & { id: string };

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
    validateEmailChange: build.mutation<TAccount, ForAccount<TValidateEmailChangeRequest>>({
      query: ({ id, ...body }) => ({
        url: `/v2/users/${id}/validateEmailChange`,
        method: 'POST',
        body,
      }),
      responseSchema: ZAccount,
      // Spec §4: the account is reloaded, so the header shows the new address at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountReceived(data));
      },
      invalidatesTags: (result) => (result ? ['Account'] : []),
    }),
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
} = settingsApi;
