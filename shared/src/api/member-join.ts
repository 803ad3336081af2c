import { z } from 'zod';
import { ZPersonName, withoutNul } from '../validation/fields';
import { ZLoginPhone } from '../validation/phone-login';
import { CODE_CHANNELS, SOCIAL_PROVIDERS, ZOneTimeCode } from '../validation/sign-in';

/**
 * Joining a team from an e-mail invitation without a password (issue 37): with Google, Apple or
 * the person's phone. The link proves the e-mail; the provider's subject (or the number, proven by
 * a code) becomes the member's way in. A new person names themselves (the names are required
 * then); a person who already signs in as a member of another team sends none.
 */
export const ZJoinNames = z.object({
  firstName: ZPersonName('firstName').optional(),
  lastName: ZPersonName('lastName').optional(),
});
/** The names a new person must give, whichever way they join. */
export const ZJoinRequiredNames = z.object({
  firstName: ZPersonName('firstName'),
  lastName: ZPersonName('lastName'),
});
export type TJoinRequiredNames = z.infer<typeof ZJoinRequiredNames>;

/** POST /v2/member-invitations/{token}/social: what Google or Apple sent back to the portal. */
export const ZJoinWithProviderRequest = ZJoinNames.extend({
  provider: z.enum(SOCIAL_PROVIDERS),
  code: withoutNul(z.string().min(1, 'errors.socialStateInvalid')),
  state: withoutNul(z.string().min(1, 'errors.socialStateInvalid')),
  iss: withoutNul(z.string()).optional(),
});
export type TJoinWithProviderRequest = z.input<typeof ZJoinWithProviderRequest>;

/** POST /v2/member-invitations/{token}/phone-code: a code to the number the person joins with. */
export const ZJoinPhoneCodeRequest = z.object({
  phone: ZLoginPhone,
  channel: z.enum(CODE_CHANNELS).default('sms'),
});
export type TJoinPhoneCodeRequest = z.input<typeof ZJoinPhoneCodeRequest>;

/** POST /v2/member-invitations/{token}/phone: the code proves the number; it signs in from now on. */
export const ZJoinWithPhoneRequest = ZJoinNames.extend({
  phone: ZLoginPhone,
  code: ZOneTimeCode,
});
export type TJoinWithPhoneRequest = z.input<typeof ZJoinWithPhoneRequest>;
