import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteFilesOf } from '../../src/web/first-screen';
import { describeEachDb } from '../helper';

/** A manifest as the remotes' build writes it (only what the page needs of it). */
function manifest(loginChunk: string) {
  return {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './LoginPage',
        assets: {
          js: {
            sync: [loginChunk, '__federation_expose_LoginPage.1a2b3c4d.js'],
            async: ['9.js', 'messages-en-us.2b3c4d5e.js', 'messages-fr.3c4d5e6f.js'],
          },
          css: { sync: ['__federation_expose_LoginPage.5e6f7a8b.css'], async: [] },
        },
      },
    ],
  };
}

describe('remoteFilesOf', () => {
  it("resolves a remote's files against its manifest's folder", () => {
    expect(remoteFilesOf('/remotes/auth/mf-manifest.json', manifest('175.0a0b0c0d.js'))).toEqual({
      manifest: '/remotes/auth/mf-manifest.json',
      entry: '/remotes/auth/remoteEntry.js',
      modules: {
        './LoginPage': {
          js: [
            '/remotes/auth/175.0a0b0c0d.js',
            '/remotes/auth/__federation_expose_LoginPage.1a2b3c4d.js',
          ],
          css: ['/remotes/auth/__federation_expose_LoginPage.5e6f7a8b.css'],
        },
      },
      // The remote's catalogue per language, for the page to preload the visitor's own.
      messages: {
        'en-us': '/remotes/auth/messages-en-us.2b3c4d5e.js',
        fr: '/remotes/auth/messages-fr.3c4d5e6f.js',
      },
    });
  });

  it("names the files of the remote's direct build when it has one, its runtime as the entry", () => {
    const direct = {
      ...manifest('175.0a0b0c0d.js'),
      direct: {
        exposes: {
          './LoginPage': {
            js: ['direct/entry-runtime.11111111.js', 'direct/entry-LoginPage.22222222.js'],
            css: ['direct/LoginPage.33333333.css'],
          },
        },
        messages: { fr: 'direct/messages-fr.44444444.js' },
      },
    };
    expect(remoteFilesOf('/remotes/auth/mf-manifest.json', direct)).toEqual({
      manifest: '/remotes/auth/mf-manifest.json',
      entry: '/remotes/auth/direct/entry-runtime.11111111.js',
      modules: {
        './LoginPage': {
          js: ['/remotes/auth/direct/entry-LoginPage.22222222.js'],
          css: ['/remotes/auth/direct/LoginPage.33333333.css'],
        },
      },
      messages: { fr: '/remotes/auth/direct/messages-fr.44444444.js' },
    });
  });

  it('gives no files for a manifest that loads them from elsewhere', () => {
    const elsewhere = manifest('175.0a0b0c0d.js');
    elsewhere.metaData.publicPath = 'https://cdn.example.com/auth/';
    expect(remoteFilesOf('/remotes/auth/mf-manifest.json', elsewhere)).toBeNull();
  });
});

describeEachDb('the shell page with first-screen preloads', (ctx) => {
  const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
  const shell = join(webRoot, 'shell', 'dist');
  const auth = join(webRoot, 'remote-auth', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(auth, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>shell</title><script defer src="main.3f9a1c2b.js"></script></head><body></body></html>',
  );
  // The build's script: here one that shows what the server handed it.
  writeFileSync(
    join(shell, 'first-screen.json'),
    JSON.stringify({ preload: 'function(remotes){window.remotes=remotes}' }),
  );
  const writeManifest = (loginChunk: string) =>
    writeFileSync(join(auth, 'mf-manifest.json'), JSON.stringify(manifest(loginChunk)));
  writeManifest('175.0a0b0c0d.js');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  const inlineScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1];

  it("puts the remotes' files in the page, before main.js, allowed by the page's CSP", async () => {
    const app = await ctx.buildTestApp({ webRoot });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const script = inlineScript(res.body)!;
    expect(script).toContain('"entry":"/remotes/auth/remoteEntry.js"');
    expect(script).toContain('/remotes/auth/175.0a0b0c0d.js');
    expect(res.body.indexOf(script)).toBeLessThan(res.body.indexOf('main.3f9a1c2b.js'));
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Compressed for a browser that asks.
    const named = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(named.headers['content-encoding']).toBe('br');
    expect(named.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(named.rawPayload).toString()).toBe(res.body);
  });

  it("follows a remote's new build without a restart", async () => {
    const app = await ctx.buildTestApp({ webRoot });
    expect((await app.inject({ url: '/' })).body).toContain('175.0a0b0c0d.js');
    writeManifest('175.99887766.js');
    // A later modification time, as a deployment gives it, even within the file system's tick.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(auth, 'mf-manifest.json'), later, later);
    const body = (await app.inject({ url: '/' })).body;
    expect(body).toContain('175.99887766.js');
    expect(body).not.toContain('175.0a0b0c0d.js');
  });

  it('names no files of a remote the runtime config puts elsewhere', async () => {
    const app = await ctx.buildTestApp({
      webRoot,
      remoteUrls: {
        auth: 'https://cdn.example.com/auth/mf-manifest.json',
        checkout: null,
        profiles: null,
        account: null,
      },
    });
    const res = await app.inject({ url: '/' });
    expect(inlineScript(res.body)).not.toContain('/remotes/auth/');
    expect(res.headers['content-security-policy']).toContain('https://cdn.example.com');
  });

  it('sends the page as built when the build has no preload script', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(bare, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(bare, 'shell', 'dist', 'index.html'), '<title>shell</title>');
    try {
      const app = await ctx.buildTestApp({ webRoot: bare });
      const res = await app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<title>shell</title>');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
