import { z } from 'zod';
import { CODE_CHANNELS, ORIGINS, PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '../constants';
import { ROLES } from '../roles/roles';

/** Response shapes of the provider API (spec §7), shared by the API's OpenAPI document and the apps. */

export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Seconds until a refused (429) request may be tried again; also sent as Retry-After. */
  retryAfter: z.number().int().optional(),
  /** Tries left on a one-time code after a wrong one. */
  attemptsLeft: z.number().int().optional(),
  /** 403 ACCOUNT_DELETION_PENDING: the owner's offer to undo the deletion (account-deletion.ts). */
  restore: z.object({ token: z.string(), purgeAfter: z.string() }).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZSubscription = z.object({
  type: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  availableUsers: z.number().int(),
  /** ISO date-time until which a PAST_DUE subscription keeps working. */
  graceExpires: z.string().nullable(),
  /**
   * ISO date-time a subscription the customer cancelled ends (issue 39): DISABLED by their own
   * choice, shown as "Ends on … · Resume", not a warning. Absent or null otherwise.
   */
  cancelAt: z.string().nullable().optional(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** A member signed in to an account (issue 37), as the header names them. */
export const ZAccountMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TAccountMember = z.infer<typeof ZAccountMember>;

export const ZAccount = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  /** The number was proven with a code (settings tab): only then does it sign in to this account. */
  phoneVerified: z.boolean(),
  origin: z.enum(ORIGINS),
  /** Mirrors subscription.status: INCOMPLETE while no paid subscription is attached. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  isValidSubscription: z.boolean(),
  receiveInvoices: z.boolean(),
  /** Addresses that get a copy of invoice e-mails and billing notices (issue 37), at most 5. */
  billingContacts: z.array(z.string()).optional(),
  subscription: ZSubscription,
  /**
   * The caller's role in this account (shared/src/roles/roles.ts). The API always sends it; it is
   * optional only for an account a browser saved before issue 37: read its absence as 'owner'.
   */
  role: z.enum(ROLES).optional(),
  /** The member signed in, or null for the account's own login (its owner). Sent with `role`. */
  member: ZAccountMember.nullable().optional(),
  /**
   * Sign-in security (issue 38): whether the account's policy requires the caller to have a
   * second factor, and whether they have one (a confirmed authenticator app or a passkey). While
   * required and not enrolled, every route but the set-up's answers 403 SECOND_FACTOR_SETUP_REQUIRED
   * and the shell shows the set-up first. Optional only for an account a browser saved before.
   */
  secondFactor: z.object({ required: z.boolean(), enrolled: z.boolean() }).optional(),
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

/** A call that only reports what happened (recovery requests). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** POST /v2/auth/requestlogin: where the code went and what the code step counts down. */
export const ZPhoneLoginInfo = z.object({
  /** The number the code was sent to, in international format. */
  phone: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int(),
  attemptsLeft: z.number().int(),
});
export type TPhoneLoginInfo = z.infer<typeof ZPhoneLoginInfo>;

/** GET /v2/auth/getRegistrationLink/{provider}: where the browser goes to sign in. */
export const ZRegistrationLink = z.object({
  url: z.string(),
  /** Echoed by the provider; the login screen checks it came back unchanged. */
  state: z.string(),
});
export type TRegistrationLink = z.infer<typeof ZRegistrationLink>;

/** GET /v2/auth/methods: the buttons and code channels this deployment offers. */
export const ZSignInMethods = z.object({
  google: z.boolean(),
  apple: z.boolean(),
  codeChannels: z.array(z.enum(CODE_CHANNELS)),
});
export type TSignInMethods = z.infer<typeof ZSignInMethods>;
