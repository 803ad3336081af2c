import type { DatabaseConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { addressOf, untilAnswers } from './wait';

export interface OpenOptions {
  /** How long to wait for a PostgreSQL that does not answer yet (STARTUP_WAIT_SECONDS). */
  waitSeconds?: number;
  /** Where each "retrying" line goes. */
  log?: (line: string) => void;
}

export function openDb(config: DatabaseConfig, options: OpenOptions = {}): Promise<Db> {
  if (config.kind === 'pglite') return openPglite(config.dataDir);
  return untilAnswers(
    `PostgreSQL at ${addressOf(config.url, 5432)}`,
    () => openPostgres(config.url, config.poolSize),
    { waitSeconds: options.waitSeconds ?? 0, log: options.log ?? (() => undefined) },
  );
}
