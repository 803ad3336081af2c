import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { describeEachDb, REDIS_AVAILABLE, TEST_PG_URL, TEST_REDIS_URL } from './helper';

interface Span {
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number } }>;
}

/** A local OTLP/HTTP collector: keeps every span of every POST /v1/traces (JSON). */
async function collector() {
  const spans: Span[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        bodies.push(body);
        const data = JSON.parse(body) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }>;
        };
        for (const resource of data.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real server entry as a child process; resolves with its address once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'server.ts')],
    { cwd: REPO_ROOT, env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const address = await new Promise<string>((ready, failed) => {
    const timer = setTimeout(() => failed(new Error(`not started:\n${output}`)), 90_000);
    child.stdout.on('data', () => {
      const found = /portal listening on (http:\/\/[^\s,)"]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        ready(found[1]!);
      }
    });
    child.on('exit', () => failed(new Error(`exited:\n${output}`)));
  });
  return { child, address };
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const attribute = (span: Span, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

describeEachDb('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', (ctx) => {
  let otlp: Awaited<ReturnType<typeof collector>>;
  let dir: string;
  const database = `trace_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(async () => {
    otlp = await collector();
    dir = mkdtempSync(join(tmpdir(), 'telemetry-'));
    if (ctx.kind === 'postgres') await admin(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await otlp.close();
    rmSync(dir, { recursive: true, force: true });
    if (ctx.kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('sends a span per request, named by its route, with its SQL and Redis calls, and no credential', async () => {
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${database}`;
    const { child, address } = await startServer({
      DATA_DIR: dir,
      DEMO_ACCOUNT: 'false',
      ...(ctx.kind === 'postgres' ? { DATABASE_URL: url.toString() } : {}),
      // The request budget is counted in Redis: its commands are spans too.
      ...(REDIS_AVAILABLE ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `${database}:` } : {}),
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const invitation = randomUUID();
    try {
      expect((await fetch(`${address}/v2/invitations/${invitation}`)).status).toBe(404);
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
    } finally {
      // A stop sends the spans still waiting in the batch.
      expect(await stopped(child)).toBe(0);
    }

    const server = otlp.spans.find((span) => span.name === 'GET /v2/invitations/:id');
    expect(server, otlp.spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(attribute(server!, 'http.route')).toBe('/v2/invitations/:id');
    // The route's own span from @fastify/otel.
    expect(otlp.spans.some((span) => attribute(span, 'http.route') === '/v2/invitations/:id')).toBe(
      true,
    );
    if (ctx.kind === 'postgres')
      expect(
        otlp.spans.some(
          (span) =>
            attribute(span, 'db.system.name') === 'postgresql' &&
            attribute(span, 'db.query.text')?.startsWith('SELECT'),
        ),
      ).toBe(true);
    if (REDIS_AVAILABLE)
      expect(otlp.spans.some((span) => attribute(span, 'db.system.name') === 'redis')).toBe(true);
    // Probes are not traced; the invitation's id is not sent.
    expect(otlp.spans.some((span) => span.name.includes('healthz'))).toBe(false);
    expect(otlp.bodies.join('\n')).not.toContain(invitation);
  }, 150_000);
});
