import { register } from 'node:module';
import FastifyOtelInstrumentation from '@fastify/otel';
import { isSpanContextValid, trace, type AttributeValue, type Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { logTraceIds, redactedUrl } from '../logger';

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

/** `a -> b -> …/@fastify/autoload/index.js`: a chain of Fastify plugins, innermost last. */
const PLUGIN_CHAIN = /(?<=^| - )(?:(?:(?! -> | - ).)+ -> )+((?:(?! -> | - ).)+)/g;
/** The innermost plugin of a chain; a file's path as its last two parts. */
const innermost = (_chain: string, last: string) =>
  last.includes('/') ? last.split('/').slice(-2).join('/') : last;
const MAX_SPAN_NAME = 100;

/**
 * @fastify/otel names the span of an anonymous hook after the whole chain of plugins that
 * registered it ("preHandler - fastify -> @fastify/otel -> config -> … -> phone-proof ->
 * …/autoload/index.js", over 1,000 characters for the static files and the not-found handler),
 * and its `hook.name` attribute too: both keep the innermost plugin ("preHandler -
 * autoload/index.js"), and a name stays within 100 characters.
 */
class ShortHookNames implements tracing.SpanProcessor {
  onStart(span: tracing.Span, _context: Context) {
    const hook = span.attributes['hook.name'];
    if (typeof hook === 'string')
      span.setAttribute('hook.name', hook.replace(PLUGIN_CHAIN, innermost));
    const name = span.name.replace(PLUGIN_CHAIN, innermost);
    span.updateName(name.length > MAX_SPAN_NAME ? `${name.slice(0, MAX_SPAN_NAME - 1)}…` : name);
  }
  onEnd() {}
  forceFlush = async () => undefined;
  shutdown = async () => undefined;
}

/**
 * A Redis command as its span records it: the command and how many arguments, none of them.
 * Keys name customers (an e-mail's recovery limit, a phone's codes: hashed since, but a key
 * built elsewhere may not be) and EVAL's arguments are whole scripts and values.
 */
const redisStatement = (command: string, args: unknown[]) =>
  args.length > 0 ? `${command} [${args.length} arguments]` : command;

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
    spanProcessors: [
      new ShortHookNames(),
      new RedactUrls(),
      new tracing.BatchSpanProcessor(new OTLPTraceExporter()),
    ],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has(pathOf(request.url ?? '')),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED.has(url),
      }),
      new PgInstrumentation(),
      new IORedisInstrumentation({ dbStatementSerializer: redisStatement }),
    ],
  });
  sdk.start();
  logTraceIds((): Record<string, string> => {
    const span = trace.getActiveSpan()?.spanContext();
    return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
  });
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
