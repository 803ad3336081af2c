import { z } from 'zod';
import { ZLoginPassword } from './fields';
import { ZLoginPhone, toE164 } from './phone-login';
import { CODE_CHANNELS, ZOneTimeCode } from './sign-in';

/**
 * The account's own phone in the settings tab: changing it, and proving it with a code so that it
 * can sign in. Apart from settings.ts for libphonenumber-js, like phone-login.ts.
 */

/**
 * The digits as typed are the international number, so phone sign-in can match it: "+44 (0)7911…"
 * is a real number, but its digits say +4407911…, which no one dials.
 */
export function isInternationalForm(phone: string): boolean {
  try {
    return phone.replace(/[^\d+]/g, '') === toE164(phone);
  } catch {
    return false;
  }
}

/** A number an account can prove and sign in with. */
export const ZAccountPhone = ZLoginPhone.refine(isInternationalForm, {
  message: 'validation.phone.invalid',
});

/** PATCH /v2/users/{id}/phone: the account's new number, unproven until its code comes back. */
export const ZPhoneChangeRequest = z.object({ phone: ZAccountPhone, password: ZLoginPassword });
export type TPhoneChangeRequest = z.input<typeof ZPhoneChangeRequest>;

/** POST /v2/users/{id}/requestPhoneVerification: a code to the account's number. */
export const ZRequestPhoneVerificationRequest = z.object({
  channel: z.enum(CODE_CHANNELS).default('sms'),
});
export type TRequestPhoneVerificationRequest = z.input<typeof ZRequestPhoneVerificationRequest>;

/** POST /v2/users/{id}/validatePhoneVerification: the code the phone received. */
export const ZValidatePhoneVerificationRequest = z.object({ code: ZOneTimeCode });
export type TValidatePhoneVerificationRequest = z.input<typeof ZValidatePhoneVerificationRequest>;
