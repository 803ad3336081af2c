import { z } from 'zod';
import { ZLoginPassword } from '../validation/fields';
import { ZTotpCode } from './security';

/**
 * "Delete my account" (issue 39, docs/decisions.md "Deleting an account"): the owner's request,
 * the 14-day window in which signing in offers to undo it, then the purge.
 */

/** Days between the request and the purge: the owner may undo it by signing in meanwhile. */
export const DELETION_WINDOW_DAYS = 14;

/**
 * The typed confirmation is the account's own e-mail address: the same in every language, always
 * there, and a thing one types on purpose (any case, spaces around it ignored).
 */
export function confirmationMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';
}

/**
 * POST /v2/account-deletion: the password, the authenticator app's code when the owner has one,
 * and the typed confirmation (checked by the server against the account's e-mail).
 */
export const ZAccountDeletionRequest = z.object({
  password: ZLoginPassword,
  code: ZTotpCode.optional(),
  confirmation: z.string().max(320),
});
export type TAccountDeletionRequest = z.input<typeof ZAccountDeletionRequest>;

/** What the request and the restore offer say: when the account's data goes for good. */
export const ZAccountDeletionAnswer = z.object({ purgeAfter: z.string() });
export type TAccountDeletionAnswer = z.infer<typeof ZAccountDeletionAnswer>;

/**
 * The owner signed in during the window: the sign-in answers 403 ACCOUNT_DELETION_PENDING with
 * this offer (`restore` in the error body); POST /v2/account-deletion/restore {token} undoes the
 * deletion and signs the owner in.
 */
export const ZRestoreOffer = z.object({ token: z.string(), purgeAfter: z.string() });
export type TRestoreOffer = z.infer<typeof ZRestoreOffer>;

export const ZAccountRestoreRequest = z.object({ token: z.string().min(1).max(200) });
export type TAccountRestoreRequest = z.infer<typeof ZAccountRestoreRequest>;
