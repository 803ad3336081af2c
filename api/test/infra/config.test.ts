import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWS, CONFIG_DOC, ENV_SCHEMA, REPO_ROOT, loadConfig } from '../../src/config';

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

  it('refuses a Google or Apple client id without its secret or signing key', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, GOOGLE_CLIENT_ID: 'google-client' })).toThrow(
      /^GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID .*\(e\.g\. GOOGLE_CLIENT_SECRET=/m,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, APPLE_CLIENT_ID: 'com.example.web' })).toThrow(
      /^APPLE_CLIENT_SECRET: is required with APPLE_CLIENT_ID.*APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY/m,
    );
    // Part of the signing key: the rest of it is named.
    let message = '';
    try {
      loadConfig({ JWT_SECRET: SECRET, APPLE_CLIENT_ID: 'com.example.web', APPLE_TEAM_ID: 'T1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(
      message
        .split('\n')
        .slice(1)
        .map((line) => line.split(':')[0]),
    ).toEqual(['APPLE_KEY_ID', 'APPLE_PRIVATE_KEY']);
    // A secret, or the whole key, is a configuration.
    const google = { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' };
    expect(loadConfig({ JWT_SECRET: SECRET, ...google }).oidc.google).not.toBeNull();
    const appleKey = { APPLE_TEAM_ID: 'T1', APPLE_KEY_ID: 'K1', APPLE_PRIVATE_KEY: 'pem' };
    expect(
      loadConfig({ JWT_SECRET: SECRET, APPLE_CLIENT_ID: 'com.example.web', ...appleKey }).oidc.apple
        ?.appleKey,
    ).toEqual({ teamId: 'T1', keyId: 'K1', privateKey: 'pem' });
    expect(
      loadConfig({ JWT_SECRET: SECRET, APPLE_CLIENT_ID: 'c', APPLE_CLIENT_SECRET: 's' }).oidc.apple,
    ).toMatchObject({ clientId: 'c', clientSecret: 's' });
  });

  it('refuses a weak METRICS_TOKEN by the rule of JWT_SECRET', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: 'scrape-me' })).toThrow(
      /^METRICS_TOKEN: must be at least 32 characters, got 9 \(e\.g\. METRICS_TOKEN=\$\(openssl rand -hex 32\)\)$/m,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: 'metrics'.repeat(6) })).toThrow(
      /^METRICS_TOKEN: looks guessable/m,
    );
    expect(loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: SECRET }).metricsToken).toBe(SECRET);
  });

  it('refuses Stripe keys of two modes: a test secret key with a live publishable key, or the reverse', () => {
    const keys = (secretKey: string, publishableKey: string) => () =>
      loadConfig({
        JWT_SECRET: SECRET,
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_PUBLISHABLE_KEY: publishableKey,
      });
    expect(keys('sk_test_1', 'pk_live_1')).toThrow(
      /^STRIPE_PUBLISHABLE_KEY: is a live key but STRIPE_SECRET_KEY is a test key/m,
    );
    expect(keys('sk_live_1', 'pk_test_1')).toThrow(
      /^STRIPE_PUBLISHABLE_KEY: is a test key but STRIPE_SECRET_KEY is a live key/m,
    );
    expect(keys('rk_live_1', 'pk_test_1')).toThrow(/^STRIPE_PUBLISHABLE_KEY: is a test key/m);
    expect(keys('sk_test_1', 'pk_test_1')().stripe).toMatchObject({ secretKey: 'sk_test_1' });
    expect(keys('sk_live_1', 'pk_live_1')().stripe).toMatchObject({ secretKey: 'sk_live_1' });
  });

  it('declares every setting once, with its part; every ALLOW_ sets one Config allow key', () => {
    const names = CONFIG_DOC.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ENV_SCHEMA.shape).sort()).toEqual([...names].sort());
    for (const v of CONFIG_DOC) expect(v.part, v.name).toMatch(/\w/);
    const allows = names.filter((name) => name.startsWith('ALLOW_'));
    expect(Object.keys(ALLOWS).sort()).toEqual(allows.sort());
    expect(Object.keys(loadConfig({ JWT_SECRET: SECRET }).allow).sort()).toEqual(
      Object.values(ALLOWS).sort(),
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
