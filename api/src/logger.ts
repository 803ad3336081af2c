import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** The ids of the trace and span being run, added to every line; none while traces are off. */
let traceIds: () => Record<string, string> = () => ({});

/**
 * Called by telemetry/tracing.ts when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT), with what
 * reads the active span: every line then carries `trace_id` and `span_id` (OpenTelemetry's log
 * correlation fields), so a request's lines lead to its trace and back. Off, no OpenTelemetry
 * code is loaded for it.
 */
export function logTraceIds(read: () => Record<string, string>): void {
  traceIds = read;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    mixin: () => traceIds(),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: (error) => serializeError(error), error: (error) => serializeError(error) },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Path parameters that are credentials: whoever has the URL holds the permission (the invitation
 * link). Keyed by route pattern; their values never reach a log line.
 */
const SECRET_PATH_PARAMS: Record<string, string[]> = {
  '/v2/invitations/:id': ['id'],
  // An administrator's e-mail invitation (issue 37): the token signs its holder in to the team.
  '/v2/member-invitations/:token': ['token'],
  // ... and its ways of joining without a password.
  '/v2/member-invitations/:token/social/:provider': ['token'],
  '/v2/member-invitations/:token/social': ['token'],
  '/v2/member-invitations/:token/phone-code': ['token'],
  '/v2/member-invitations/:token/phone': ['token'],
};

/**
 * Query parameters that are credentials, on any URL (unknown paths too): the billing portal's
 * session, a provider's sign-in answer, signed asset URLs, and the front end's links (invitation,
 * handoff, claim, recovery) should one reach the server with its query.
 */
const SECRET_QUERY_PARAMS = new Set([
  'session',
  'code',
  'state',
  'id_token',
  'sig',
  'token',
  'claim',
  'handoff',
  'invitation',
]);

const REDACTED = '[redacted]';

/** The request's URL as it may be logged: credentials in its path or query replaced. */
export function redactedUrl(url: string, route?: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  const secretParams = route ? SECRET_PATH_PARAMS[route] : undefined;
  if (secretParams) {
    const pattern = route!.split('/');
    path = path
      .split('/')
      .map((segment, i) => (secretParams.includes(pattern[i]?.slice(1) ?? '') ? REDACTED : segment))
      .join('/');
  }
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=', 2);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed key is logged as sent, its value redacted below.
      }
      return value !== undefined && SECRET_QUERY_PARAMS.has(name) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Requests an operator does not want a line for at info: probes, scrapes and static files. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);
const isQuiet = (route: string | undefined) =>
  route !== undefined && (QUIET_ROUTES.has(route) || route.endsWith('*'));

/** Why a request was refused (its error code), carried to its one line instead of a line of its own. */
const rejections = new WeakMap<FastifyRequest, string>();

export function noteRejection(request: FastifyRequest, code: string | undefined): void {
  if (code) rejections.set(request, code);
}

/**
 * One line per request, when it is answered (Fastify's own two lines are turned off): method,
 * URL without credentials, route pattern, status and time in milliseconds.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url;
  const level = isQuiet(route) && reply.statusCode < 500 ? 'debug' : 'info';
  // At LOG_LEVEL=warn and above, nothing to build: the line would be dropped anyway. Fastify's
  // logger type leaves out pino's isLevelEnabled, which its loggers have.
  const log = request.log as typeof request.log & { isLevelEnabled?(level: string): boolean };
  if (log.isLevelEnabled?.(level) === false) return;
  log[level](
    {
      method: request.method,
      url: redactedUrl(request.url, route),
      route,
      statusCode: reply.statusCode,
      code: rejections.get(request),
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    },
    'request completed',
  );
}
