/**
 * What the billing-portal window and the portal tab that opened it say to each other with
 * postMessage (only these types, never data): the window says `hello` when it loads and `changed`
 * after it changed something; the tab answers a hello with `here` (so the window knows its opener
 * is the portal, even across origins) and refetches on `changed`. No zod here: the billing tab
 * imports it.
 */
export const BILLING_PORTAL_MESSAGES = {
  hello: 'billing-portal:hello',
  here: 'billing-portal:here',
  changed: 'billing-portal:changed',
} as const;
