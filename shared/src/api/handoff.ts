import { z } from 'zod';
import { ZToken } from '../validation/fields';

/**
 * The session handoff of the mobile app to the portal in a webview (docs/webview-contract.md):
 * `POST /v2/auth/handoff` (signed in) answers a one-time code; `POST /v2/auth/handoff/exchange`
 * (public) turns it, once and within `expiresIn` seconds, into a login like any other.
 */
export const HANDOFF_TTL_SECONDS = 60;

export const ZHandoffCode = z.object({
  code: z.string(),
  /** Seconds the code stays usable. */
  expiresIn: z.number().int(),
});
export type THandoffCode = z.infer<typeof ZHandoffCode>;

export const ZHandoffExchangeRequest = z.object({
  code: ZToken.max(128, 'errors.handoffInvalid'),
});
export type THandoffExchangeRequest = z.input<typeof ZHandoffExchangeRequest>;
