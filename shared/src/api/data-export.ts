import { z } from 'zod';

/**
 * "Export my data" (issue 39), the owner's only (`account.export`):
 *
 * 1. POST /v2/exports: a durable job builds ONE ZIP of the account's data (profiles as CSV and
 *    JSON with their pictures, the brand kit, invoices and credit notes as PDF, the team, the
 *    activity log) and stores it; 202 with the export. One at a time: while one is under way the
 *    same one is answered.
 * 2. GET /v2/exports/latest: the last export (null: none), with its progress while it is built.
 * 3. When it is ready, the owner gets an e-mail with a link to the portal, valid
 *    DATA_EXPORT_LINK_DAYS days, signed for this export and this account; the portal then
 *    downloads GET /v2/exports/{id}/download?token= with the owner's session (another account's
 *    export or a wrong token: 404; past the link's days: 410).
 */

export const DATA_EXPORT_LINK_DAYS = 7;

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const ZDataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Items written of all (profiles, pictures, invoices...) while it is built. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZLatestDataExport = z.object({ export: ZDataExport.nullable() });
export type TLatestDataExport = z.infer<typeof ZLatestDataExport>;

/** The e-mailed link's signature (base64url of an HMAC-SHA256). */
export const ZDataExportDownloadQuery = z.object({
  token: z.string().min(1).max(200),
});
export type TDataExportDownloadQuery = z.infer<typeof ZDataExportDownloadQuery>;
