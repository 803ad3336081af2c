import { z } from 'zod';
import {
  bothStrings,
  ZClaimToken,
  ZEmail,
  ZLoginEmail,
  ZLoginPassword,
  ZOrigin,
  ZPassword,
  ZPersonName,
  ZPhone,
  ZToken,
} from './fields';

/**
 * POST /v2/auth/email. `claim`: the checkout's one-time claim, when the paid e-mail already has an
 * account: signing in with it attaches the paid subscription to that account.
 */
export const ZEmailLoginRequest = z.object({
  email: ZLoginEmail,
  password: ZLoginPassword,
  claim: ZClaimToken.optional(),
});
export type TEmailLoginRequest = z.infer<typeof ZEmailLoginRequest>;

/**
 * POST /v2/users (spec §3 Account creation). `claim`: the checkout's one-time claim (success page or
 * receipt e-mail): it proves the e-mail and the new account owns the paid subscription.
 */
export const ZCreateAccountRequest = z
  .object({
    firstName: ZPersonName('firstName'),
    lastName: ZPersonName('lastName'),
    email: ZEmail,
    phone: ZPhone,
    password: ZPassword,
    confirmPassword: z.string({ error: 'validation.confirmPassword.mismatch' }).max(1024),
    origin: ZOrigin,
    claim: ZClaimToken.optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPassword.mismatch',
    // Tell the user about a mismatch even while other fields still have errors.
    // The refinement also runs on a body that is not an object at all (null, a number).
    when: bothStrings('password', 'confirmPassword'),
  });
export type TCreateAccountRequest = z.input<typeof ZCreateAccountRequest>;

/** POST /v2/auth/refreshtoken */
export const ZRefreshRequest = z.object({
  id: ZToken,
  refreshToken: ZToken,
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/** POST /v2/auth/logout */
export const ZLogoutRequest = z.object({ refreshToken: ZToken });
