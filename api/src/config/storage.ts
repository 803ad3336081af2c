import { definePart, hostOf, noSlash, type Issue } from './setting';
import { flag, httpUrl, text, defaulted } from './values';

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** MinIO, R2, a local stand-in...; null: AWS itself. */
  endpoint: string | null;
  /** null: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** A CDN in front of the bucket: pictures redirect to <this>/<key> instead of a presigned URL. */
  publicBaseUrl: string | null;
}

export interface StorageConfig {
  /** Where pictures' bytes live: in the database (the default), or in an S3-compatible bucket. */
  assetStorage: { kind: 'database' } | S3StorageConfig;
}

/** Settings of a bucket: without ASSETS_S3_BUCKET they would silently keep pictures in the database. */
const BUCKET_SETTINGS = [
  'ASSETS_S3_ENDPOINT',
  'ASSETS_S3_ACCESS_KEY_ID',
  'ASSETS_S3_SECRET_ACCESS_KEY',
  'ASSETS_PUBLIC_BASE_URL',
] as const;

export const storage = definePart({
  name: 'object storage',
  settings: {
    ASSETS_S3_BUCKET: {
      schema: text(),
      default: '(none)',
      example: 'portal-pictures',
      description:
        'S3-compatible bucket pictures are stored in (AWS S3, MinIO, R2...); unset: in the database. Existing pictures move with `npm run assets:migrate`.',
    },
    ASSETS_S3_REGION: defaulted({
      schema: text(),
      default: 'us-east-1',
      example: 'eu-west-3',
      description: "The bucket's region (`auto` for R2).",
    }),
    ASSETS_S3_ENDPOINT: {
      schema: httpUrl(),
      default: '(AWS)',
      example: 'https://s3.example.com',
      description: 'Endpoint of an S3-compatible service other than AWS (MinIO, R2...).',
    },
    ASSETS_S3_ACCESS_KEY_ID: {
      schema: text(),
      default: '(none)',
      example: '…',
      description:
        "Access key of the bucket, with ASSETS_S3_SECRET_ACCESS_KEY; unset: the SDK's own credentials (an instance role, AWS_* variables).",
    },
    ASSETS_S3_SECRET_ACCESS_KEY: {
      schema: text(),
      default: '(none)',
      example: '…',
      description: 'Its secret.',
    },
    ASSETS_S3_FORCE_PATH_STYLE: defaulted({
      schema: flag(),
      default: 'false',
      description: '`true` addresses the bucket as <endpoint>/<bucket> (MinIO and most stand-ins).',
    }),
    ASSETS_PUBLIC_BASE_URL: {
      schema: httpUrl(),
      default: '(none)',
      example: 'https://pictures.example.com',
      description:
        "A CDN in front of the bucket: pictures redirect to <this>/<key> instead of a presigned URL of the bucket (an hour's).",
    },
  },
  together: [[['ASSETS_S3_ACCESS_KEY_ID', 'ASSETS_S3_SECRET_ACCESS_KEY'], 'the pictures bucket']],
  check: (env) => {
    const without = BUCKET_SETTINGS.filter((name) => env[name]);
    const issues: Issue[] = [];
    if (without.length > 0 && !env.ASSETS_S3_BUCKET)
      issues.push(['ASSETS_S3_BUCKET', `is required with ${without.join(', ')}`]);
    return issues;
  },
  read: (env): StorageConfig => ({
    assetStorage: env.ASSETS_S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.ASSETS_S3_BUCKET,
          region: env.ASSETS_S3_REGION,
          endpoint: env.ASSETS_S3_ENDPOINT ?? null,
          credentials:
            env.ASSETS_S3_ACCESS_KEY_ID && env.ASSETS_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.ASSETS_S3_ACCESS_KEY_ID,
                  secretAccessKey: env.ASSETS_S3_SECRET_ACCESS_KEY,
                }
              : null,
          forcePathStyle: env.ASSETS_S3_FORCE_PATH_STYLE,
          publicBaseUrl: env.ASSETS_PUBLIC_BASE_URL ? noSlash(env.ASSETS_PUBLIC_BASE_URL) : null,
        }
      : { kind: 'database' },
  }),
  // Pictures in the database are a choice, not a stand-in: no ALLOW_ for them.
  doctor: ({ assetStorage: store }) => [
    store.kind === 's3'
      ? {
          part: 'object storage',
          uses: `pictures in bucket ${store.bucket} (${
            store.endpoint ? hostOf(store.endpoint) : 'AWS S3'
          }${store.publicBaseUrl ? `, served by ${hostOf(store.publicBaseUrl)}` : ''})`,
          status: 'real',
        }
      : { part: 'object storage', uses: 'none: pictures in the database', status: 'real' },
  ],
});
