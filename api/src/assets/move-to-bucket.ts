import type { Db } from '../db/db';
import type { AssetStorage } from './asset-storage';

export interface MoveOptions {
  batch?: number;
  /**
   * Stops after writing this many objects, before recording the last one: the worst moment for a
   * kill (the object is in the bucket and the row still holds the bytes). For tests.
   */
  stopAfter?: number;
}

/**
 * Moves the pictures the database holds to the bucket (`npm run assets:migrate`), in id order.
 * A row's bytes are cleared only once its object is confirmed written, in the same statement that
 * records the key; the key is the asset's id, so a rerun after a kill writes the same object again
 * and moves the rest. A second run finds nothing to move.
 */
export async function moveToBucket(
  db: Db,
  storage: AssetStorage,
  { batch = 50, stopAfter = Infinity }: MoveOptions = {},
): Promise<{ moved: number; finished: boolean }> {
  if (storage.kind !== 's3') throw new Error('no bucket configured (ASSETS_S3_BUCKET)');
  let moved = 0;
  let written = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db.query<{ id: string; content_type: string; content: Uint8Array }>(
      `SELECT id, content_type, content FROM assets
       WHERE object_key IS NULL AND id > $1 ORDER BY id LIMIT $2`,
      [after, batch],
    );
    if (rows.length === 0) return { moved, finished: true };
    for (const row of rows) {
      const key = (await storage.put(row.id, row.content, row.content_type))!;
      if (++written === stopAfter) return { moved, finished: false };
      const recorded = await db.query(
        `UPDATE assets SET object_key = $2, content = NULL
         WHERE id = $1 AND object_key IS NULL RETURNING id`,
        [row.id, key],
      );
      // Deleted while it was being written: its object must not outlive it.
      if (recorded.length === 0) await storage.remove([key]);
      else moved++;
      after = row.id;
    }
  }
}
