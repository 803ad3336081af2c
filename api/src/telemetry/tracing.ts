import { register } from 'node:module';
import FastifyOtelInstrumentation from '@fastify/otel';
import type { AttributeValue, Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { redactedUrl } from '../logger';

/** Probes and scrapes: no trace, as they have no log line. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);
const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Attributes of HTTP spans that hold the request's URL (old and stable semantic conventions). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'];

function redacted(key: string, value: string, route: string | undefined): string {
  if (key === 'url.query') return redactedUrl(`?${value}`).slice(1);
  if (!/^https?:\/\//.test(value)) return redactedUrl(value, route);
  const url = new URL(value);
  return url.origin + redactedUrl(url.pathname + url.search, route);
}

/**
 * Credentials in URLs (an invitation's id, the billing portal's session...) leave the process in
 * no span either: the same redaction as the request log line, before the exporter sees the span.
 */
class RedactUrls implements tracing.SpanProcessor {
  onStart(_span: tracing.Span, _context: Context) {}
  onEnd(span: tracing.ReadableSpan) {
    const attributes = span.attributes as Record<string, AttributeValue | undefined>;
    const route = attributes['http.route'];
    for (const key of URL_ATTRIBUTES) {
      const value = attributes[key];
      if (typeof value === 'string')
        attributes[key] = redacted(key, value, typeof route === 'string' ? route : undefined);
    }
  }
  forceFlush = async () => undefined;
  shutdown = async () => undefined;
}

/**
 * The OpenTelemetry SDK with the OTLP/HTTP exporter (its endpoint, protocol, headers and service
 * name from the standard OTEL_* variables) and the http, Fastify, pg and ioredis
 * instrumentations. Returns the shutdown that flushes the last spans.
 */
export async function startTracing(): Promise<() => Promise<void>> {
  // The API's modules are ES modules: their imports of pg and ioredis pass through Node's module
  // hooks, not require(), so the instrumentations hook them there (import-in-the-middle).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'portal-api',
    spanProcessors: [new RedactUrls(), new tracing.BatchSpanProcessor(new OTLPTraceExporter())],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has(pathOf(request.url ?? '')),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED.has(url),
      }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
