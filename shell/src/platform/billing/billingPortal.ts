import { useCallback } from 'react';
import type { TPortalSessionResponse } from '@portal/shared/billing/contract';
import { api } from '../api/api';

/** POST /payments/portal/session (spec §7): a link to the billing portal, valid for a while. */
const billingPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBillingPortalSession: build.mutation<TPortalSessionResponse, { returnUrl: string }>({
      query: (body) => ({ url: '/payments/portal/session', method: 'POST', body }),
    }),
  }),
});

/**
 * Opens the billing portal in a new window and comes back to this page (the billing tab's buttons,
 * the users tab's upgrade link). The window is opened at the click, before the link is known, so
 * no pop-up blocker stops it; a failure closes it and is only logged (spec §7).
 */
export function useOpenBillingPortal(): { open: () => Promise<void>; isOpening: boolean } {
  const [createSession, { isLoading }] = billingPortalApi.useCreateBillingPortalSessionMutation();
  const open = useCallback(async () => {
    const portal = window.open('', '_blank');
    try {
      const { url } = await createSession({ returnUrl: window.location.href }).unwrap();
      if (portal) portal.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      portal?.close();
      console.error('billing portal link failed', error);
    }
  }, [createSession]);
  return { open, isOpening: isLoading };
}
