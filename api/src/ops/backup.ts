import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fchmodSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../config';
import { lockDataDir } from '../db/data-dir';

/**
 * `npm run db:backup [-- file]` and `npm run db:restore -- file` (docs/operations.md#backups):
 * PostgreSQL through pg_dump/pg_restore, the embedded PGlite through its own dump of its data
 * folder, taken while no API has it open.
 */

/** pg_dump and pg_restore get the password in their environment, never on the command line. */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      failed(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (PostgreSQL's client tools)`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? done() : failed(new Error(`${command} failed (exit ${code}):\n${stderr}`)),
    );
  });
}

/** The embedded database, opened by this process alone (an API running on it is refused). */
async function withDataDirLocked<T>(config: Config, work: () => Promise<T>): Promise<T> {
  const release = lockDataDir(config.dataDir);
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Creates (or empties) the backup's file readable by its owner alone, whatever the umask or the
 * mode of an older file at that path: it holds every customer's data and password hashes.
 * pg_dump then writes into it and keeps its mode.
 */
function privateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const fd = openSync(file, 'w', 0o600);
  try {
    fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
}

export async function backupDatabase(config: Config, file: string): Promise<void> {
  const { database } = config;
  if (database.kind === 'postgres') {
    const { dbname, env } = libpqTarget(database.url);
    privateFile(file);
    // A custom-format dump is one consistent snapshot, taken while the API keeps running.
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    return;
  }
  const dataDir = database.dataDir;
  if (!dataDir || !existsSync(dataDir)) throw new Error(`no embedded database at ${dataDir}`);
  await withDataDirLocked(config, async () => {
    const pg = await PGlite.create(dataDir);
    try {
      const dump = await pg.dumpDataDir('gzip');
      privateFile(file);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  });
}

/** Replaces the database by the backup's; returns where the replaced embedded database went. */
export async function restoreDatabase(config: Config, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const { database } = config;
  if (database.kind === 'postgres') {
    const { dbname, env } = libpqTarget(database.url);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        // All or nothing: a failure leaves the database as it was.
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return null;
  }
  const dataDir = database.dataDir;
  if (!dataDir) throw new Error('the embedded database is in memory: nothing to restore into');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  return withDataDirLocked(config, async () => {
    const dump = new Blob([readFileSync(file)]);
    // The current database is kept aside until the restored one has opened.
    const aside = existsSync(dataDir)
      ? `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      : null;
    if (aside) renameSync(dataDir, aside);
    try {
      const pg = await PGlite.create(dataDir, { loadDataDir: dump });
      await pg.query('SELECT 1');
      await pg.close();
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      if (aside) renameSync(aside, dataDir);
      throw error;
    }
    return aside;
  });
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

async function main(action: string | undefined, fileArg: string | undefined): Promise<number> {
  const config = loadConfig(process.env, { refuseFallbacks: false });
  const where =
    config.database.kind === 'postgres'
      ? `PostgreSQL ${new URL(config.database.url).host}${new URL(config.database.url).pathname}`
      : `embedded database in ${config.database.dataDir}`;
  if (action === 'backup') {
    const extension = config.database.kind === 'postgres' ? 'dump' : 'tar.gz';
    const file = resolve(fileArg ?? `backups/portal-${stamp()}.${extension}`);
    await backupDatabase(config, file);
    console.log(`Backed up the ${where} to ${file}`);
    return 0;
  }
  if (action === 'restore' && fileArg) {
    const aside = await restoreDatabase(config, resolve(fileArg));
    console.log(`Restored the ${where} from ${resolve(fileArg)}`);
    if (aside) console.log(`The database it replaced is in ${aside}: delete it once satisfied.`);
    return 0;
  }
  console.error('usage: npm run db:backup [-- <file>]  |  npm run db:restore -- <file>');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2], process.argv[3]).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      // A refusal (an API holds DATA_DIR, a bad setting, pg_dump's own message) is one message.
      console.error(`\n  Not done: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
