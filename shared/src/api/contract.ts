import { z } from 'zod';
import { ORIGINS, PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '../constants';

/** Response shapes of the provider API (spec §7), shared by the API's OpenAPI document and the apps. */

export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZSubscription = z.object({
  type: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  availableUsers: z.number().int(),
  /** ISO date-time until which a PAST_DUE subscription keeps working. */
  graceExpires: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZAccount = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  origin: z.enum(ORIGINS),
  /** Mirrors subscription.status: INCOMPLETE while no paid subscription is attached. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  isValidSubscription: z.boolean(),
  receiveInvoices: z.boolean(),
  subscription: ZSubscription,
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  tokenTtl: z.number().int(),
});
export type TTokens = z.infer<typeof ZTokens>;

export const ZLoginResponse = ZTokens.extend({ user: ZAccount });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZCreateAccountResponse = z.object({ id: z.string() });
