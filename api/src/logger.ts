import type { FastifyServerOptions } from 'fastify';

/** Secrets never reach a log line: headers with credentials and any field carrying one. */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'refreshToken',
  'token',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];

/**
 * Database errors carry the statement's parameters (PGlite: `query`, `params`) and the failing
 * row (`detail`): an INSERT's password hash, e-mail and phone. Only these fields are logged.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error), stack: '' };
  const source = error as Record<string, unknown> & Partial<Error>;
  const out: SerializedError = {
    type: source.constructor?.name ?? 'Error',
    message: String(source.message ?? ''),
    stack: String(source.stack ?? ''),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    if (source[field] !== undefined) out[field] = source[field];
  }
  if (source.cause !== undefined && depth < 3) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** Where log lines go (tests capture them); stdout when absent. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: (error) => serializeError(error), error: (error) => serializeError(error) },
    ...(stream ? { stream } : {}),
  };
}
