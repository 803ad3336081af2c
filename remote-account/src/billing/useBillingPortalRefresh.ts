import { useEffect } from 'react';
import { BILLING_PORTAL_MESSAGES } from '@portal/shared/billing/portal-messages';
import { api, loadRuntimeConfig, useAppDispatch } from '@portal/shell/platform';

/** A focus and a visibility change come together when the customer returns: one refetch. */
const RETURN_REFETCH_GAP_MS = 2000;

/**
 * Keeps the billing tab current while the billing portal, opened in another window, changes the
 * plan, the card or the subscription's state: the account (the session's subscription: banners,
 * overlay, users tab), the summary and the invoices are fetched again (tags 'Account', 'Billing')
 *
 * - at once when the portal window says `changed` (postMessage). Only a message from the
 *   API's origin (where the local portal's pages are served) or this page's own is believed; it
 *   carries no data, it only asks for a refetch. Its `hello` is answered with `here`, which lets
 *   its Back link return to this tab (focus it, close the window) even across origins;
 * - and whenever this tab regains focus or becomes visible: a portal that posts nothing (Stripe's
 *   Customer Portal), a message lost, a change made in a window this tab did not open.
 */
export function useBillingPortalRefresh() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let apiOrigin: string | null = null;
    void loadRuntimeConfig().then(
      ({ apiBase }) => {
        apiOrigin = new URL(apiBase || '/', window.location.href).origin;
      },
      () => undefined,
    );
    let last = 0;
    const refetch = () => {
      last = Date.now();
      dispatch(api.util.invalidateTags(['Account', 'Billing']));
    };
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return;
      if (Date.now() - last >= RETURN_REFETCH_GAP_MS) refetch();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin && event.origin !== apiOrigin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === BILLING_PORTAL_MESSAGES.changed) refetch();
      else if (type === BILLING_PORTAL_MESSAGES.hello && event.source) {
        (event.source as Window).postMessage({ type: BILLING_PORTAL_MESSAGES.here }, event.origin);
      }
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [dispatch]);
}
