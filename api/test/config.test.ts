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
      ALLOW_LOCAL_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      ALLOW_OUTBOX_SMS: 'true',
      ALLOW_STUB_VAT_CHECK: 'true',
      ALLOW_LOCAL_PUBLIC_URL: 'true',
      ALLOW_SINGLE_INSTANCE: 'true',
      ALLOW_SAMPLE_SELLER: 'true',
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

  it('refuses a value that is not a number, naming the variable, what is wrong and an example', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: 'abc' })).toThrow(
      /^RATE_LIMIT_PER_MINUTE: must be a whole number above 0, got "abc" \(e\.g\. RATE_LIMIT_PER_MINUTE=300\)$/m,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '-5' })).toThrow(
      /RATE_LIMIT_PER_MINUTE: must be a whole number above 0, got "-5"/,
    );
  });

  it('refuses a bad URL and a bad boolean', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, PUBLIC_URL: 'portal.example.com' })).toThrow(
      /^PUBLIC_URL: must be an http\(s\) URL, got "portal\.example\.com" \(e\.g\. PUBLIC_URL=https:\/\/portal\.example\.com\)$/m,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, SMTP_URL: 'mail.example.com:25' })).toThrow(
      /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/m,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, DEMO_ACCOUNT: 'yes' })).toThrow(
      /^DEMO_ACCOUNT: must be true or false, got "yes" \(e\.g\. DEMO_ACCOUNT=false\)$/m,
    );
  });

  it('refuses a malformed connection URL without printing its password (item 12)', () => {
    const password = 'Hunter2-s3cret';
    const malformed = {
      // An unencoded / or # in the password, a % that decodes to nothing, a forgotten host.
      DATABASE_URL: `postgres://portal:${password}/x#y@db:5432/portal`,
      REDIS_URL: `redis://:${password}%zz@cache:6379`,
      SMTP_URL: `smtps://mailer:${password}`,
    };
    let message = '';
    try {
      loadConfig({ JWT_SECRET: SECRET, ...malformed });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('Hunter2');
    expect(message).toMatch(
      /^DATABASE_URL: must be a postgres:\/\/ URL with its user and password percent-encoded .*, got "postgres:\/\/portal:\*\*\*@db:5432\/portal"/m,
    );
    expect(message).toMatch(/^REDIS_URL: .*, got "redis:\/\/:\*\*\*@cache:6379"/m);
    expect(message).toMatch(/^SMTP_URL: .*, got "smtps:\/\/mailer:\*\*\*"/m);
    // A user without a password may be the secret itself (a token): not printed either.
    expect(() => loadConfig({ JWT_SECRET: SECRET, REDIS_URL: `http://${password}@cache` })).toThrow(
      /^REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL, got "http:\/\/\*\*\*@cache"/m,
    );
  });

  it('lists every bad setting at once, one line each', () => {
    let message = '';
    try {
      loadConfig({
        JWT_SECRET: SECRET,
        PORT: '99999',
        REDIS_URL: 'localhost:6379',
        API_DOCS: 'on',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n').filter((line) => /^[A-Z_]+: /.test(line));
    expect(lines.map((line) => line.split(':')[0]).sort()).toEqual([
      'API_DOCS',
      'LOG_LEVEL',
      'PORT',
      'REDIS_URL',
    ]);
    for (const line of lines) expect(line).toMatch(/ \(e\.g\. [A-Z_]+=.+\)$/);
  });

  it('refuses half a Stripe or Twilio configuration (it silently fell back to the stand-in)', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /^STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY/m,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /^TWILIO_AUTH_TOKEN: .*\n^TWILIO_FROM: /m,
    );
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PORT: '', RATE_LIMIT_PER_MINUTE: '' });
    expect(config).toMatchObject({ port: 3000, rateLimitPerMinute: 300 });
  });

  it('is documented: the README table lists exactly CONFIG_DOC', () => {
    const readme = readFileSync(join(REPO_ROOT, 'api', 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(CONFIG_DOC.map((v) => v.name).sort());
  });
});
