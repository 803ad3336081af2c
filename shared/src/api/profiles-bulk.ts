import { z } from 'zod';
import { CODE_CHANNELS } from '../constants';
import { APP_SYNC_FILTERS, KIT_FILTERS } from './profiles';

/**
 * Bulk actions of the users tab (issue 36 §3): delete, text the app link, apply the brand kit,
 * export. They act on a
 * selection: rows ticked one by one, or every profile matching the list's search and filter (an
 * account of 5,000 agents sends no list of 5,000 ids for "all matching").
 */

/** The most rows ticked one by one that one action takes (an account's whole list at most). */
export const BULK_IDS_MAX = 5000;

export const ZProfileSelection = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(BULK_IDS_MAX) }),
  z.object({
    /** The list's search, app and brand kit filters, as GET /v2/users/me/users takes them. */
    matching: z.object({
      q: z.string().trim().max(100).default(''),
      app: z.enum(APP_SYNC_FILTERS).default('all'),
      kit: z.enum(KIT_FILTERS).default('all'),
    }),
  }),
  /** The profiles an import added (POST /v2/imports: "Text the app link to the N new agents"). */
  z.object({ importId: z.uuid() }),
]);
export type TProfileSelection = z.input<typeof ZProfileSelection>;

/**
 * A bulk action that changes something names the number of profiles the person confirmed: when
 * the selection no longer counts that many (a colleague added or removed profiles meanwhile), the
 * API refuses with 409 SELECTION_CHANGED and does nothing, so it never acts on more than was shown.
 */
const confirmed = { selection: ZProfileSelection, count: z.number().int().min(1) };

/** POST /v2/users/me/users/delete */
export const ZBulkDeleteRequest = z.object(confirmed);
export type TBulkDeleteRequest = z.input<typeof ZBulkDeleteRequest>;
export const ZBulkDeleted = z.object({ deleted: z.number().int() });
export type TBulkDeleted = z.infer<typeof ZBulkDeleted>;

/**
 * POST /v2/users/me/users/apply-brand-kit: the selected profiles take the brand kit's values and
 * follow it for every field it sets (their overrides reset). `updated`: the profiles that changed.
 */
export const ZBulkApplyKitRequest = z.object(confirmed);
export type TBulkApplyKitRequest = z.input<typeof ZBulkApplyKitRequest>;
export const ZBulkKitApplied = z.object({ updated: z.number().int() });
export type TBulkKitApplied = z.infer<typeof ZBulkKitApplied>;

/** POST /v2/users/me/users/app-link */
export const ZBulkAppLinkRequest = z.object({
  ...confirmed,
  channel: z.enum(CODE_CHANNELS).default('sms'),
});
export type TBulkAppLinkRequest = z.input<typeof ZBulkAppLinkRequest>;
/** Queued: texts in the outbox. Skipped: texted less than 10 minutes ago (never twice then). */
export const ZBulkAppLinkQueued = z.object({
  queued: z.number().int(),
  skippedRecent: z.number().int(),
});
export type TBulkAppLinkQueued = z.infer<typeof ZBulkAppLinkQueued>;

/** POST /v2/users/me/users/export: a CSV (text/csv, streamed) of the selection. */
export const ZBulkExportRequest = z.object({ selection: ZProfileSelection });
export type TBulkExportRequest = z.input<typeof ZBulkExportRequest>;
