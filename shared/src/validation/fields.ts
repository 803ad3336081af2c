import { z } from 'zod';
import { LIMITS, ORIGINS } from '../constants';

/**
 * One zod schema per field rule of spec §5. Every error message is a message id of the
 * `validation` catalogue: the form translates it under the field, and the API answers
 * the same text in the caller's language.
 */

const requiredText = (field: string) =>
  z
    .string({ error: `validation.${field}.required` })
    .trim()
    .min(1, `validation.${field}.required`);

export const ZPersonName = (field: 'firstName' | 'lastName') =>
  requiredText(field).max(LIMITS.personName, `validation.${field}.max`);

/** An at-sign with text on both sides, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const ZEmail = requiredText('email')
  .max(LIMITS.email, 'validation.email.max')
  .regex(EMAIL_PATTERN, 'validation.email.format')
  .toLowerCase();

export const ZPassword = z
  .string({ error: 'validation.password.min' })
  .min(LIMITS.passwordMin, 'validation.password.min')
  .regex(/\d/, 'validation.password.digit');

export const ZPhone = requiredText('phone')
  .max(LIMITS.phone, 'validation.phone.max')
  .regex(/^\+/, 'validation.phone.plus')
  .regex(/^[\d\s()+-]+$/, 'validation.phone.chars');

export const ZOrigin = z.enum(ORIGINS, { error: 'validation.origin.required' });

/** Login accepts whatever the user types; only presence is checked before the server says no. */
export const ZLoginEmail = requiredText('email');
export const ZLoginPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required');
