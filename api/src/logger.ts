import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger (`request.log`), its pino child made on its first line. Fastify makes every
 * request a child binding its reqId, and pino writes a child's bindings through the redaction
 * (REDACT_PATHS' wildcards) as it makes it: a few µs of every request, most of which never write
 * a line (at LOG_LEVEL=warn, none does). A line whose level is off is dropped before any child is
 * made; every other one is written by the same child, with the same reqId, as before.
 */
class RequestLogger {
  private made: PinoLogger | null = null;
  constructor(
    private readonly parent: PinoLogger,
    private readonly requestBindings: Bindings,
  ) {}

  private real(): PinoLogger {
    return (this.made ??= this.parent.child(this.requestBindings) as PinoLogger);
  }

  private write(level: Level, args: unknown[]) {
    const logger = this.made ?? (this.parent.isLevelEnabled(level) ? this.real() : null);
    if (logger) (logger[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return (this.real() as PinoLogger & { bindings(): Bindings }).bindings();
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger above; a route with its own log level or
 * serializers gets its pino child at once, as Fastify's own factory does.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLogger(logger as PinoLogger, bindings) as unknown as FastifyBaseLogger;
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
  // At LOG_LEVEL=warn and above, nothing to build: the line (info, or debug below it) would be
  // dropped anyway. Fastify's logger type leaves out pino's isLevelEnabled, which its loggers have.
  const log = request.log as typeof request.log & { isLevelEnabled?(level: string): boolean };
  if (log.isLevelEnabled?.('info') === false && log.isLevelEnabled('debug') === false) return;
  const route = request.routeOptions.url;
  const level = isQuiet(route) && reply.statusCode < 500 ? 'debug' : 'info';
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
