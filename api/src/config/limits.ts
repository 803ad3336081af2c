import { definePart } from './setting';
import { wholeNumber, defaulted } from './values';

/** How much a client may ask, and how long the server waits. */
export interface LimitsConfig {
  /** General per-IP request budget on /v2, per minute. */
  rateLimitPerMinute: number;
  /** A request (headers and body) must arrive within this time; idle sockets close after it too. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection closes after this time. */
  keepAliveTimeoutMs: number;
  /** Uploads not yet used by a profile: at most this many files and bytes per account. */
  pendingUploads: { maxFiles: number; maxBytes: number; maxAgeHours: number };
}

export const limits = definePart({
  name: 'limits',
  settings: {
    RATE_LIMIT_PER_MINUTE: defaulted({
      schema: wholeNumber(1),
      default: '300',
      example: '300',
      description: 'General request budget per client IP per minute on /v2.',
    }),
    REQUEST_TIMEOUT_MS: defaulted({
      schema: wholeNumber(1),
      default: '30000',
      example: '30000',
      description:
        'A request must arrive whole (headers and body) within this time, or the connection is cut (slow clients).',
    }),
    KEEP_ALIVE_TIMEOUT_MS: defaulted({
      schema: wholeNumber(1),
      default: '5000',
      example: '5000',
      description: 'An idle keep-alive connection is closed after this time.',
    }),
    UPLOAD_PENDING_MAX_FILES: defaulted({
      schema: wholeNumber(1),
      default: '20',
      example: '20',
      description:
        'Images an account may hold that no profile uses yet; one more is refused (413) until a profile uses them or they are swept.',
    }),
    UPLOAD_PENDING_MAX_MB: defaulted({
      schema: wholeNumber(1),
      default: '50',
      example: '50',
      description: 'Megabytes of images an account may hold that no profile uses yet.',
    }),
    UPLOAD_PENDING_HOURS: defaulted({
      schema: wholeNumber(1),
      default: '24',
      example: '24',
      description:
        'An uploaded image no profile uses after this many hours is deleted (swept every hour), freeing the disk and the quota.',
    }),
  },
  read: (env): LimitsConfig => ({
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    pendingUploads: {
      maxFiles: env.UPLOAD_PENDING_MAX_FILES,
      maxBytes: env.UPLOAD_PENDING_MAX_MB * 1024 * 1024,
      maxAgeHours: env.UPLOAD_PENDING_HOURS,
    },
  }),
});
