import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../constants';

export { DEFAULT_STORE_URLS } from '../constants';

/** Which card form the checkout shows, and Stripe's publishable key when it is Stripe's. */
export const ZPaymentsRuntimeConfig = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  stripePublishableKey: z.string().optional(),
});
export type TPaymentsRuntimeConfig = z.infer<typeof ZPaymentsRuntimeConfig>;

/**
 * `runtime-config.json`, served beside the shell: the API base and the URL of each remote's
 * `mf-manifest.json` (may be relative to the page), by remote name (shared/src/remotes.ts). The
 * API serves only what passes this schema (nginx asks the API for it too), so moving a remote or
 * the API needs no rebuild. The shell reads the answer without zod, which its first screen does not
 * load (shell/src/platform/runtimeConfig.ts; a test holds the two to the same verdicts). A shell
 * ignores names it does not know.
 */
export const ZRuntimeConfig = z.looseObject({
  /** Prefix of every API call; '' = the page's own origin. */
  apiBase: z.string().default(''),
  remotes: z.record(z.string(), z.string()).default({}),
  /** Which card form the checkout shows; absent = the local provider. */
  payments: ZPaymentsRuntimeConfig.optional(),
  /** Where the users tab's QR codes send a phone to install the mobile app (`DEFAULT_STORE_URLS` when absent). */
  appStoreUrl: z.string().optional(),
  playStoreUrl: z.string().optional(),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
