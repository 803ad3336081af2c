import { z } from 'zod';
import { ZPaymentsRuntimeConfig } from '../payments/contract';

/**
 * `runtime-config.json`, served beside the shell: the API base and the URL of each remote's
 * `mf-manifest.json` (may be relative to the page), by remote name (shared/src/remotes.ts). The
 * API serves it and the shell reads it with this one schema, so moving a remote or the API needs
 * no rebuild. A shell ignores names it does not know.
 */
export const ZRuntimeConfig = z.looseObject({
  /** Prefix of every API call; '' = the page's own origin. */
  apiBase: z.string().default(''),
  remotes: z.record(z.string(), z.string()).default({}),
  /** Which card form the checkout shows; absent = the local provider. */
  payments: ZPaymentsRuntimeConfig.optional(),
  /** Where the users tab's QR codes send a phone to install the mobile app (defaults below). */
  appStoreUrl: z.string().optional(),
  playStoreUrl: z.string().optional(),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;

/** The mobile app's store pages when the runtime config names none. */
export const DEFAULT_STORE_URLS = {
  appStoreUrl: 'https://apps.apple.com/app/property-video/id1436366374',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.propertyvideo.app',
} as const;
