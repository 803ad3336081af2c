import { Readable, Writable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Config, S3StorageConfig } from '../config';
import type { Db } from '../db/db';

/** A database piece of a ZIP (data_export_chunks); an S3 part is larger (its minimum is 5 MiB). */
export const DATABASE_CHUNK_BYTES = 1024 * 1024;
const S3_PART_BYTES = 8 * 1024 * 1024;

/** A ZIP being written: a Writable stream; `done()` once it finished says where it is. */
export interface ExportSink {
  stream: Writable;
  /** After the stream finished: the object's key and its size. */
  done(): Promise<{ key: string; byteSize: number }>;
  /** The build failed: what was written goes. */
  abort(): Promise<void>;
}

/**
 * Where the export ZIPs live: where the pictures do (api/src/assets/asset-storage.ts). With a
 * bucket, an object `exports/<account>/<export>.zip` written by a multipart upload (8 MiB parts);
 * in the database, 1 MiB rows of data_export_chunks. Either way the ZIP streams through: at most
 * one part in memory while it is written, one piece while it is read.
 */
export interface ExportStorage {
  readonly kind: 'database' | 's3';
  sink(accountId: string, exportId: string): Promise<ExportSink>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

/** Collects written bytes into pieces of `size` and hands each to `flush`, in order. */
function pieces(size: number, flush: (piece: Buffer) => Promise<void>, final: () => Promise<void>) {
  let held: Buffer[] = [];
  let heldBytes = 0;
  const take = () => {
    const piece = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return piece;
  };
  return new Writable({
    highWaterMark: size,
    write(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < size) return callback();
      const all = take();
      let chain = Promise.resolve();
      for (let at = 0; at < all.length; at += size) {
        const piece = all.subarray(at, at + size);
        if (piece.length < size) {
          held = [Buffer.from(piece)];
          heldBytes = piece.length;
        } else chain = chain.then(() => flush(piece));
      }
      chain.then(() => callback(), callback);
    },
    final(callback) {
      const rest = heldBytes > 0 ? take() : null;
      (rest ? flush(rest) : Promise.resolve()).then(final).then(() => callback(), callback);
    },
  });
}

export function databaseExportStorage(db: Db): ExportStorage {
  return {
    kind: 'database',
    async sink(_accountId, exportId) {
      // A new attempt replaces whatever the last one wrote.
      await db.query('DELETE FROM data_export_chunks WHERE export_id = $1', [exportId]);
      let seq = 0;
      let byteSize = 0;
      const stream = pieces(
        DATABASE_CHUNK_BYTES,
        async (piece) => {
          await db.query(
            'INSERT INTO data_export_chunks (export_id, seq, bytes) VALUES ($1, $2, $3)',
            [exportId, seq, piece],
          );
          seq += 1;
          byteSize += piece.length;
        },
        async () => {},
      );
      return {
        stream,
        done: async () => ({ key: `database:${exportId}`, byteSize }),
        abort: async () => {
          await db.query('DELETE FROM data_export_chunks WHERE export_id = $1', [exportId]);
        },
      };
    },
    read(key) {
      const exportId = key.slice('database:'.length);
      async function* chunks() {
        // One piece per statement: the file is never read whole.
        for (let seq = 0; ; seq += 1) {
          const row = await db.one<{ bytes: Uint8Array }>(
            'SELECT bytes FROM data_export_chunks WHERE export_id = $1 AND seq = $2',
            [exportId, seq],
          );
          if (!row) return;
          yield Buffer.from(row.bytes);
        }
      }
      return Readable.from(chunks());
    },
    async remove(key) {
      if (!key.startsWith('database:')) return;
      await db.query('DELETE FROM data_export_chunks WHERE export_id = $1', [
        key.slice('database:'.length),
      ]);
    },
  };
}

export function s3ExportStorage(config: S3StorageConfig): ExportStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async sink(accountId, exportId) {
      const Key = `exports/${accountId}/${exportId}.zip`;
      const created = await client.send(
        new CreateMultipartUploadCommand({
          Bucket,
          Key,
          ContentType: 'application/zip',
          // Never cached: the link's checks run at each download.
          CacheControl: 'private, no-store',
        }),
      );
      const UploadId = created.UploadId;
      if (!UploadId) throw new Error('the bucket started no multipart upload');
      const parts: { ETag: string; PartNumber: number }[] = [];
      let byteSize = 0;
      const stream = pieces(
        S3_PART_BYTES,
        async (piece) => {
          const PartNumber = parts.length + 1;
          const answer = await client.send(
            new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: piece }),
          );
          if (!answer.ETag) throw new Error(`part ${PartNumber} of ${Key} not stored`);
          parts.push({ ETag: answer.ETag, PartNumber });
          byteSize += piece.length;
        },
        async () => {
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key,
              UploadId,
              MultipartUpload: { Parts: parts },
            }),
          );
        },
      );
      return {
        stream,
        done: async () => ({ key: Key, byteSize }),
        abort: async () => {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
        },
      };
    },
    read(key) {
      async function* body() {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new Error(`object ${key} has no body`);
        yield* answer.Body as Readable;
      }
      return Readable.from(body());
    },
    async remove(key) {
      if (key.startsWith('database:')) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

export const exportStorage = (config: Config, db: Db): ExportStorage =>
  config.assetStorage.kind === 's3'
    ? s3ExportStorage(config.assetStorage)
    : databaseExportStorage(db);
