import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config, S3StorageConfig } from '../config';

/**
 * Where the bytes of a picture live. The database storage keeps them in the asset's row (the
 * embedded default); the S3 storage writes them to a bucket and the row keeps the object's key.
 */
export interface AssetStorage {
  readonly kind: 'database' | 's3';
  /** Whether url() answers the same URL for good (a CDN's) rather than a presigned one. */
  readonly lastingUrls: boolean;
  /** Stores the bytes of asset `id`; the object's key, or null when the row keeps the bytes. */
  put(id: string, bytes: Uint8Array, contentType: string): Promise<string | null>;
  /** Where a browser reads the object from (302 target of the signed asset URL). */
  url(key: string): Promise<string>;
  remove(keys: string[]): Promise<void>;
}

export const databaseStorage: AssetStorage = {
  kind: 'database',
  lastingUrls: false,
  put: async () => null,
  url: async () => {
    // A row moved to a bucket while ASSETS_S3_* was set: only that bucket has its bytes.
    throw new Error('this picture is in a bucket, but ASSETS_S3_BUCKET is not set');
  },
  remove: async () => {},
};

const HOUR_MS = 3600_000;

/** The object of asset `id` in the bucket. */
export const objectKey = (id: string) => `assets/${id}`;

export function s3Storage(config: S3StorageConfig): AssetStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    lastingUrls: config.publicBaseUrl !== null,
    client,
    async put(id, bytes, contentType) {
      const Key = objectKey(id);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          // A key is never written twice with other bytes: a new picture is a new asset.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      // Confirmed by reading it back, since the caller may then drop the only other copy.
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      if (head.ContentLength !== bytes.length)
        throw new Error(`object ${Key}: ${head.ContentLength} bytes stored of ${bytes.length}`);
      return Key;
    },
    async url(key) {
      if (config.publicBaseUrl) return `${config.publicBaseUrl}/${key}`;
      // Signed at the start of the hour and valid two: the same URL all hour long, so the browser's
      // cache of it keeps working, and always at least an hour of validity left.
      const signingDate = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: 7200,
        signingDate,
      });
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (answer.Errors?.length)
          throw new Error(`objects not deleted: ${answer.Errors.map((e) => e.Key).join(', ')}`);
      }
    },
  };
}

export const assetStorage = (config: Config): AssetStorage =>
  config.assetStorage.kind === 's3' ? s3Storage(config.assetStorage) : databaseStorage;
