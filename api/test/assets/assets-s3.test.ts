import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, loadConfig, type S3StorageConfig } from '../../src/config';
import { externalParts } from '../../src/doctor';
import { signedAssetUrl } from '../../src/assets/asset-urls';
import { s3Storage } from '../../src/assets/asset-storage';
import { moveToBucket } from '../../src/assets/move-to-bucket';
import { TEST_PG_URL, describeEachDb } from '../helper';
import { customer, multipart, picture, profilePayload } from '../profiles-helper';

const BUCKETS = ['pglite-up', 'pglite-move', 'postgres-up', 'postgres-move'];
const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: BUCKETS.map((name) => ({ name })),
});
/**
 * s3rver answers a PUT once its hashing stream ends, before the file it writes is flushed
 * (stores/filesystem.js resolves on the transform's 'finish', not the write stream's): on a busy
 * machine a HEAD right after saw 0 bytes, and the storage's own check refused the object. S3 answers
 * only once the object is stored, so the double waits for the file's bytes before it answers.
 */
interface StoredObject {
  bucket: string;
  key: string;
}
const store = (
  server as unknown as {
    store: {
      putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
      getResourcePath(bucket: string, key: string, kind: 'object'): string;
    };
  }
).store;
const putObject = store.putObject.bind(store);
store.putObject = async (object) => {
  const stored = await putObject(object);
  const path = store.getResourcePath(object.bucket, object.key, 'object');
  const until = Date.now() + 10_000;
  while ((await stat(path)).size < stored.size && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return stored;
};
let endpoint = '';
beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const s3Config = (bucket: string, publicBaseUrl: string | null = null): S3StorageConfig => ({
  kind: 's3',
  bucket,
  region: 'us-east-1',
  endpoint,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
  publicBaseUrl,
});

/** The bucket's objects: key → ETag (changes when an object is written again with other bytes). */
async function bucket(name: string): Promise<Map<string, string>> {
  const { client } = s3Storage(s3Config(name));
  const listed = await client.send(new ListObjectsV2Command({ Bucket: name }));
  return new Map((listed.Contents ?? []).map((object) => [object.Key!, object.ETag!]));
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describeEachDb('pictures in object storage', (ctx) => {
  let app: FastifyInstance;
  const up = `${ctx.kind}-up`;
  beforeAll(async () => {
    app = await ctx.buildTestApp({ assetStorage: s3Config(up) });
  });

  const upload = async (headers: Record<string, string>) => {
    const file = multipart('logo.png', 'image/png', await picture(200, 200));
    const res = await app.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: file.payload,
      headers: { ...headers, ...file.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  };
  const row = (id: string) =>
    ctx
      .db()
      .one<{ content: Uint8Array | null; object_key: string | null; sha256: string }>(
        'SELECT content, object_key, sha256 FROM assets WHERE id = $1',
        [id],
      );

  it('stores an upload in the bucket and redirects its signed URL there', async () => {
    const owner = await customer(app, 5);
    const { id, url } = await upload(owner.headers);
    expect([...(await bucket(up)).keys()]).toContain(`assets/${id}`);
    const stored = await row(id);
    expect(stored).toMatchObject({ content: null, object_key: `assets/${id}` });

    const redirect = await app.inject({ method: 'GET', url });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, max-age=3600');
    const location = redirect.headers.location as string;
    expect(location).toMatch(new RegExp(`^${endpoint}/${up}/assets/${id}\\?.*X-Amz-Signature=`));
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(sha(Buffer.from(await object.arrayBuffer()))).toBe(stored!.sha256);

    // The same URL all hour: the browser's cache of the picture keeps working.
    expect((await app.inject({ method: 'GET', url })).headers.location).toBe(location);
    const asked = await app.inject({
      method: 'GET',
      url: `/v2/resources/assets/${id}?noRedirect=true`,
      headers: owner.headers,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ url });
    const forged = await app.inject({ method: 'GET', url: url.replace(/sig=.{4}/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);
    expect(forged.headers.location).toBeUndefined();
  });

  it('stops serving a deleted picture from the bucket URL handed out earlier (item 9)', async () => {
    const owner = await customer(app, 5);
    /** Where the picture's signed URL sends a browser: the object's presigned URL. */
    const objectUrl = async (url: string) => {
      const redirect = await app.inject({ method: 'GET', url });
      expect(redirect.statusCode).toBe(302);
      return redirect.headers.location as string;
    };
    const first = await upload(owner.headers);
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: first.id }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const profileId = created.json().userId as string;
    const firstObject = await objectUrl(first.url);
    expect((await fetch(firstObject)).status).toBe(200);

    // The logo replaced by an edit: the old one's URL, valid for another hour, serves nothing.
    const second = await upload(owner.headers);
    const edited = await app.inject({
      method: 'PUT',
      url: `/v2/companies/${profileId}`,
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: second.id }),
    });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    expect((await fetch(firstObject)).status).toBe(404);
    const secondObject = await objectUrl(second.url);
    expect((await fetch(secondObject)).status).toBe(200);

    // The profile deleted: its logo's URL serves nothing either.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${profileId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await fetch(secondObject)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
  });

  it("deletes a picture's object once its row is gone: profile deleted, upload swept", async () => {
    const owner = await customer(app, 5);
    const logo = await upload(owner.headers);
    const stale = await upload(owner.headers);
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: logo.id }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${created.json().userId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    await ctx
      .db()
      .query(`UPDATE assets SET created_at = now() - interval '25 hours' WHERE id = $1`, [
        stale.id,
      ]);
    expect((await bucket(up)).has(`assets/${stale.id}`)).toBe(true);
    await app.sweepStaleUploads();
    // The stale upload's row is gone, and its object with it.
    expect(await row(stale.id)).toBeFalsy();
    const left = await bucket(up);
    expect(left.has(`assets/${logo.id}`)).toBe(false);
    expect(left.has(`assets/${stale.id}`)).toBe(false);
  });

  // PGlite's one connection cannot list the object beside the open transaction (see insert()).
  it.skipIf(ctx.kind === 'pglite')(
    'leaves no object behind for an upload whose transaction rolled back',
    async () => {
      const owner = await customer(app, 5);
      const id = randomUUID();
      const image = await picture(200, 200);
      await expect(
        ctx.db().transaction(async (tx) => {
          await app.assetsRepository.insert(
            {
              id,
              accountId: owner.id,
              kind: 'photo',
              contentType: 'image/png',
              width: 200,
              height: 200,
              bytes: image,
              sha256: sha(image),
            },
            tx,
          );
          throw new Error('the profile was refused');
        }),
      ).rejects.toThrow('refused');
      expect((await bucket(up)).has(`assets/${id}`)).toBe(true);
      await ctx
        .db()
        .query(`UPDATE asset_objects_deleted SET deleted_at = now() - interval '1 hour'`);
      await app.sweepStaleUploads();
      expect((await bucket(up)).has(`assets/${id}`)).toBe(false);
      // A committed upload of the same time keeps its object.
      const kept = await upload(owner.headers);
      await ctx
        .db()
        .query(`UPDATE asset_objects_deleted SET deleted_at = now() - interval '1 hour'`);
      await app.sweepStaleUploads();
      expect((await bucket(up)).has(`assets/${kept.id}`)).toBe(true);
    },
  );

  it('redirects to the CDN in front of the bucket when there is one', async () => {
    const cdn = await ctx.buildTestApp({
      assetStorage: s3Config(up, 'https://pictures.example.com'),
    });
    const owner = await customer(cdn, 5);
    const file = multipart('logo.png', 'image/png', await picture(200, 200));
    const res = await cdn.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: file.payload,
      headers: { ...owner.headers, ...file.headers },
    });
    const redirect = await cdn.inject({ method: 'GET', url: res.json().url });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`https://pictures.example.com/assets/${res.json().id}`);
    expect(redirect.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('moves the pictures the database holds: resumable, idempotent, nothing lost', async () => {
    const move = `${ctx.kind}-move`;
    const inDb = await ctx.buildTestApp();
    const owner = await customer(inDb, 5);
    for (let i = 0; i < 3; i++) {
      const file = multipart('logo.png', 'image/png', await picture(200 + i, 200));
      const res = await inDb.inject({
        method: 'POST',
        url: '/v2/resources/assets?kind=logo',
        payload: file.payload,
        headers: { ...owner.headers, ...file.headers },
      });
      expect(res.statusCode).toBe(201);
    }
    const held = await ctx
      .db()
      .query<{ id: string; content: Uint8Array }>(
        'SELECT id, content FROM assets WHERE object_key IS NULL ORDER BY id',
      );
    expect(held.length).toBeGreaterThanOrEqual(3);
    const storage = s3Storage(s3Config(move));

    // Killed right after writing its second object, before recording it.
    expect(await moveToBucket(ctx.db(), storage, { batch: 2, stopAfter: 2 })).toEqual({
      moved: 1,
      finished: false,
    });
    expect((await bucket(move)).size).toBe(2);
    const second = await row(held[1]!.id);
    expect(second!.object_key).toBeNull();
    expect(second!.content).not.toBeNull();

    const rerun = await moveToBucket(ctx.db(), storage, { batch: 2 });
    expect(rerun).toEqual({ moved: held.length - 1, finished: true });
    const objects = await bucket(move);
    expect([...objects.keys()].sort()).toEqual(held.map((asset) => `assets/${asset.id}`).sort());
    const after = await ctx
      .db()
      .query<{ id: string }>(
        'SELECT id FROM assets WHERE id = ANY($1::uuid[]) AND content IS NULL AND object_key IS NOT NULL',
        [held.map((asset) => asset.id)],
      );
    expect(after).toHaveLength(held.length);

    // Nothing left to move; the bucket is as it was.
    expect(await moveToBucket(ctx.db(), storage)).toEqual({ moved: 0, finished: true });
    expect(await bucket(move)).toEqual(objects);

    // Every picture is served from the bucket, byte for byte.
    const moved = await ctx.buildTestApp({ assetStorage: s3Config(move) });
    for (const asset of held) {
      const content = await moved.inject({
        method: 'GET',
        url: signedAssetUrl(moved.config.jwtSecret, asset.id),
      });
      expect(content.statusCode).toBe(302);
      const object = await fetch(content.headers.location as string);
      expect(Buffer.from(await object.arrayBuffer()).equals(Buffer.from(asset.content))).toBe(true);
    }
  });

  it.skipIf(ctx.kind !== 'postgres')(
    'npm run assets:migrate moves them with the API settings',
    async () => {
      const inDb = await ctx.buildTestApp();
      const owner = await customer(inDb, 5);
      const file = multipart('logo.png', 'image/png', await picture(200, 200));
      const { id } = (
        await inDb.inject({
          method: 'POST',
          url: '/v2/resources/assets?kind=logo',
          payload: file.payload,
          headers: { ...owner.headers, ...file.headers },
        })
      ).json();
      const held = await ctx
        .db()
        .one<{ count: number }>(
          'SELECT count(*)::int AS count FROM assets WHERE object_key IS NULL',
        );
      const name = (await ctx.db().one<{ name: string }>('SELECT current_database() AS name'))!
        .name;
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${name}`;
      const run = await promisify(execFile)('npm', ['run', '--silent', 'assets:migrate'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: url.toString(),
          ASSETS_S3_BUCKET: up,
          ASSETS_S3_ENDPOINT: endpoint,
          ASSETS_S3_ACCESS_KEY_ID: 'S3RVER',
          ASSETS_S3_SECRET_ACCESS_KEY: 'S3RVER',
          ASSETS_S3_FORCE_PATH_STYLE: 'true',
        },
      });
      expect(run.stdout).toContain(`${held!.count} picture(s) moved to bucket ${up}`);
      expect((await bucket(up)).has(`assets/${id}`)).toBe(true);
      expect(await row(id)).toMatchObject({ content: null, object_key: `assets/${id}` });
    },
  );
});

describe('the settings of object storage', () => {
  const base = {
    DATA_DIR: directory,
    JWT_SECRET: 'x'.repeat(8) + 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  };

  it('reads ASSETS_S3_* and says which storage serves pictures', () => {
    const config = loadConfig({
      ...base,
      ASSETS_S3_BUCKET: 'portal-pictures',
      ASSETS_S3_ENDPOINT: 'https://minio.internal:9000',
      ASSETS_S3_ACCESS_KEY_ID: 'key',
      ASSETS_S3_SECRET_ACCESS_KEY: 'secret',
      ASSETS_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.assetStorage).toMatchObject({
      kind: 's3',
      bucket: 'portal-pictures',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(externalParts(config).find((row) => row.part === 'object storage')).toMatchObject({
      uses: 'pictures in bucket portal-pictures (minio.internal:9000)',
      status: 'real',
    });
    expect(loadConfig(base).assetStorage).toEqual({ kind: 'database' });
  });

  it('refuses half a bucket configuration', () => {
    expect(() =>
      loadConfig({ ...base, ASSETS_S3_ENDPOINT: 'https://minio.internal:9000' }),
    ).toThrow(/ASSETS_S3_BUCKET: is required with ASSETS_S3_ENDPOINT/);
    expect(() =>
      loadConfig({ ...base, ASSETS_S3_BUCKET: 'b', ASSETS_S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(/ASSETS_S3_SECRET_ACCESS_KEY: is required with ASSETS_S3_ACCESS_KEY_ID/);
  });
});
