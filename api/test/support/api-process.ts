import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config';

/** An API replica in a process of its own (`api/src/server.ts`), as a deployment runs two. */
export interface ApiProcess {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** What it printed so far (its log lines and banners). */
  output(): string;
  /** SIGTERM, then its exit. */
  stop(): Promise<void>;
}

/**
 * Starts `api/src/server.ts` on a free port with `env` (DATABASE_URL, REDIS_URL… of the test):
 * resolves once it listens. No demo, an empty web root, a data folder of its own.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
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
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /portal listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`API process exited (${code}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
