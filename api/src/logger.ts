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

/** Where log lines go (tests capture them); stdout when absent. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
