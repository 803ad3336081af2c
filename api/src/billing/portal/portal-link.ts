import type { Locale } from '@portal/shared/i18n/locales';
import type { TRole } from '@portal/shared/roles/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { AppError } from '../../errors/app-error';
import type { BillingProvider } from '../provider';
import { customerRefOfAccount } from '../repository/subscriptions';
import { isPortalOrigin } from './return-url';
import { createPortalSession } from './sessions';

export interface PortalLinkRequest {
  accountId: string;
  /** Where the portal's "Back" leads: a page of the portal, else 400 RETURN_URL_FOREIGN. */
  returnUrl: string;
  locale: Locale;
  /** Who asks (the activity log names them for what they change there): null for the owner. */
  memberId: string | null;
  role: TRole;
  /** The origin the request came to (`protocol://host`): the portal's when served together. */
  sameOrigin: string;
}

/**
 * The billing portal's URL for an account (POST /payments/portal/session, spec §7): the
 * provider's own (Stripe's Customer Portal) for a customer it keeps, else the `local` engine's
 * portal served by this API under /payments/portal, opened by a session token.
 */
export async function billingPortalLink(
  deps: { db: Db; provider: BillingProvider; config: Config },
  { accountId, returnUrl, locale, sameOrigin, memberId, role }: PortalLinkRequest,
): Promise<string> {
  const { db, provider, config } = deps;
  // "Back" leads only to the portal itself: never a link that sends the customer elsewhere.
  if (!isPortalOrigin(returnUrl, config, sameOrigin)) throw new AppError('RETURN_URL_FOREIGN');
  const customerRef = await customerRefOfAccount(db, accountId, provider.name);
  const url = await provider.portalUrl(customerRef, returnUrl);
  if (url) return url;
  const token = await createPortalSession(db, { accountId, returnUrl, locale, memberId, role });
  // Where the browser reaches this API: its own origin, or the portal's when served together.
  const { apiBase, publicUrl } = config;
  const base = /^https?:\/\//.test(apiBase) ? apiBase.replace(/\/$/, '') : `${publicUrl}${apiBase}`;
  return `${base}/payments/portal?session=${encodeURIComponent(token)}`;
}
