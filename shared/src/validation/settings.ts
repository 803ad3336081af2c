import { z } from 'zod';
import { ZEmail, ZLoginEmail, ZLoginPassword, ZPassword, bothStrings } from './fields';
import { ZOneTimeCode } from './sign-in';

/**
 * The settings tab's calls (spec §3 E-mail change and Password change, §7). The forms validate with
 * these schemas and the API validates the same bodies with them.
 */

/** POST /v2/users/{id}/requestEmailChange: sends a code to the new address. */
export const ZRequestEmailChangeRequest = z
  .object({
    // The address the customer believes is theirs: compared, never stored, so any length is read.
    currentEmail: ZLoginEmail,
    newEmail: ZEmail,
    password: ZLoginPassword,
  })
  .refine((form) => form.newEmail !== form.currentEmail.trim().toLowerCase(), {
    path: ['newEmail'],
    message: 'validation.newEmail.same',
    when: bothStrings('currentEmail', 'newEmail'),
  });
export type TRequestEmailChangeRequest = z.input<typeof ZRequestEmailChangeRequest>;

/** POST /v2/users/{id}/validateEmailChange: the code sent to the new address. */
export const ZValidateEmailChangeRequest = z.object({
  newEmail: ZEmail,
  code: ZOneTimeCode,
});
export type TValidateEmailChangeRequest = z.input<typeof ZValidateEmailChangeRequest>;

/** The answer of requestEmailChange: where the code went and its limits (decisions.md). */
export const ZEmailChangeInfo = z.object({
  newEmail: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int(),
  attemptsLeft: z.number().int(),
});
export type TEmailChangeInfo = z.infer<typeof ZEmailChangeInfo>;

/** The new password must differ from the current one (a "change" that changes nothing). */
const newPasswordDiffers: [
  (form: { currentPassword: string; newPassword: string }) => boolean,
  { path: string[]; message: string; when: ReturnType<typeof bothStrings> },
] = [
  (form) => form.newPassword !== form.currentPassword,
  {
    path: ['newPassword'],
    message: 'validation.newPassword.same',
    when: bothStrings('currentPassword', 'newPassword'),
  },
];

const passwordChangeFields = {
  currentPassword: ZLoginPassword,
  newPassword: ZPassword,
};

/** PATCH /v2/users/{id}/password (spec §7: currentPassword and newPassword). */
export const ZPasswordChangeRequest = z.object(passwordChangeFields).refine(...newPasswordDiffers);
export type TPasswordChangeRequest = z.input<typeof ZPasswordChangeRequest>;

/** The password form: the call's fields plus the new password typed again (spec §3 "repeat"). */
export const ZPasswordChangeForm = z
  .object({
    ...passwordChangeFields,
    repeatPassword: z.string({ error: 'validation.confirmPassword.mismatch' }).max(1024),
  })
  .refine(...newPasswordDiffers)
  .refine((form) => form.newPassword === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'validation.confirmPassword.mismatch',
    when: bothStrings('newPassword', 'repeatPassword'),
  });
export type TPasswordChangeForm = z.input<typeof ZPasswordChangeForm>;
