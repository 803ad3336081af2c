import { z } from 'zod';
import { withoutNul } from '../validation/fields';

/**
 * Cancelling in the portal (issue 39): the reasons offered, what the cancel dialog sends, and what
 * it shows (GET /v2/billing/cancellation). Dates are ISO 8601.
 */

/** The short list of reasons the dialog offers (migration 047 holds the same list). */
export const CANCELLATION_REASONS = [
  'too_expensive',
  'not_using',
  'missing_features',
  'switching',
  'temporary',
  'other',
] as const;
export type TCancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The comment's limit: the dialog's text area stops there. */
export const CANCELLATION_COMMENT_MAX = 500;

/** How long an account's data is kept after its subscription ends (docs/decisions.md). */
export const DATA_RETENTION_DAYS = 90;

/** POST /v2/billing/cancellation: turn the renewal off, with why. */
export const ZCancelRequest = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: 'errors.formInvalid' }),
  comment: withoutNul(
    z
      .string({ error: 'errors.formInvalid' })
      .trim()
      .max(CANCELLATION_COMMENT_MAX, 'errors.formInvalid'),
  ).optional(),
});
export type TCancelRequest = z.input<typeof ZCancelRequest>;

/** The retention offer, in the customer's words: a percentage or an amount, for how long. */
export const ZRetentionOffer = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'forever', 'repeating']),
  durationInMonths: z.number().int().nullable(),
});
export type TRetentionOffer = z.infer<typeof ZRetentionOffer>;

/**
 * What the cancel dialog says and what the billing tab shows: whether it can be cancelled now,
 * when access ends (the end of the paid period), until when data is kept, the offer (null: none
 * configured, already used, or not for this plan) and, once cancelled, when it ends (`cancelAt`).
 */
export const ZCancellationState = z.object({
  cancellable: z.boolean(),
  endsAt: z.string().nullable(),
  dataKeptUntil: z.string().nullable(),
  cancelAt: z.string().nullable(),
  offer: ZRetentionOffer.nullable(),
});
export type TCancellationState = z.infer<typeof ZCancellationState>;

/** The day data goes: `DATA_RETENTION_DAYS` after access ends. */
export function dataKeptUntil(endsAt: Date | string): string {
  return new Date(new Date(endsAt).getTime() + DATA_RETENTION_DAYS * 86_400_000).toISOString();
}
