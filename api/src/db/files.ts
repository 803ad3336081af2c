import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where the embedded database keeps large bytes beside it rather than in its tables (an invoice
 * e-mail's PDF, docs/performance.md "2026-11-29"). PGlite runs on the API's own thread: bytes
 * written into it are parsed, stored and logged there, and its checkpoints write them again,
 * while every request waits. A file is written by Node's I/O threads instead; the row keeps its
 * key. PostgreSQL, in its own process and shared by the replicas, keeps the bytes in its rows.
 */
export interface FileStore {
  /** Writes `bytes` under `key` (a name made by the caller: letters, digits, `-`, `.`). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  remove(keys: string[]): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9.-]{0,127}$/;

function checked(key: string) {
  if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
  return key;
}

/** Files in `dir` (created with the first one). A file is written whole, then named. */
export function folderFiles(dir: string): FileStore {
  let made: Promise<unknown> | null = null;
  return {
    async put(key, bytes) {
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      const path = join(dir, checked(key));
      await writeFile(`${path}.part`, bytes, { mode: 0o600 });
      await rename(`${path}.part`, path);
    },
    async read(key) {
      try {
        return await readFile(join(dir, checked(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(join(dir, checked(key)), { force: true })));
    },
  };
}

/** In the process's memory, for a database in memory (tests). */
export function memoryFiles(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => {
      files.set(checked(key), Buffer.from(bytes));
    },
    read: async (key) => files.get(key) ?? null,
    remove: async (keys) => {
      for (const key of keys) files.delete(key);
    },
  };
}
