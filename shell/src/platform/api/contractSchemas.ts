import { lazySchema } from './lazySchema';

// The platform's own calls check their answers against the shared contract, imported on the first
// answer: no first screen waits for zod (lazySchema.ts).
const contract = () => import(/* webpackChunkName: "contract" */ '@portal/shared/api/contract');

export const loginResponseSchema = lazySchema(() => contract().then((c) => c.ZLoginResponse));
export const tokensSchema = lazySchema(() => contract().then((c) => c.ZTokens));
