import type { ServerMessageId } from '../i18n/translate';

/** Every error code the API answers with, its HTTP status and the catalogue text it shows. */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'errors.formInvalid' },
  MALFORMED_JSON: { status: 400, message: 'errors.malformedJson' },
  IDENTIFIERS_NOT_RECOGNIZED: { status: 401, message: 'errors.identifiersNotRecognized' },
  UNAUTHORIZED: { status: 401, message: 'errors.sessionExpired' },
  // A member's token or refresh refused because the owner removed them from the team (issue 37).
  MEMBERSHIP_ENDED: { status: 401, message: 'errors.membershipEnded' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  EMAIL_TAKEN: { status: 409, message: 'errors.emailTaken' },
  PHONE_TAKEN: { status: 409, message: 'errors.phoneTaken' },
  MAX_USERS: { status: 409, message: 'errors.maxUsers' },
  INVITATION_INVALID: { status: 404, message: 'errors.invitationInvalid' },
  IMAGE_REJECTED: { status: 400, message: 'errors.imageRejected' },
  IMAGE_TOO_LARGE: { status: 413, message: 'validation.image.tooLarge' },
  // Uploads are for accounts that may have profiles, and capped until a profile uses them.
  UPLOAD_NOT_ALLOWED: { status: 403, message: 'delivery.error.uploadNotAllowed' },
  UPLOAD_QUOTA: { status: 413, message: 'delivery.error.uploadQuota' },
  BODY_TOO_LARGE: { status: 413, message: 'errors.bodyTooLarge' },
  // JSON nested deeper than any form goes (app.ts): refused before anything walks it.
  BODY_TOO_DEEP: { status: 400, message: 'delivery.error.bodyTooDeep' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'errors.tooManyAttempts' },
  TOO_MANY_REQUESTS: { status: 429, message: 'errors.tooManyRequests' },
  PHONE_NOT_FOUND: { status: 404, message: 'errors.phoneNotFound' },
  // A phone signs in only to the account that proved it (migration 009). Texts only the API
  // says live in its own catalogue (delivery): the login page does not download them.
  PHONE_AMBIGUOUS: { status: 409, message: 'delivery.error.phoneAmbiguous' },
  PHONE_PROVEN_ELSEWHERE: { status: 409, message: 'delivery.error.phoneProvenElsewhere' },
  PHONE_INVALID: { status: 400, message: 'validation.phone.invalid' },
  CODE_INVALID: { status: 401, message: 'errors.codeInvalid' },
  CODE_EXPIRED: { status: 401, message: 'errors.codeExpired' },
  RESEND_TOO_SOON: { status: 429, message: 'errors.resendTooSoon' },
  TOO_MANY_CODE_REQUESTS: { status: 429, message: 'errors.tooManyCodeRequests' },
  TOO_MANY_RECOVERY_REQUESTS: { status: 429, message: 'errors.tooManyRecoveryRequests' },
  RECOVERY_LINK_INVALID: { status: 400, message: 'errors.recoveryLinkInvalid' },
  // Said by the recover page as it opens (POST /v2/auth/recovery/check): only the API says them.
  RECOVERY_LINK_USED: { status: 400, message: 'delivery.error.recoveryLinkUsed' },
  RECOVERY_LINK_EXPIRED: { status: 400, message: 'delivery.error.recoveryLinkExpired' },
  SOCIAL_STATE_INVALID: { status: 400, message: 'errors.socialStateInvalid' },
  SOCIAL_REJECTED: { status: 401, message: 'errors.socialRejected' },
  SOCIAL_NOT_LINKED: { status: 403, message: 'errors.socialNotLinked' },
  METHOD_UNAVAILABLE: { status: 404, message: 'errors.methodUnavailable' },
  DELIVERY_FAILED: { status: 503, message: 'errors.deliveryFailed' },
  // The settings tab (spec §3 E-mail change, Password change).
  PASSWORD_WRONG: { status: 400, message: 'errors.passwordWrong' },
  CURRENT_EMAIL_WRONG: { status: 400, message: 'errors.currentEmailWrong' },
  NEW_EMAIL_TAKEN: { status: 409, message: 'errors.newEmailTaken' },
  CODE_TOO_MANY_TRIES: { status: 401, message: 'errors.codeTooManyTries' },
  TOO_MANY_EMAIL_CODES: { status: 429, message: 'errors.tooManyEmailCodes' },
  // The mobile app's session handoff (docs/webview-contract.md).
  HANDOFF_INVALID: { status: 400, message: 'errors.handoffInvalid' },
  // The agents' app (docs/app-contract.md): its access is over, a new sign-in will not help.
  APP_DEACTIVATED: { status: 403, message: 'delivery.error.appDeactivated' },
  APP_PROFILE_DELETED: { status: 403, message: 'delivery.error.appProfileDeleted' },
  // The customer signed the agent's phone out ("Sign out of the app", issue 38): sign in again.
  APP_SIGNED_OUT_BY_CUSTOMER: { status: 401, message: 'delivery.sessions.appSignedOut' },
  // "Text the app link" from the users tab.
  APP_LINK_TOO_SOON: { status: 429, message: 'delivery.error.appLinkTooSoon' },
  APP_LINK_TOO_MANY: { status: 429, message: 'delivery.error.appLinkTooMany' },
  // A bulk action of the users tab whose selection no longer counts what was confirmed.
  SELECTION_CHANGED: { status: 409, message: 'delivery.error.selectionChanged' },
  // A number of the agents' app on profiles of several accounts: the agent picks one (409 + profiles).
  APP_CHOOSE_PROFILE: { status: 409, message: 'delivery.error.appChooseProfile' },
  // What the server may text, whatever the purpose (delivery/text-budget.ts).
  TOO_MANY_CODES_FROM_ADDRESS: { status: 429, message: 'delivery.error.tooManyCodesFromAddress' },
  TOO_MANY_TEXTS_TO_NUMBER: { status: 429, message: 'delivery.error.tooManyTextsToNumber' },
  TOO_MANY_TEXTS_FROM_ACCOUNT: { status: 429, message: 'delivery.error.tooManyTextsFromAccount' },
  // Importing agents from a spreadsheet (imports/): the file refused before it is read, an
  // import no longer open to changes, new rows beyond the free seats ("nothing is half-imported").
  IMPORT_TOO_LARGE: { status: 413, message: 'delivery.error.importTooLarge' },
  IMPORT_TOO_MANY_ROWS: { status: 413, message: 'delivery.error.importTooManyRows' },
  IMPORT_UNREADABLE: { status: 400, message: 'delivery.error.importUnreadable' },
  IMPORT_APPLIED: { status: 409, message: 'delivery.error.importApplied' },
  SEATS_EXCEEDED: { status: 409, message: 'delivery.error.seatsExceeded' },
  // The team (issue 37): a role refused (the message names the role: AppError's messageId),
  // the owner that cannot change, the e-mail invitations' links.
  FORBIDDEN_ROLE: { status: 403, message: 'delivery.members.forbidden.viewer' },
  OWNER_FIXED: { status: 409, message: 'delivery.members.error.ownerFixed' },
  ALREADY_MEMBER: { status: 409, message: 'delivery.members.error.alreadyMember' },
  OWNERSHIP_EMAIL_TAKEN: {
    status: 409,
    message: 'delivery.members.error.ownershipEmailTaken',
  },
  MEMBER_INVITATION_INVALID: { status: 404, message: 'delivery.members.error.invitationInvalid' },
  MEMBER_INVITATION_USED: { status: 410, message: 'delivery.members.error.invitationUsed' },
  MEMBER_INVITATION_EXPIRED: { status: 410, message: 'delivery.members.error.invitationExpired' },
  MEMBER_INVITATION_REVOKED: { status: 410, message: 'delivery.members.error.invitationRevoked' },
  // "Export my data" (issue 39): the e-mailed link is past its days, or the file is not built yet.
  DATA_EXPORT_EXPIRED: { status: 410, message: 'delivery.dataExport.error.expired' },
  DATA_EXPORT_NOT_READY: { status: 409, message: 'delivery.dataExport.error.notReady' },
  // Joining with Google, Apple or a phone (migration 041): that way in is already someone else's.
  MEMBER_IDENTITY_TAKEN: { status: 409, message: 'delivery.members.error.identityTaken' },
  MEMBER_PHONE_TAKEN: { status: 409, message: 'delivery.members.error.phoneTaken' },
  // The account's login signs in with a password: a member without one sets it before a transfer.
  OWNERSHIP_NEEDS_PASSWORD: {
    status: 409,
    message: 'delivery.members.error.ownershipNeedsPassword',
  },
  // Passkeys (issue 38): a WebAuthn challenge unknown, expired or used; an assertion that does not
  // verify (unknown or another person's credential, signature, origin, RP ID, counter); an
  // attestation that does not; a credential already registered.
  PASSKEY_CHALLENGE_INVALID: { status: 400, message: 'delivery.passkeys.error.challenge' },
  PASSKEY_INVALID: { status: 401, message: 'delivery.passkeys.error.invalid' },
  PASSKEY_REGISTRATION_FAILED: { status: 400, message: 'delivery.passkeys.error.registration' },
  PASSKEY_ALREADY_ADDED: { status: 409, message: 'delivery.passkeys.error.alreadyAdded' },
  // Sign-in security (issue 38): the second-factor step of a sign-in (a wrong code says the
  // tries left), the policy's set-up before anything else, the authenticator app's set-up.
  SECOND_FACTOR_CHALLENGE_INVALID: {
    status: 401,
    message: 'delivery.secondFactor.error.challengeInvalid',
  },
  SECOND_FACTOR_CODE_INVALID: { status: 401, message: 'delivery.secondFactor.error.codeInvalid' },
  // The same refusal in the signed-in settings (a 401 there would read as a session ended).
  SECOND_FACTOR_CODE_WRONG: { status: 400, message: 'delivery.secondFactor.error.codeInvalid' },
  SECOND_FACTOR_SETUP_REQUIRED: {
    status: 403,
    message: 'delivery.secondFactor.error.setupRequired',
  },
  SECOND_FACTOR_PROOF_REQUIRED: {
    status: 400,
    message: 'delivery.secondFactor.error.proofRequired',
  },
  SECOND_FACTOR_RECOVERY_LINK_INVALID: {
    status: 400,
    message: 'delivery.secondFactor.error.recoveryLinkInvalid',
  },
  TOTP_ALREADY_ENABLED: { status: 409, message: 'delivery.secondFactor.error.totpAlreadyEnabled' },
  TOTP_NOT_PENDING: { status: 409, message: 'delivery.secondFactor.error.totpNotPending' },
  TOTP_NOT_ENABLED: { status: 404, message: 'delivery.secondFactor.error.totpNotEnabled' },
  // Deleting the account (issue 39): its 14-day window refuses sign-in (the owner is offered the
  // undo: `restore` in the body), the typed confirmation, a spent or unknown undo token.
  ACCOUNT_DELETION_PENDING: { status: 403, message: 'delivery.deletion.error.pending' },
  ACCOUNT_DELETED: { status: 403, message: 'delivery.deletion.error.deleted' },
  DELETION_CONFIRMATION_WRONG: { status: 400, message: 'delivery.deletion.error.confirmation' },
  ACCOUNT_RESTORE_INVALID: { status: 400, message: 'delivery.deletion.error.restoreInvalid' },
  // "Correct my last invoice" (issue 39): only the last paid invoice, once, with the local engine.
  INVOICE_NOT_LAST: { status: 409, message: 'delivery.corrections.error.notLast' },
  INVOICE_ALREADY_CORRECTED: {
    status: 409,
    message: 'delivery.corrections.error.alreadyCorrected',
  },
  CORRECTION_WITH_PROVIDER: { status: 409, message: 'delivery.corrections.error.provider' },
  SERVER_ERROR: { status: 500, message: 'errors.server' },
  COUPON_REJECTED: { status: 400, message: 'payments.coupon.wrong' },
  VAT_NOT_FOUND: { status: 400, message: 'payments.vat.notFound' },
  // Registry look-ups one client address may cause (billing/tax-id.ts).
  TOO_MANY_VAT_CHECKS: { status: 429, message: 'delivery.error.tooManyVatChecks' },
  CARD_UNKNOWN: { status: 400, message: 'payments.cardUnknown' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'payments.idempotencyKeyRequired' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'payments.idempotencyKeyReused' },
  ACCOUNT_EXISTS: { status: 409, message: 'payments.accountExists' },
  CHECKOUT_IN_PROGRESS: { status: 409, message: 'payments.inProgress' },
  // The one-time claim of a paid subscription (migration 014).
  CLAIM_INVALID: { status: 404, message: 'delivery.error.claimInvalid' },
  CLAIM_OTHER_EMAIL: { status: 409, message: 'payments.claim.otherEmail' },
  // The billing portal leads back only to the portal's own origins (docs/decisions.md).
  RETURN_URL_FOREIGN: { status: 400, message: 'billing.portal.returnUrlForeign' },
  PAYMENTS_UNAVAILABLE: { status: 503, message: 'payments.unavailable' },
  // Cancelling in the portal (issue 39).
  NOT_CANCELLABLE: { status: 409, message: 'delivery.cancellation.error.notCancellable' },
  NOT_RESUMABLE: { status: 409, message: 'delivery.cancellation.error.notResumable' },
  OFFER_UNAVAILABLE: { status: 409, message: 'delivery.cancellation.error.offerUnavailable' },
} as const satisfies Record<string, { status: number; message: ServerMessageId }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The one application error. Its text is resolved by the error handler in the caller's
 * language, so code that throws never deals with translations.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly messageId: ServerMessageId;
  /** field name -> message id (validation-like errors). */
  readonly fields?: Record<string, ServerMessageId>;
  /** Seconds before a refused request may be tried again (429): Retry-After. */
  readonly retryAfterSeconds?: number;
  /** Tries left on a one-time code. */
  readonly attemptsLeft?: number;
  /** Values of the message's {placeholders} ("choose {currency}"). */
  readonly values?: Record<string, string>;
  /** ACCOUNT_DELETION_PENDING: the owner's offer to undo the deletion. */
  readonly restore?: { token: string; purgeAfter: string };

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, ServerMessageId>;
      cause?: unknown;
      retryAfterSeconds?: number;
      attemptsLeft?: number;
      values?: Record<string, string>;
      /** Another text than the code's own (FORBIDDEN_ROLE names the caller's role). */
      messageId?: ServerMessageId;
      restore?: { token: string; purgeAfter: string };
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.messageId = options.messageId ?? ERROR_CODES[code].message;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.attemptsLeft = options.attemptsLeft;
    this.values = options.values;
    this.restore = options.restore;
  }
}
