import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { createRateLimiter } from '../../src/limits/rate-limiter';
import { createOneTimeCodes } from '../../src/auth/one-time-codes';
import { describeEachDb, REDIS_AVAILABLE, TEST_PG_URL, TEST_REDIS_URL } from '../helper';

interface Span {
  name: string;
  traceId: string;
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
    const timer = setTimeout(() => failed(new Error(`not started:\n${output}`)), 240_000);
    child.stdout.on('data', () => {
      const found = /portal listening on (http:\/\/[^\s,)"]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        ready(found[1]!);
      }
    });
    child.on('exit', () => failed(new Error(`exited:\n${output}`)));
  });
  return { child, address, output: () => output };
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
    const { child, address, output } = await startServer({
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
    // A customer's address: it reaches Redis as the recovery limit's key.
    const email = `trace.${randomBytes(4).toString('hex')}@customer.example`;
    try {
      expect((await fetch(`${address}/v2/invitations/${invitation}`)).status).toBe(404);
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      const recovery = await fetch(`${address}/v2/auth/email/recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(recovery.status).toBe(200);
      // Routes of other folders and plugins: their hooks' spans are named briefly too.
      expect((await fetch(`${address}/runtime-config.json`)).status).toBe(200);
      await fetch(`${address}/`);
      await fetch(`${address}/docs/json`);
      await fetch(`${address}/nothing-here.js`);
      expect((await fetch(`${address}/app/v1/configuration`)).status).toBe(401);
      expect((await fetch(`${address}/v2/users/me`)).status).toBe(401);
      const quote = await fetch(`${address}/payments/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country: 'FR', currency: 'EUR', interval: 'month', users: 1 }),
      });
      expect(quote.status).toBeLessThan(500);
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

    // Item 13: no customer's address in any span (Redis commands included); span names short.
    const long = otlp.spans
      .flatMap((span) => [span.name, attribute(span, 'hook.name') ?? ''])
      .filter((name) => name.length > 100);
    expect(long).toEqual([]);
    expect(otlp.bodies.join('\n')).not.toContain(email);
    expect(otlp.bodies.join('\n')).not.toContain(encodeURIComponent(email));
    // Each request's log line carries its trace's id.
    const line = output()
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request completed' && entry.route === '/v2/invitations/:id');
    expect(line).toBeDefined();
    expect(line!.trace_id).toBe(server!.traceId);
  }, 480_000);
});

describe.skipIf(!REDIS_AVAILABLE)('Redis key names', () => {
  it('name no customer: limits and one-time codes keep digests of e-mails and phones (item 13)', async () => {
    const prefix = `keys_test_${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
    const email = 'jane.customer@example.com';
    const phone = '+14155550123';
    try {
      const perAddress = createRateLimiter(redis, {
        keyPrefix: 'recovery-address',
        points: 5,
        duration: 60,
      });
      await perAddress.consume(email);
      // Counted under the same key the next time.
      expect((await perAddress.get(email))?.consumedPoints).toBe(1);
      const codes = createOneTimeCodes(redis);
      const issued = await codes.issue('login', phone);
      // KEYS is not prefixed by ioredis: the whole names, as an operator or a trace sees them.
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(keys.join('\n')).not.toMatch(/jane|customer|4155550123/);
      // The code still signs in, once.
      await codes.verify('login', phone, issued.code);
      await expect(codes.verify('login', phone, issued.code)).rejects.toThrow('CODE_EXPIRED');
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
      redis.disconnect();
    }
  });
});
