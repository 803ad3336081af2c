import { z } from 'zod';
import { BRAND_KIT_FIELDS, ZBrandKitValues } from '../validation/brand-kit';

/**
 * GET and PUT /v2/brand-kit: the account's brand kit (../validation/brand-kit), the signed URL of
 * its logo, and when it last changed. An account that never saved one has an empty kit: nothing
 * set, nothing locked, version 0.
 */
export const ZBrandKit = ZBrandKitValues.extend({
  locked: z.array(z.enum(BRAND_KIT_FIELDS)),
  /** The logo's signed URL (as GET /v2/resources/assets/{id}?noRedirect=true), null without one. */
  logoUrl: z.string().nullable(),
  /** Counts the kit's changes: 0 until the first save. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /**
   * PUT only: how many profiles the change was written to, when that was done before the answer
   * (a small account); absent while `propagation` still runs.
   */
  profilesUpdated: z.number().int().optional(),
  /**
   * The background job writing the kit's last change to the profiles (it goes on if the page is
   * closed; absent before the first change): `profilesUpdated` once it is `done`. PUT answers it
   * as it stands after a short wait, GET as it stands now (a page polls it while it runs).
   */
  propagation: z
    .object({
      jobId: z.string(),
      status: z.enum(['queued', 'running', 'done', 'failed']),
      progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
      profilesUpdated: z.number().int().optional(),
    })
    .optional(),
});
export type TBrandKit = z.infer<typeof ZBrandKit>;
