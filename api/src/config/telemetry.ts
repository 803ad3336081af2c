import { definePart } from './setting';
import { httpUrl, oneOf, secret, defaulted } from './values';

export interface TelemetryConfig {
  logLevel: string;
  /** Bearer token of GET /metrics; null: /metrics is served without one, outside production only. */
  metricsToken: string | null;
  /** OTLP/HTTP collector traces go to (read again by the SDK itself); null: no tracing. */
  otlpEndpoint: string | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const telemetry = definePart({
  name: 'telemetry',
  settings: {
    LOG_LEVEL: defaulted({
      schema: oneOf(LOG_LEVELS),
      default: 'info',
      example: 'info',
      description: 'pino log level (trace, debug, info, warn, error, silent).',
    }),
    METRICS_TOKEN: {
      // A token others must not guess, like JWT_SECRET.
      schema: secret(),
      default: '(none)',
      example: '$(openssl rand -hex 32)',
      description:
        'Bearer token of `GET /metrics` (Prometheus): at least 32 characters and random-looking, like JWT_SECRET; unset: served without a token outside production, not served in production (docs/operations.md).',
    },
    OTEL_EXPORTER_OTLP_ENDPOINT: {
      schema: httpUrl(),
      default: '(none)',
      description:
        'OTLP/HTTP collector (e.g. `http://otel-collector:4318`): traces of requests, SQL and Redis calls are sent there; unset: no tracing code is loaded. The other `OTEL_*` variables of OpenTelemetry apply.',
    },
  },
  read: (env): TelemetryConfig => ({
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN ?? null,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
  }),
  // GET /metrics (plugins/metrics.ts): production serves it only behind its token.
  doctor: ({ metricsToken }, isProduction) => [
    metricsToken
      ? { part: 'metrics', uses: 'GET /metrics with METRICS_TOKEN', status: 'real' }
      : isProduction
        ? { part: 'metrics', uses: 'not served (no METRICS_TOKEN)', status: 'off' }
        : {
            part: 'metrics',
            uses: 'GET /metrics without a token (development only)',
            status: 'fallback',
          },
  ],
});
