import { z } from 'zod';
import { ZEmail, ZPassword, bothStrings, withoutNul } from './fields';

/**
 * Rules of the sign-in methods beyond e-mail and password (spec §2 Login, §5, decisions.md). The
 * phone rules, which need libphonenumber-js (~29 KB gzip), live in phone-login.ts so that pages
 * without a phone field do not download it.
 */

export const ONE_TIME_CODE_LENGTH = 6;

export { CODE_CHANNELS, type CodeChannel } from '../constants';

export const ZOneTimeCode = z
  .string({ error: 'validation.code.format' })
  .trim()
  .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), 'validation.code.format');

export { SOCIAL_PROVIDERS, type SocialProvider } from '../constants';

/**
 * POST /v2/auth/social: the authorisation code of one provider (spec §7 names them googleCode and
 * appleCode), the state the flow started with and, when the provider sends it, its issuer.
 */
export const ZSocialLoginRequest = z
  .object({
    googleCode: withoutNul(z.string().min(1)).optional(),
    appleCode: withoutNul(z.string().min(1)).optional(),
    state: withoutNul(z.string().min(1, 'errors.socialStateInvalid')),
    iss: withoutNul(z.string()).optional(),
  })
  .refine((body) => Boolean(body.googleCode) !== Boolean(body.appleCode), {
    message: 'errors.socialStateInvalid',
    path: ['state'],
  });
export type TSocialLoginRequest = z.input<typeof ZSocialLoginRequest>;

/** POST /v2/auth/email/recovery */
export const ZRecoveryEmailRequest = z.object({ email: ZEmail });
export type TRecoveryEmailRequest = z.input<typeof ZRecoveryEmailRequest>;

/** POST /v2/auth/recovery: the token of the e-mailed link and the new password, typed twice. */
export const ZRecoveryRequest = z
  .object({
    token: withoutNul(z.string().min(1, 'errors.recoveryLinkInvalid')),
    password: ZPassword,
    confirmPassword: z.string({ error: 'validation.confirmPassword.mismatch' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPassword.mismatch',
    // Never on a body that is not an object (a null body answered 500).
    when: bothStrings('password', 'confirmPassword'),
  });
export type TRecoveryRequest = z.input<typeof ZRecoveryRequest>;

/** POST /v2/auth/recovery/check: whether the link still works, spending nothing. */
export const ZRecoveryCheckRequest = z.object({
  token: withoutNul(z.string().min(1, 'errors.recoveryLinkInvalid').max(200)),
});
export type TRecoveryCheckRequest = z.input<typeof ZRecoveryCheckRequest>;

export const ZRecoveryCheckResponse = z.object({
  /** Seconds the link stays valid. */
  expiresIn: z.number().int(),
});
export type TRecoveryCheckResponse = z.infer<typeof ZRecoveryCheckResponse>;
