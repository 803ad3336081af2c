import { definePart } from './setting';
import { wholeNumber } from './values';

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
    RATE_LIMIT_PER_MINUTE: {
      schema: wholeNumber(1),
      default: '300',
      example: '300',
      description: 'General request budget per client IP per minute on /v2.',
    },
    REQUEST_TIMEOUT_MS: {
      schema: wholeNumber(1),
      default: '30000',
      example: '30000',
      description:
        'A request must arrive whole (headers and body) within this time, or the connection is cut (slow clients).',
    },
    KEEP_ALIVE_TIMEOUT_MS: {
      schema: wholeNumber(1),
      default: '5000',
      example: '5000',
      description: 'An idle keep-alive connection is closed after this time.',
    },
    UPLOAD_PENDING_MAX_FILES: {
      schema: wholeNumber(1),
      default: '20',
      example: '20',
      description:
        'Images an account may hold that no profile uses yet; one more is refused (413) until a profile uses them or they are swept.',
    },
    UPLOAD_PENDING_MAX_MB: {
      schema: wholeNumber(1),
      default: '50',
      example: '50',
      description: 'Megabytes of images an account may hold that no profile uses yet.',
    },
    UPLOAD_PENDING_HOURS: {
      schema: wholeNumber(1),
      default: '24',
      example: '24',
      description:
        'An uploaded image no profile uses after this many hours is deleted (swept every hour), freeing the disk and the quota.',
    },
  },
  read: (env): LimitsConfig => ({
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE ?? 300,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? 30_000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 5_000,
    pendingUploads: {
      maxFiles: env.UPLOAD_PENDING_MAX_FILES ?? 20,
      maxBytes: (env.UPLOAD_PENDING_MAX_MB ?? 50) * 1024 * 1024,
      maxAgeHours: env.UPLOAD_PENDING_HOURS ?? 24,
    },
  }),
});
