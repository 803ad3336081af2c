import { z } from 'zod';
import { ROLES } from '../roles/roles';

/**
 * The activity log (issue 37): one event per write, append-only, kept 365 days.
 * GET /v2/activity?actor=&action=&from=&to=&cursor=&limit= answers a page, newest first;
 * GET /v2/activity/export.csv the same filters as CSV; GET /v2/activity/people the people to filter by.
 */

/** Every action the log records: `<domain>.<verb>`; the UI names each in the user's language. */
export const ACTIVITY_ACTIONS = [
  'auth.signedIn',
  'auth.signInFailed',
  'auth.signedOut',
  'auth.handoffCreated',
  'profile.created',
  'profile.updated',
  'profile.deleted',
  'profiles.bulkDeleted',
  'profiles.appLinkTexted',
  'profiles.exported',
  'profiles.brandKitApplied',
  'invitationLink.created',
  'invitationLink.deleted',
  'brandKit.updated',
  'import.previewed',
  'import.applied',
  'member.invited',
  'member.invitationRevoked',
  'member.joined',
  'member.roleChanged',
  'member.removed',
  'member.ownershipTransferred',
  'billing.planChanged',
  'billing.paymentMethodChanged',
  'billing.renewed',
  'billing.invoiceEmailsChanged',
  'billing.contactsChanged',
  // The business billing details (issue 39): company, address, VAT number, billing e-mail, PO number.
  'billing.detailsChanged',
  'billing.invoiceCorrected',
  'billing.portalOpened',
  // Made in the billing portal (the local engine's; Stripe's plan changes arrive by webhook).
  'billing.subscriptionCanceled',
  'billing.subscriptionResumed',
  'billing.duePaid',
  // The cancel dialog's retention offer, taken instead of cancelling (issue 39).
  'billing.retentionOfferAccepted',
  // The seller's support staff decided a VAT number's review (npm run vat:review).
  'billing.taxReviewed',
  'settings.emailChangeRequested',
  'settings.emailChanged',
  'settings.passwordChanged',
  'settings.phoneChanged',
  'settings.phoneVerificationRequested',
  'settings.phoneVerified',
  'settings.updated',
  // "Export my data" (issue 39): the owner asked for the account's ZIP.
  'account.dataExportRequested',
  // "Delete my account" (issue 39): asked for, and undone by the owner within the window.
  'account.deletionRequested',
  'account.deletionUndone',
  'asset.uploaded',
  // Sign-in security (issue 38): passkeys, the second factor, sessions, an agent's app.
  'security.passkeyAdded',
  'security.passkeyRenamed',
  'security.passkeyRemoved',
  // Registration options asked (the browser's ceremony starts; the passkey is added after).
  'security.passkeySetupStarted',
  // A new authenticator app's secret asked (it is on once its first code confirms it).
  'security.totpSetupStarted',
  'security.totpEnabled',
  'security.totpDisabled',
  'security.recoveryCodesRegenerated',
  'security.secondFactorPolicyChanged',
  'security.recoveryRequested',
  'security.sessionSignedOut',
  'security.otherSessionsSignedOut',
  'profile.appSignedOut',
  'other',
] as const;
export type TActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Who did it: a member (or the owner's login), support staff, or the system (renewals). */
export const ZActivityActor = z.object({
  kind: z.enum(['member', 'support', 'system']),
  /** 'owner' or the member's id; null for support and the system. */
  memberId: z.string().nullable(),
  /** The person's e-mail at the time (kept when they leave). */
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
});

export const ZActivityEvent = z.object({
  id: z.string(),
  at: z.string(),
  actor: ZActivityActor,
  action: z.enum(ACTIVITY_ACTIONS),
  target: z
    .object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() })
    .nullable(),
  /** The fields changed: before and after (never a password, code, token or card number). */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  ip: z.string().nullable(),
  /** The device, from the User-Agent ("Chrome on macOS"). */
  device: z.string().nullable(),
});
export type TActivityEvent = z.infer<typeof ZActivityEvent>;

export const ZActivityPage = z.object({
  events: z.array(ZActivityEvent),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TActivityPage = z.infer<typeof ZActivityPage>;

/**
 * A person the log can name (GET /v2/activity/people): the owner ('owner'), a member of the team
 * now, or one who has left (`current` false: their e-mail, name and role of their last event).
 */
export const ZActivityPerson = z.object({
  /** What the `actor` filter takes: 'owner' or the member's id. */
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  current: z.boolean(),
});
export type TActivityPerson = z.infer<typeof ZActivityPerson>;

export const ZActivityPeople = z.object({ people: z.array(ZActivityPerson) });
export type TActivityPeople = z.infer<typeof ZActivityPeople>;

/** The query of GET /v2/activity (and its export): every filter optional. */
export const ZActivityQuery = z.object({
  /** 'owner', a member's id, 'support' or 'system'. */
  actor: z.string().max(64).optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  /** ISO dates (inclusive day bounds in the caller's view: the UI sends instants). */
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;
