import fp from 'fastify-plugin';
import { lockDataDir, makePrivate } from '../db/data-dir';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database (or takes one the caller owns, as tests do) and brings its schema up to
 * date before any route can run.
 */
export default fp<{ db?: Db }>(
  async function dbPlugin(fastify, options) {
    const { database, dataDir } = fastify.config;
    let release = () => {};
    if (!options.db && database.kind === 'pglite' && database.dataDir) {
      // One process per embedded database, and its files readable by this user only.
      makePrivate(dataDir);
      release = lockDataDir(dataDir);
    }
    let db: Db;
    try {
      db =
        options.db ??
        (await openDb(database, {
          waitSeconds: fastify.config.startupWaitSeconds,
          log: (line) => fastify.log.warn(line),
        }));
    } catch (error) {
      release();
      throw error;
    }
    if (!options.db) {
      fastify.addHook('onClose', async () => {
        await db.close();
        release();
      });
    }
    const applied = await migrate(db);
    if (applied.length > 0) fastify.log.info({ applied }, 'database migrations applied');
    fastify.decorate('db', db);
  },
  { name: 'db', dependencies: ['config'] },
);
