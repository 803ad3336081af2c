import type { MessageId } from '@portal/shared/i18n/messages';

/** Every error code the API answers with, its HTTP status and the catalogue text it shows. */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'errors.formInvalid' },
  MALFORMED_JSON: { status: 400, message: 'errors.malformedJson' },
  IDENTIFIERS_NOT_RECOGNIZED: { status: 401, message: 'errors.identifiersNotRecognized' },
  UNAUTHORIZED: { status: 401, message: 'errors.sessionExpired' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  EMAIL_TAKEN: { status: 409, message: 'errors.emailTaken' },
  PHONE_TAKEN: { status: 409, message: 'errors.phoneTaken' },
  MAX_USERS: { status: 409, message: 'errors.maxUsers' },
  INVITATION_INVALID: { status: 404, message: 'errors.invitationInvalid' },
  IMAGE_REJECTED: { status: 400, message: 'errors.imageRejected' },
  IMAGE_TOO_LARGE: { status: 413, message: 'validation.image.tooLarge' },
  BODY_TOO_LARGE: { status: 413, message: 'errors.bodyTooLarge' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'errors.tooManyAttempts' },
  TOO_MANY_REQUESTS: { status: 429, message: 'errors.tooManyRequests' },
  SERVER_ERROR: { status: 500, message: 'errors.server' },
} as const satisfies Record<string, { status: number; message: MessageId }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The one application error. Its text is resolved by the error handler in the caller's
 * language, so code that throws never deals with translations.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly messageId: MessageId;
  /** field name -> message id (validation-like errors). */
  readonly fields?: Record<string, MessageId>;

  constructor(
    code: ErrorCode,
    options: { fields?: Record<string, MessageId>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.messageId = ERROR_CODES[code].message;
    this.fields = options.fields;
  }
}
