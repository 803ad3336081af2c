import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { assetStorage } from '../assets/asset-storage';
import { moveToBucket } from '../assets/move-to-bucket';

/**
 * `npm run assets:migrate` (docs/operations.md#pictures-in-object-storage): moves the pictures the
 * database holds to the bucket of ASSETS_S3_*. Safe to run while the API serves (PostgreSQL), to
 * stop at any moment and to run again.
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env, { refuseFallbacks: false });
  if (config.assetStorage.kind !== 's3')
    throw new Error('ASSETS_S3_BUCKET is not set: there is no bucket to move pictures to');
  // The embedded database has one user at a time: the API must be stopped.
  const unlock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  const db = await openDb(config.database);
  try {
    await migrate(db);
    const { moved } = await moveToBucket(db, assetStorage(config));
    console.log(`${moved} picture(s) moved to bucket ${config.assetStorage.bucket}`);
    return 0;
  } finally {
    await db.close();
    unlock();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`\n  Not done: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
