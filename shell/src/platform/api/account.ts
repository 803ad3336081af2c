import type { TAccount } from '@portal/shared/api/contract';
import { accountReceived, isBlocked, loggedOut } from '../session/sessionSlice';
import { api } from './api';

/** The shell's own endpoint: GET /v2/users/me, with the subscription gate of spec §4. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<TAccount, void>({
      query: () => '/v2/users/me',
      providesTags: ['Account'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        let account: TAccount;
        try {
          ({ data: account } = await queryFulfilled);
        } catch {
          return; // The base query already logged out when the session itself failed.
        }
        // INCOMPLETE or TRIAL: out, with "You are not allowed to enter Client Portal".
        if (isBlocked(account)) dispatch(loggedOut({ notice: 'errors.notAllowed' }));
        else dispatch(accountReceived(account));
      },
    }),
  }),
});

export const { useGetAccountQuery } = accountApi;
