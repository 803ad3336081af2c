import type { TActivityAction } from '@portal/shared/api/activity';

/**
 * THE table of what each write route records in the activity log (issue 37): `'METHOD /path'` →
 * its action. Every protected write route (not GET, not the agents' app under /app/, not /dev/)
 * must be here: the activity plugin's onRoute hook throws at start-up for one that is missing, so a
 * new route cannot forget its event. A public route is here only when it records one (sign-in,
 * joining from an invitation). test/activity/every-write.test.ts calls each and expects one event.
 */
export const ROUTE_ACTIONS: Record<string, TActivityAction> = {
  // Sign-in and sessions. The sign-ins are public: the login they answer names who signed in;
  // the e-mail sign-in's 401 for a known e-mail records a failed one (activity.ts).
  'POST /v2/auth/email': 'auth.signedIn',
  'POST /v2/auth/validatelogin': 'auth.signedIn',
  'POST /v2/auth/social': 'auth.signedIn',
  'POST /v2/auth/handoff/exchange': 'auth.signedIn',
  'POST /v2/auth/logout': 'auth.signedOut',
  'POST /v2/auth/handoff': 'auth.handoffCreated',
  // A member leaves this account for another of theirs (the other records its sign-in).
  'POST /v2/auth/switch-account': 'auth.signedOut',
  // Passkeys (issue 38): signing in with one records the sign-in, as any sign-in; one's own
  // passkeys managed in settings.
  'POST /v2/auth/passkey': 'auth.signedIn',
  'POST /v2/auth/second-factor/passkey': 'auth.signedIn',
  // The second factor (issue 38): the code step records the sign-in once it passes (a wrong code
  // records auth.signInFailed, second-factor-service.ts); one's own authenticator app, recovery
  // codes, and the owner's policy.
  'POST /v2/auth/second-factor': 'auth.signedIn',
  'POST /v2/security/totp': 'security.totpSetupStarted',
  'POST /v2/security/totp/confirm': 'security.totpEnabled',
  'DELETE /v2/security/totp': 'security.totpDisabled',
  'POST /v2/security/recovery-codes': 'security.recoveryCodesRegenerated',
  'PUT /v2/security/policy': 'security.secondFactorPolicyChanged',
  'POST /v2/security/passkeys/options': 'security.passkeySetupStarted',
  'POST /v2/security/passkeys': 'security.passkeyAdded',
  'PATCH /v2/security/passkeys/:id': 'security.passkeyRenamed',
  'DELETE /v2/security/passkeys/:id': 'security.passkeyRemoved',
  // One's own sessions ended from settings (issue 38).
  'DELETE /v2/security/sessions/:id': 'security.sessionSignedOut',
  'POST /v2/security/sessions/sign-out-others': 'security.otherSessionsSignedOut',
  // Profiles, one at a time and in bulk.
  'POST /v2/companies': 'profile.created',
  'PUT /v2/companies/:id': 'profile.updated',
  'DELETE /v2/companies/:id': 'profile.deleted',
  'POST /v2/companies/:id/app-link': 'profiles.appLinkTexted',
  'POST /v2/companies/:id/app-sign-out': 'profile.appSignedOut',
  'POST /v2/users/me/users/delete': 'profiles.bulkDeleted',
  'POST /v2/users/me/users/app-link': 'profiles.appLinkTexted',
  'POST /v2/users/me/users/apply-brand-kit': 'profiles.brandKitApplied',
  'POST /v2/users/me/users/export': 'profiles.exported',
  'POST /v2/resources/assets': 'asset.uploaded',
  // The invitation link agents create their own profile with.
  'POST /v2/invitations': 'invitationLink.created',
  'DELETE /v2/invitations/:id': 'invitationLink.deleted',
  'PUT /v2/brand-kit': 'brandKit.updated',
  'POST /v2/imports': 'import.previewed',
  'PUT /v2/imports/:id': 'import.previewed',
  'POST /v2/imports/:id/apply': 'import.applied',
  // Members and roles (api/src/members/).
  'POST /v2/members/invitations': 'member.invited',
  'DELETE /v2/members/invitations/:id': 'member.invitationRevoked',
  'PATCH /v2/members/:id': 'member.roleChanged',
  'DELETE /v2/members/:id': 'member.removed',
  'POST /v2/members/transfer-ownership': 'member.ownershipTransferred',
  'POST /v2/member-invitations/:token': 'member.joined',
  'POST /v2/member-invitations/:token/social': 'member.joined',
  'POST /v2/member-invitations/:token/phone': 'member.joined',
  // Billing.
  'PATCH /v2/users/:id/invoices': 'billing.invoiceEmailsChanged',
  'PUT /v2/billing/details': 'billing.detailsChanged',
  'POST /v2/invoices/:id/correction': 'billing.invoiceCorrected',
  'POST /payments/portal/session': 'billing.portalOpened',
  'POST /v2/billing/cancellation': 'billing.subscriptionCanceled',
  'POST /v2/billing/cancellation/resume': 'billing.subscriptionResumed',
  'POST /v2/billing/cancellation/offer': 'billing.retentionOfferAccepted',
  // The account's settings.
  'PATCH /v2/users/:id/phone': 'settings.phoneChanged',
  'POST /v2/users/:id/requestPhoneVerification': 'settings.phoneVerificationRequested',
  'POST /v2/users/:id/validatePhoneVerification': 'settings.phoneVerified',
  'POST /v2/users/:id/requestEmailChange': 'settings.emailChangeRequested',
  'POST /v2/users/:id/validateEmailChange': 'settings.emailChanged',
  'PATCH /v2/users/:id/password': 'settings.passwordChanged',
  // "Export my data" (issue 39).
  'POST /v2/exports': 'account.dataExportRequested',
  // "Delete my account" (issue 39); its undo is a sign-in of the owner (public: the offer's token).
  'POST /v2/account-deletion': 'account.deletionRequested',
  'POST /v2/account-deletion/restore': 'account.deletionUndone',
};

/** Public routes that record an event: the caller becomes known from the answer or the e-mail. */
export const PUBLIC_ROUTES_RECORDED = new Set([
  'POST /v2/auth/email',
  'POST /v2/auth/validatelogin',
  'POST /v2/auth/social',
  'POST /v2/auth/handoff/exchange',
  'POST /v2/member-invitations/:token',
  'POST /v2/member-invitations/:token/social',
  'POST /v2/member-invitations/:token/phone',
  'POST /v2/auth/passkey',
  'POST /v2/auth/second-factor/passkey',
  'POST /v2/auth/second-factor',
  'POST /v2/account-deletion/restore',
]);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route is a write the log must record (the agents' app and /dev/ are not). */
export function isLoggedWrite(method: string, url: string, isPublic: boolean): boolean {
  if (READ_METHODS.has(method)) return false;
  if (url.startsWith('/app/') || url.startsWith('/dev/')) return false;
  if (isPublic) return PUBLIC_ROUTES_RECORDED.has(`${method} ${url}`);
  return true;
}
