import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import { ZPhone } from './fields';
import { CODE_CHANNELS, ZOneTimeCode } from './sign-in';

/** Phone sign-in (spec §2 Login, §4 Phone login), apart from sign-in.ts for its libphonenumber-js. */

/** A phone of spec §5 that is also a real, dialable international number. */
export const ZLoginPhone = ZPhone.refine((phone) => isValidPhoneNumber(phone), {
  message: 'validation.phone.invalid',
});

/** The number in E.164 (+442079460000): how accounts are matched and codes are keyed. */
export function toE164(phone: string): string {
  return parsePhoneNumberWithError(phone).number;
}

/** POST /v2/auth/requestlogin */
export const ZRequestLoginRequest = z.object({
  phone: ZLoginPhone,
  channel: z.enum(CODE_CHANNELS).default('sms'),
});
export type TRequestLoginRequest = z.input<typeof ZRequestLoginRequest>;

/** POST /v2/auth/validatelogin */
export const ZValidateLoginRequest = z.object({ phone: ZLoginPhone, code: ZOneTimeCode });
export type TValidateLoginRequest = z.input<typeof ZValidateLoginRequest>;
