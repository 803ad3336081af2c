import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { POSTGRES_AVAILABLE, REDIS_AVAILABLE, TEST_PG_URL, TEST_REDIS_URL } from '../helper';

const dir = mkdtempSync(join(tmpdir(), 'startup-wait-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** A TCP proxy from `port` to `target`: the server "comes up" on that port. */
async function proxy(port: number, target: string): Promise<Server> {
  const { hostname, port: targetPort } = new URL(target);
  const server = createServer((socket) => {
    const upstream = connect(Number(targetPort), hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

/**
 * The server entry as `npm start` runs it; resolves with its output once it listens or exits.
 * `onOutput` sees the output so far as it grows.
 */
function start(env: Record<string, string>, onOutput: (output: string) => void = () => {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: mkdtempSync(join(dir, 'data-')),
      PORT: '0',
      DEMO_ACCOUNT: 'false',
      STARTUP_WAIT_SECONDS: '3',
      ...env,
    },
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(output);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  let listening = false;
  return new Promise<{ code: number | null; output: string; listening: boolean }>((done) => {
    child.stdout.on('data', () => {
      if (listening || !output.includes('portal listening')) return;
      listening = true;
      child.kill('SIGTERM');
    });
    child.on('exit', (code) => done({ code, output, listening }));
  });
}

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `startup_wait_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const noStack = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe.skipIf(!POSTGRES_AVAILABLE)('a start while PostgreSQL does not answer', () => {
  it('retries with growing pauses, then exits 1 with one line and no stack', async () => {
    const port = await closedPort();
    const run = await start({ DATABASE_URL: `postgres://portal:secret@127.0.0.1:${port}/portal` });
    expect(run.listening).toBe(false);
    expect(run.code).toBe(1);
    const what = `PostgreSQL at 127.0.0.1:${port}`;
    expect(run.output).toContain(
      `${what} does not answer (ECONNREFUSED); retrying in 1 s (attempt 2 of 3)`,
    );
    expect(run.output).toContain(
      `${what} does not answer (ECONNREFUSED); retrying in 2 s (attempt 3 of 3)`,
    );
    expect(run.output).toMatch(
      new RegExp(`Not starting: ${what} did not answer \\(ECONNREFUSED\\)`),
    );
    // The password of the URL is never printed.
    expect(run.output).not.toContain('secret');
    noStack(run.output);
  }, 90_000);

  it('starts once the server answers during the retries', async () => {
    await withDatabase(async (url) => {
      const port = await closedPort();
      const late = new URL(url);
      late.host = `127.0.0.1:${port}`;
      let server: Promise<Server> | undefined;
      try {
        // The server comes up once the API has said it does not answer.
        const run = await start(
          { DATABASE_URL: late.toString(), STARTUP_WAIT_SECONDS: '10' },
          (out) => {
            if (!server && out.includes('does not answer')) server = proxy(port, TEST_PG_URL);
          },
        );
        expect(run.output).toContain(`PostgreSQL at 127.0.0.1:${port} does not answer`);
        expect(run.listening, run.output).toBe(true);
        expect(run.code).toBe(0);
      } finally {
        (await server)?.close();
      }
    });
  }, 180_000);
});

describe.skipIf(!REDIS_AVAILABLE)('a start while Redis does not answer', () => {
  it('retries with growing pauses, then exits 1 with one line and no stack', async () => {
    const port = await closedPort();
    const run = await start({ REDIS_URL: `redis://:secret@127.0.0.1:${port}` });
    expect(run.code).toBe(1);
    const what = `Redis at 127.0.0.1:${port}`;
    expect(run.output).toContain(
      `${what} does not answer (ECONNREFUSED); retrying in 1 s (attempt 2 of 3)`,
    );
    expect(run.output).toMatch(
      new RegExp(`Not starting: ${what} did not answer \\(ECONNREFUSED\\)`),
    );
    expect(run.output).not.toContain('secret');
    noStack(run.output);
  }, 180_000);

  it('starts once Redis answers during the retries', async () => {
    const port = await closedPort();
    let server: Promise<Server> | undefined;
    try {
      const run = await start(
        {
          REDIS_URL: `redis://127.0.0.1:${port}`,
          REDIS_KEY_PREFIX: `startup-wait-${process.pid}:`,
          STARTUP_WAIT_SECONDS: '10',
        },
        (out) => {
          if (!server && out.includes('does not answer')) server = proxy(port, TEST_REDIS_URL);
        },
      );
      expect(run.output).toContain(`Redis at 127.0.0.1:${port} does not answer`);
      expect(run.listening).toBe(true);
      expect(run.code).toBe(0);
    } finally {
      (await server)?.close();
    }
  }, 270_000);
});
