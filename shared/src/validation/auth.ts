import { z } from 'zod';
import {
  ZEmail,
  ZLoginEmail,
  ZLoginPassword,
  ZOrigin,
  ZPassword,
  ZPersonName,
  ZPhone,
  ZToken,
} from './fields';

/** POST /v2/auth/email */
export const ZEmailLoginRequest = z.object({
  email: ZLoginEmail,
  password: ZLoginPassword,
});
export type TEmailLoginRequest = z.infer<typeof ZEmailLoginRequest>;

/** POST /v2/users (spec §3 Account creation). */
export const ZCreateAccountRequest = z
  .object({
    firstName: ZPersonName('firstName'),
    lastName: ZPersonName('lastName'),
    email: ZEmail,
    phone: ZPhone,
    password: ZPassword,
    confirmPassword: z.string({ error: 'validation.confirmPassword.mismatch' }).max(1024),
    origin: ZOrigin,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPassword.mismatch',
    // Tell the user about a mismatch even while other fields still have errors.
    // The refinement also runs on a body that is not an object at all (null, a number).
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const form = value as { password?: unknown; confirmPassword?: unknown };
      return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
    },
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
