import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/plugins/external/compress';
import { describeEachDb } from '../helper';

describeEachDb('compression', (ctx) => {
  describe('JSON answers', () => {
    it('are compressed above the threshold, in the encoding the client prefers', async () => {
      const app = await ctx.buildTestApp();
      const plain = await app.inject({ url: '/docs/json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

      const br = await app.inject({
        url: '/docs/json',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

      const gzip = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });

    it('stay plain below the threshold', async () => {
      const app = await ctx.buildTestApp();
      const res = await app.inject({
        url: '/runtime-config.json',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toHaveProperty('remotes');
    });
  });

  describe('built web files', () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    const dist = join(webRoot, 'shell', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<title>shell</title>');
    writeFileSync(join(dist, 'main.3f9a1c2b.js'), 'plain()');
    // The build writes these beside the file; their bytes here only need to be told apart.
    writeFileSync(join(dist, 'main.3f9a1c2b.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'main.3f9a1c2b.js.gz'), 'gzip bytes');
    afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

    it('are sent precompressed with Content-Encoding and Vary, and stay immutable', async () => {
      const app = await ctx.buildTestApp({ webRoot });
      const url = '/main.3f9a1c2b.js';
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.body).toBe('brotli bytes');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.body).toBe('gzip bytes');
      expect(gzip.headers['content-encoding']).toBe('gzip');

      const plain = await app.inject({ url });
      expect(plain.body).toBe('plain()');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    });

    it('are compressed on the fly when the build wrote no compressed copy', async () => {
      const app = await ctx.buildTestApp({ webRoot });
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });
});
