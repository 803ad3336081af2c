import { z } from 'zod';
import { LIMITS, ORIGINS } from '../constants';

/**
 * One zod schema per field rule of spec §5. Every error message is a message id of the
 * `validation` catalogue: the form translates it under the field, and the API answers
 * the same text in the caller's language.
 */

/** Longest e-mail address (RFC 5321 path limit) and password the API reads at all. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * No NUL character and no lone UTF-16 surrogate (half of a pair, which no text holds: a JSON
 * `"\ud800"` parses to one): PostgreSQL cannot store a NUL in text (it would fail the request
 * with a 500), a lone surrogate is silently turned into another character, and no person's name,
 * address, password or token needs either. With the `u` flag a pair is one character, so the
 * range matches lone halves only.
 */
export const withoutNul = (schema: z.ZodString) =>
  schema.refine((value) => !/[\0\ud800-\udfff]/u.test(value), 'errors.invalidCharacters');

/**
 * A cross-field check (`when` of a refinement) that runs only once both fields are strings: never
 * on a body that is not an object at all (null, a number, an array).
 */
export const bothStrings =
  (a: string, b: string) =>
  ({ value }: { value: unknown }) => {
    const form = (value ?? 0) as Record<string, unknown>;
    return typeof form[a] === 'string' && typeof form[b] === 'string';
  };

/** Any other string the API reads (tokens, ids): present, no NUL. */
export const ZToken = withoutNul(z.string().min(1));

/**
 * The one-time claim of a paid subscription (32 random bytes, base64url): the checkout's answer
 * and the receipt e-mail's link carry it to account creation or sign-in.
 */
export const ZClaimToken = z
  .string({ error: 'delivery.error.claimInvalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'delivery.error.claimInvalid');

const requiredText = (field: string) =>
  withoutNul(
    z
      .string({ error: `validation.${field}.required` })
      .trim()
      .min(1, `validation.${field}.required`),
  );

export const ZPersonName = (field: 'firstName' | 'lastName') =>
  requiredText(field).max(LIMITS.personName, `validation.${field}.max`);

/** An at-sign with text on both sides, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const ZEmail = requiredText('email')
  .max(LIMITS.email, 'validation.email.max')
  .regex(EMAIL_PATTERN, 'validation.email.format')
  .toLowerCase();

export const ZPassword = withoutNul(
  z
    .string({ error: 'validation.password.min' })
    .min(LIMITS.passwordMin, 'validation.password.min')
    .max(MAX_PASSWORD_LENGTH, 'errors.fieldTooLong')
    .regex(/\d/, 'validation.password.digit'),
);

export const ZPhone = requiredText('phone')
  .max(LIMITS.phone, 'validation.phone.max')
  .regex(/^\+/, 'validation.phone.plus')
  .regex(/^[\d\s()+-]+$/, 'validation.phone.chars');

export const ZOrigin = z.enum(ORIGINS, { error: 'validation.origin.required' });

/**
 * Login accepts whatever the user types, within bounds: presence, and lengths no real address or
 * password exceeds (a megabyte-long "e-mail" must not become a limiter key).
 */
export const ZLoginEmail = requiredText('email').max(MAX_EMAIL_LENGTH, 'errors.fieldTooLong');
export const ZLoginPassword = withoutNul(
  z
    .string({ error: 'validation.password.required' })
    .min(1, 'validation.password.required')
    .max(MAX_PASSWORD_LENGTH, 'errors.fieldTooLong'),
);
