import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'portal.lock';

/**
 * Makes DATA_DIR private, as PostgreSQL demands of its own data directory: the folder and every
 * folder below 0700, every file 0600, including files of an older install. The umask makes the
 * files PGlite creates later private too (process-wide, which suits a server whose every file is).
 */
export function makePrivate(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the sweep below still applies.
  }
  const sweep = (folder: string) => {
    chmodSync(folder, 0o700);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) sweep(path);
      else if (entry.isFile()) chmodSync(path, 0o600);
    }
  };
  sweep(dir);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `DATA_DIR ${dir} is in use by another portal process (pid ${pid}). Two processes on one ` +
        `embedded database would each see only their own writes. Stop the other process, or give ` +
        `this one its own DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes DATA_DIR for this process alone: a lock file holding our pid, created exclusively. A lock
 * whose process is gone (a crash, kill -9) is stale and taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DataDirInUseError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dir}`);
}
