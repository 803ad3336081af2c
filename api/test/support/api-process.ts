import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config';
import { TEST_PG_URL } from '../helper';

/** An API replica in a process of its own (`api/src/server.ts`), as a deployment runs two. */
export interface ApiProcess {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** What it printed so far (its log lines and banners). */
  output(): string;
  /** SIGTERM, then its exit. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9: nothing of it runs any more, its connections just drop), then its exit. */
  kill(): Promise<void>;
}

/**
 * Starts `api/src/server.ts` on a free port with `env` (DATABASE_URL, REDIS_URL… of the test):
 * resolves once it listens. No demo, an empty web root, a data folder of its own. A process that
 * does not listen within `timeoutMs` is killed (never left running) and the start rejects.
 */
export async function startApiProcess(
  env: Record<string, string>,
  { timeoutMs = 180_000 }: { timeoutMs?: number } = {},
): Promise<ApiProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      WEB_ROOT: dir,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_ACCOUNT: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const ended = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (running()) child.kill(signal);
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      void ended('SIGKILL');
      reject(new Error(`API process not listening after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /portal listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}

/** JSON over HTTP to an API process, as a client sends it; throws on an error status. */
export async function callApi(
  server: Pick<ApiProcess, 'url'>,
  method: string,
  path: string,
  body?: unknown,
  token = '',
): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A PostgreSQL database of its own on the test server, by name: `create()` makes it empty (API
 * processes migrate it as they start), `drop()` removes it, whoever is still connected.
 */
export function scratchPostgres(tag: string): {
  url: string;
  create(): Promise<void>;
  drop(): Promise<void>;
} {
  const name = `${tag}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const onAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  return {
    url: url.toString(),
    create: () => onAdmin(`CREATE DATABASE ${name}`),
    drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Asks `check` every 100 ms until it answers; past `ms`, throws with `what` (the state seen). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  ms: number,
  what: () => Promise<string> | string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error(`waited in vain for ${await what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
