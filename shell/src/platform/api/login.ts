import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TSecondFactorRequired, TSignInAnswer } from '@portal/shared/api/security';
import { loginSucceeded } from '../session/sessionSlice';
import type { api } from './api';
import { loginResponseSchema, signInAnswerSchema } from './contractSchemas';

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

/** The answer asks for the person's second factor (issue 38): no session yet. */
export const isSecondFactorRequired = (answer: TSignInAnswer): answer is TSecondFactorRequired =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;

/**
 * A sign-in call whose answer may ask for a second factor first (issue 38, ZSignInAnswer): the
 * tokens are stored as `loginMutation` stores them; a second-factor answer stores nothing and goes
 * to the page, which asks for the factor with its challenge.
 *
 *     emailLogin: signInMutation(build, (body: TEmailLoginRequest) => ({ url: '/v2/auth/email', method: 'POST', body })),
 */
export function signInMutation<Arg>(build: EndpointBuilder, query: (arg: Arg) => FetchArgs) {
  return build.mutation<TSignInAnswer, Arg>({
    query,
    responseSchema: signInAnswerSchema,
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        if (!isSecondFactorRequired(data)) dispatch(loginSucceeded(data));
      } catch {
        // A refused sign-in leaves the session as it was; the page shows the call's error.
      }
    },
  });
}
