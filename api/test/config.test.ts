import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_DOC, REPO_ROOT, loadConfig } from '../src/config';

const dir = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Random-looking, as `openssl rand -hex 32` gives.
const SECRET = '4f1c9a7e2b8d03f6a5c1e9b7d2f48a60c3e7b1d9f5a2c8e4';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      dataDir: join(REPO_ROOT, 'data'),
      database: { kind: 'pglite', dataDir: join(REPO_ROOT, 'data', 'pglite') },
      redisUrl: null,
      demo: { enabled: true, email: 'demo@example.com', password: 'demo-portal-1' },
      webRoot: REPO_ROOT,
      runtimeConfigFile: null,
      apiBase: '',
      trustProxy: false,
      rateLimitPerMinute: 300,
    });
  });

  it('generates the dev JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = join(dir, 'fresh', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('requires JWT_SECRET in production and never enables the demo there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DEMO_ACCOUNT: 'true',
      ALLOW_EMBEDDED_DB: 'true',
    });
    expect(config.demo.enabled).toBe(false);
  });

  it('uses PostgreSQL for DATABASE_URL, without the demo', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/portal' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://db/portal',
      poolSize: 20,
    });
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/p', DATABASE_POOL_SIZE: '64' })
        .database,
    ).toMatchObject({ poolSize: 64 });
    expect(config.demo.enabled).toBe(false);
  });

  it('reads the remaining variables', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '3199',
      DEMO_ACCOUNT: 'false',
      DEMO_EMAIL: 'Try@Example.com',
      TRUST_PROXY: '2',
      REDIS_URL: 'redis://cache:6379',
      REMOTE_PROFILES_URL: 'https://cdn.example.com/profiles/mf-manifest.json',
    });
    expect(config).toMatchObject({
      port: 3199,
      demo: { enabled: false, email: 'try@example.com' },
      trustProxy: 2,
      redisUrl: 'redis://cache:6379',
      remoteUrls: { profiles: 'https://cdn.example.com/profiles/mf-manifest.json', auth: null },
    });
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.0/8',
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, PORT: 'abc' })).toThrow(/PORT/);
  });

  it('is documented: the README table lists exactly CONFIG_DOC', () => {
    const readme = readFileSync(join(REPO_ROOT, 'api', 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\|\s*`([A-Z_]+)`\s*\|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(CONFIG_DOC.map((v) => v.name).sort());
  });
});
