import type { Config } from '../../config';

/**
 * Whether a billing portal's "Back" address is a page of the portal itself: its origin is the
 * portal's public one (PUBLIC_URL), one of the origins its pages may be served from (CORS_ORIGINS),
 * or the origin the request came to (the portal and the API served together). Anything else would
 * make the portal's link a way to send a signed-in customer to another site (docs/decisions.md).
 */
export function isPortalOrigin(
  returnUrl: string,
  config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
  sameOrigin: string,
): boolean {
  const origin = originOf(returnUrl);
  if (!origin) return false;
  const allowed = [config.publicUrl, ...config.corsOrigins, sameOrigin].map(originOf);
  return allowed.includes(origin);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}
