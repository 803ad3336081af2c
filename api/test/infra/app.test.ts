import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import en from '@portal/shared/i18n/catalogs/en-us';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../src/config';
import { DEMO_PHONE } from '../../src/demo/demo-seed';
import {
  REDIS_AVAILABLE,
  TEST_REDIS_URL,
  createAccount,
  describeEachDb,
  login,
  uniqueEmail,
} from '../helper';

describeEachDb('platform', (ctx) => {
  describe('demo account', () => {
    it('is created once, ACTIVE with 5 users, and survives restarts without duplicates', async () => {
      const email = uniqueEmail('demo');
      const demo = { enabled: true, email, password: 'demo-portal-1' };
      await ctx.buildTestApp({ demo });
      const app = await ctx.buildTestApp({ demo });
      const rows = await ctx.db().query('SELECT id FROM accounts WHERE email = $1', [email]);
      expect(rows).toHaveLength(1);
      const res = await login(app, email, 'demo-portal-1');
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        status: 'ACTIVE',
        isValidSubscription: true,
        subscription: { type: 'local', status: 'ACTIVE', availableUsers: 5 },
        phoneVerified: true,
      });
      // Its number is proven, so the demo signs in by phone too.
      const sent = await app.inject({
        method: 'POST',
        url: '/v2/auth/requestlogin',
        payload: { phone: DEMO_PHONE },
      });
      expect(sent.statusCode).toBe(200);
    });

    it('is not created when disabled', async () => {
      const email = uniqueEmail('nodemo');
      await ctx.buildTestApp({ demo: { enabled: false, email, password: 'demo-portal-1' } });
      expect(await ctx.db().query('SELECT id FROM accounts WHERE email = $1', [email])).toEqual([]);
    });
  });

  describe('runtime config', () => {
    it('is built from the environment, never cached', async () => {
      const app = await ctx.buildTestApp({
        apiBase: 'https://api.example.com',
        remoteUrls: {
          auth: null,
          checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
          profiles: null,
          account: null,
        },
      });
      const res = await app.inject({ url: '/runtime-config.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        apiBase: 'https://api.example.com',
        remotes: {
          auth: '/remotes/auth/mf-manifest.json',
          checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
          profiles: '/remotes/profiles/mf-manifest.json',
          account: '/remotes/account/mf-manifest.json',
        },
        payments: { provider: 'local' },
      });
    });

    it('is read from RUNTIME_CONFIG_FILE on every request', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'runtime-config-'));
      const file = join(dir, 'runtime-config.json');
      const write = (url: string) =>
        writeFileSync(file, JSON.stringify({ apiBase: '', remotes: { profiles: url } }));
      write('http://127.0.0.1:1/mf-manifest.json');
      const app = await ctx.buildTestApp({ runtimeConfigFile: file });
      expect((await app.inject({ url: '/runtime-config.json' })).json().remotes.profiles).toBe(
        'http://127.0.0.1:1/mf-manifest.json',
      );
      write('/remotes/profiles/mf-manifest.json');
      const res = await app.inject({ url: '/runtime-config.json' });
      expect(res.json()).toEqual({
        apiBase: '',
        remotes: { profiles: '/remotes/profiles/mf-manifest.json' },
        // Not in the file: the provider the server really charges with.
        payments: { provider: 'local' },
      });
      expect(res.headers['cache-control']).toBe('no-cache');
      rmSync(dir, { recursive: true, force: true });
    });
  });

  describe('static web', () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    const site = (folder: string, files: Record<string, string>) => {
      mkdirSync(join(webRoot, folder, 'dist'), { recursive: true });
      for (const [name, text] of Object.entries(files))
        writeFileSync(join(webRoot, folder, 'dist', name), text);
    };
    site('shell', { 'index.html': '<title>shell</title>', 'main.3f9a1c2b.js': 'shell()' });
    site('remote-auth', {
      'index.html': '<title>auth alone</title>',
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'entry()',
      '__federation_expose_LoginPage.0a1b2c3d4e.js': 'page()',
    });
    afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

    it('serves the shell at / and each built remote standalone under /remotes/<name>/', async () => {
      const app = await ctx.buildTestApp({ webRoot });
      const shell = await app.inject({ url: '/' });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('shell');
      expect(shell.headers['cache-control']).toBe('no-cache');
      const remote = await app.inject({ url: '/remotes/auth/' });
      expect(remote.body).toContain('auth alone');
      expect((await app.inject({ url: '/remotes/auth' })).statusCode).toBe(301);
      // A remote without a build is simply absent.
      expect((await app.inject({ url: '/remotes/checkout/' })).statusCode).toBe(404);
    });

    it('revalidates entry files and caches hashed chunks forever', async () => {
      const app = await ctx.buildTestApp({ webRoot });
      for (const url of ['/remotes/auth/mf-manifest.json', '/remotes/auth/remoteEntry.js']) {
        expect((await app.inject({ url })).headers['cache-control']).toBe('no-cache');
      }
      for (const url of [
        '/main.3f9a1c2b.js',
        '/remotes/auth/__federation_expose_LoginPage.0a1b2c3d4e.js',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });
  });

  describe('HTTP basics', () => {
    it('sends security headers and JSON 404s', async () => {
      const app = await ctx.buildTestApp();
      for (const [method, url] of [
        ['GET', '/v2/nothing'],
        ['POST', '/v2/auth/nothing'],
        ['GET', '/nothing'],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: en['errors.notFound'], code: 'NOT_FOUND' });
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'strict-origin-when-cross-origin',
        });
      }
    });

    it('serves the OpenAPI document built from the zod schemas, and its UI at /docs', async () => {
      const app = await ctx.buildTestApp();
      const doc = (await app.inject({ url: '/docs/json' })).json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/v2/auth/email',
          '/v2/auth/refreshtoken',
          '/v2/auth/logout',
          '/v2/users/me',
          '/v2/users',
        ]),
      );
      const body = doc.paths['/v2/users'].post.requestBody.content['application/json'].schema;
      expect(body.properties.email).toMatchObject({ maxLength: 39 });
      const ui = await app.inject({ url: '/docs' });
      expect(ui.statusCode).toBe(200);
      expect(ui.body).toContain('swagger-ui');
      // The UI's files come from the npm package: no CDN, works offline.
      expect((await app.inject({ url: '/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);
    });

    it('limits requests per IP on /v2 with the JSON error shape', async () => {
      const app = await ctx.buildTestApp({ rateLimitPerMinute: 3 });
      const ip = { remoteAddress: '10.9.9.9' };
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ url: '/v2/users/me', ...ip })).statusCode).toBe(401);
      }
      const res = await app.inject({ url: '/v2/users/me', ...ip });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: en['errors.tooManyRequests'],
        code: 'TOO_MANY_REQUESTS',
      });
      // Not on the web files or the runtime config.
      expect((await app.inject({ url: '/runtime-config.json', ...ip })).statusCode).toBe(200);
    });
  });

  describe('logs', () => {
    it('never contain passwords or tokens', async () => {
      const lines: string[] = [];
      const app = await ctx.buildTestApp(
        { logLevel: 'trace' },
        { logStream: { write: (line) => void lines.push(line) } },
      );
      const account = await createAccount(app, {
        password: 'Secret-pass-42',
        confirmPassword: 'Secret-pass-42',
      });
      await login(app, account.email, 'Wrong-pass-43');
      const session = (await login(app, account.email, 'Secret-pass-42')).json();
      const rotated = (
        await app.inject({
          method: 'POST',
          url: '/v2/auth/refreshtoken',
          payload: { id: account.id, refreshToken: session.refreshToken },
        })
      ).json();
      await app.inject({
        method: 'POST',
        url: '/v2/auth/logout',
        headers: { authorization: `Bearer ${rotated.token}`, cookie: 'sid=cookie-secret-1' },
        payload: { refreshToken: rotated.refreshToken },
      });
      await app.inject({ method: 'POST', url: '/v2/users', payload: { password: 'Short-1' } });
      // Should code ever log such an object, the redaction still hides the secrets.
      app.log.warn(
        { body: { password: 'Probe-pass-44' }, refreshToken: 'probe-token-45' },
        'probe',
      );

      const text = lines.join('\n');
      expect(text).toContain(account.id); // the log is really captured
      expect(text).toContain('[redacted]');
      for (const secret of [
        'Secret-pass-42',
        'Wrong-pass-43',
        'Short-1',
        'cookie-secret-1',
        'Probe-pass-44',
        'probe-token-45',
        session.token,
        session.refreshToken,
        rotated.token,
        rotated.refreshToken,
      ]) {
        expect(text).not.toContain(secret);
      }
    });
  });

  describe.skipIf(!REDIS_AVAILABLE)(
    `limits shared through Redis${REDIS_AVAILABLE ? '' : ` (no server at ${TEST_REDIS_URL}, skipped)`}`,
    () => {
      const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
      afterAll(async () => {
        const redis = new Redis(TEST_REDIS_URL);
        const keys = await redis.keys(`${redisKeyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      });

      it('counts login failures across replicas', async () => {
        const options = { redisUrl: TEST_REDIS_URL, redisKeyPrefix };
        const [a, b] = [await ctx.buildTestApp(options), await ctx.buildTestApp(options)];
        const account = await createAccount(a);
        const ip = { remoteAddress: '10.7.7.7' };
        for (const replica of [a, b, a, b, a]) {
          expect((await login(replica, account.email, 'wrong-password-1', ip)).statusCode).toBe(
            401,
          );
        }
        expect((await login(b, account.email, account.password, ip)).statusCode).toBe(429);
        const redis = new Redis(TEST_REDIS_URL);
        // Three counters (account+address, address, account), none named by the e-mail.
        expect(await redis.keys(`${redisKeyPrefix}login:*`)).toHaveLength(3);
        await redis.quit();
      });

      it('shares the general request budget across replicas', async () => {
        const options = { redisUrl: TEST_REDIS_URL, redisKeyPrefix, rateLimitPerMinute: 2 };
        const [a, b] = [await ctx.buildTestApp(options), await ctx.buildTestApp(options)];
        const ip = { remoteAddress: '10.8.8.8' };
        expect((await a.inject({ url: '/v2/users/me', ...ip })).statusCode).toBe(401);
        expect((await b.inject({ url: '/v2/users/me', ...ip })).statusCode).toBe(401);
        const res = await a.inject({ url: '/v2/users/me', ...ip });
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe('TOO_MANY_REQUESTS');
      });
    },
  );

  it('serves every remote name the runtime config lists', () => {
    expect(REMOTE_NAMES).toEqual(['auth', 'checkout', 'profiles', 'account']);
  });
});
