/**
 * Traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported then, so a start
 * without it loads none of it. server.ts calls this before importing the app, because the
 * instrumentations patch http, pg and ioredis as they are loaded (docs/operations.md#traces).
 * Resolves with the function that sends the last spans at shutdown, or null.
 */
export async function startTelemetry(
  env: NodeJS.ProcessEnv = process.env,
): Promise<(() => Promise<void>) | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const { startTracing } = await import('./tracing');
  return startTracing();
}
