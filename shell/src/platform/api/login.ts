import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { loginSucceeded } from '../session/sessionSlice';
import type { api } from './api';
import { loginResponseSchema } from './contractSchemas';

type EndpointBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * A login-type call (e-mail now; phone, Apple, Google, account creation later): its answer is
 * checked against the shared contract and the platform stores the session itself when it arrives,
 * with the subscription gate of spec §4. A page only sends the call and shows its error.
 *
 *     emailLogin: loginMutation(build, (body: TEmailLoginRequest) => ({ url: '/v2/auth/email', method: 'POST', body })),
 */
export function loginMutation<Arg>(build: EndpointBuilder, query: (arg: Arg) => FetchArgs) {
  return build.mutation<TLoginResponse, Arg>({
    query,
    responseSchema: loginResponseSchema,
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        dispatch(loginSucceeded(data));
      } catch {
        // A refused login leaves the session as it was; the page shows the call's error.
      }
    },
  });
}
