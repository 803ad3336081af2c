import { lazySchema } from './lazySchema';

// The platform's own calls check their answers against the shared contract, imported on the first
// answer: no first screen waits for zod (lazySchema.ts).
const contract = () => import(/* webpackChunkName: "contract" */ '@portal/shared/api/contract');

export const loginResponseSchema = lazySchema(() => contract().then((c) => c.ZLoginResponse));
// The sign-in answer (issue 38): the tokens, or the second factor's step.
export const signInAnswerSchema = lazySchema(() =>
  import(/* webpackChunkName: "contract" */ '@portal/shared/api/security').then(
    (security) => security.ZSignInAnswer,
  ),
);
export const tokensSchema = lazySchema(() => contract().then((c) => c.ZTokens));
