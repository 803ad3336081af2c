import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { REPO_ROOT } from '../../src/config';
import { createAccount, login, testConfig } from '../helper';

/** Every file and folder below dir with its permission bits. */
function modes(dir: string): { path: string; mode: number; folder: boolean }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, mode: statSync(path).mode & 0o777, folder: entry.isDirectory() };
  });
}

describe('the embedded data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = () => {
    const base = testConfig();
    rmSync(base.dataDir, { recursive: true, force: true });
    return {
      ...base,
      dataDir,
      database: { kind: 'pglite' as const, dataDir: join(dataDir, 'pglite') },
    };
  };

  it('belongs to one process: a second one is refused with a clear message and nothing is lost', async () => {
    const first = await buildApp(config());
    try {
      const account = await createAccount(first);

      // In this process...
      await expect(buildApp(config())).rejects.toThrow(
        `DATA_DIR ${dataDir} is in use by another portal process (pid ${process.pid})`,
      );
      // ...and as a second `npm start`: it exits with the message.
      const second = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'server.ts')],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            PORT: '0',
            DEMO_ACCOUNT: 'false',
            LOG_LEVEL: 'silent',
            NODE_ENV: 'development',
          },
          encoding: 'utf8',
          timeout: 180_000,
        },
      );
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is in use by another portal process (pid ${process.pid})`);

      // The first process still serves its data.
      expect((await login(first, account.email, account.password)).statusCode).toBe(200);
    } finally {
      await first.close();
    }
  });

  it('is private: the folder and its folders 0700, every file 0600', () => {
    const entries = modes(dataDir);
    expect(entries.length).toBeGreaterThan(100); // the whole PGlite cluster is there
    const loose = entries.filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600));
    expect(loose.map(({ path, mode }) => `${path} ${mode.toString(8)}`)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('takes over the lock of a process that is gone, with every account still there', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dataDir, 'portal.lock'), gone.stdout);
    const app = await buildApp(config());
    try {
      const rows = await app.db.query('SELECT id FROM accounts');
      expect(rows.length).toBe(1);
    } finally {
      await app.close();
    }
  });
});
