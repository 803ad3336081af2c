import type { DatabaseConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDb(config: DatabaseConfig): Promise<Db> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize)
    : openPglite(config.dataDir);
}
