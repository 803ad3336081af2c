import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithAuth } from './baseQuery';

/**
 * The ONE RTK Query api of the portal. Remotes add their calls with
 * `api.injectEndpoints({ endpoints: (b) => ({...}), overrideExisting: 'throw' })`.
 * It reaches them through the `@portal/shell/platform` shared singleton: a second copy would
 * silently keep their endpoints out of the store (stack-findings.md).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithAuth,
  tagTypes: ['Account', 'Users', 'Invitation', 'Billing', 'Members'],
  endpoints: () => ({}),
});
