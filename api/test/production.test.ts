import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, loadConfig } from '../src/config';
import { createAccount, describeEachDb, login } from './helper';

const RANDOM_SECRET = '9b2e4f7a1c8d3e6f0a5b9c2d7e1f4a8b3c6d0e9f2a7b5c1d';

describe('production settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'prod-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, DATA_DIR: dir };
  /** Production accepting the fallbacks a test of something else does not care about. */
  const allowing = {
    ...production,
    ALLOW_LOCAL_PAYMENTS: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    ALLOW_STUB_VAT_CHECK: 'true',
  };

  it('refuse the embedded database unless ALLOW_EMBEDDED_DB=true', () => {
    expect(() => loadConfig(allowing)).toThrow(/DATABASE_URL.*fsync.*ALLOW_EMBEDDED_DB=true/s);
    expect(loadConfig({ ...allowing, ALLOW_EMBEDDED_DB: 'true' }).database.kind).toBe('pglite');
    expect(loadConfig({ ...allowing, DATABASE_URL: 'postgres://db/portal' }).database.kind).toBe(
      'postgres',
    );
  });

  const real = {
    ...production,
    DATABASE_URL: 'postgres://db/portal',
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  };

  it('refuse every development fallback with one line per missing part', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^JWT_SECRET: is required when NODE_ENV=production/);
    expect(lines[1]).toMatch(/^DATABASE_URL: .*ALLOW_EMBEDDED_DB=true/);
    expect(lines[2]).toMatch(
      /^STRIPE_SECRET_KEY: .*local payment engine.*test cards.*ALLOW_LOCAL_PAYMENTS=true.*\(e\.g\. /,
    );
    expect(lines[3]).toMatch(/^SMTP_URL: .*never sent.*ALLOW_OUTBOX_MAIL=true.*\(e\.g\. /);
    expect(lines[4]).toMatch(
      /^ALLOW_STUB_VAT_CHECK: .*VIES.*\(e\.g\. ALLOW_STUB_VAT_CHECK=true\)$/,
    );
  });

  it('let each fallback start when its ALLOW_ says so, and only then', () => {
    // Every real part set: the stub VAT check is the one fallback left.
    expect(() => loadConfig(real)).toThrow(/^ALLOW_STUB_VAT_CHECK: /);
    const config = loadConfig({ ...real, ALLOW_STUB_VAT_CHECK: 'true' });
    expect(config.allow).toEqual({
      embeddedDb: false,
      localPayments: false,
      outboxMail: false,
      stubVatCheck: true,
    });

    const stubs = { ...production, ALLOW_STUB_VAT_CHECK: 'true' };
    expect(() =>
      loadConfig({ ...stubs, ALLOW_EMBEDDED_DB: 'true', SMTP_URL: real.SMTP_URL }),
    ).toThrow(/^STRIPE_SECRET_KEY: .*ALLOW_LOCAL_PAYMENTS=true/);
    expect(() =>
      loadConfig({ ...stubs, ALLOW_EMBEDDED_DB: 'true', ALLOW_LOCAL_PAYMENTS: 'true' }),
    ).toThrow(/^SMTP_URL: .*ALLOW_OUTBOX_MAIL=true/);
    const staging = loadConfig({
      ...stubs,
      ALLOW_EMBEDDED_DB: 'true',
      ALLOW_LOCAL_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
    });
    expect(staging).toMatchObject({
      stripe: null,
      mail: { smtpUrl: null },
      allow: { embeddedDb: true, localPayments: true, outboxMail: true, stubVatCheck: true },
    });
    // Outside production the fallbacks are the first-run defaults, with no setting.
    expect(loadConfig({ JWT_SECRET: RANDOM_SECRET, DATA_DIR: dir }).stripe).toBeNull();
  });

  it('run the real server entry: production with nothing exits 1 naming each part', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'server.ts')],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    for (const name of [
      'JWT_SECRET',
      'DATABASE_URL',
      'STRIPE_SECRET_KEY',
      'SMTP_URL',
      'ALLOW_STUB_VAT_CHECK',
    ])
      expect(run.stderr).toMatch(new RegExp(`^${name}: `, 'm'));
  });

  it('run the real server entry: with every ALLOW_ it starts and logs what is faked', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'server.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          ...production,
          DATA_DIR: mkdtempSync(join(dir, 'staging-')),
          PORT: '0',
          ALLOW_EMBEDDED_DB: 'true',
          ALLOW_LOCAL_PAYMENTS: 'true',
          ALLOW_OUTBOX_MAIL: 'true',
          ALLOW_STUB_VAT_CHECK: 'true',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(() => failed(new Error(`not started:\n${output}`)), 60_000);
      child.stdout.on('data', () => {
        if (output.includes('portal listening')) {
          clearTimeout(timer);
          ready();
        }
      });
      void exited.then(() => failed(new Error(`exited:\n${output}`)));
    });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const warnings = output
      .split('\n')
      .filter((line) => line.includes('"level":40'))
      .map((line) => JSON.parse(line) as { part: string; allowedBy?: string; msg: string });
    expect(warnings.map((line) => [line.part, line.allowedBy ?? null])).toEqual([
      ['database', 'ALLOW_EMBEDDED_DB'],
      ['Redis', null],
      ['mail', 'ALLOW_OUTBOX_MAIL'],
      ['SMS/WhatsApp', null],
      ['payments', 'ALLOW_LOCAL_PAYMENTS'],
      ['VAT registry', 'ALLOW_STUB_VAT_CHECK'],
      ['public URL', null],
    ]);
    expect(warnings[4]!.msg).toBe(
      'payments: development fallback in production: local engine (test cards, card numbers over the API)',
    );
  }, 90_000);

  it.each(['a'.repeat(64), 'changeme'.repeat(4), 'passwordpasswordpasswordpassword'])(
    'refuse a guessable JWT_SECRET (%s)',
    (secret) => {
      expect(() => loadConfig({ JWT_SECRET: secret, DATA_DIR: dir })).toThrow(/guessable/);
    },
  );

  it('accept a random JWT_SECRET, bind 127.0.0.1 by default and hide /docs in production', () => {
    const config = loadConfig({ JWT_SECRET: RANDOM_SECRET, DATA_DIR: dir });
    expect(config).toMatchObject({ host: '127.0.0.1', apiDocs: true, sourceMapsPublic: false });
    const prod = loadConfig({ ...allowing, DATABASE_URL: 'postgres://db/portal' });
    expect(prod.apiDocs).toBe(false);
    expect(
      loadConfig({ ...allowing, DATABASE_URL: 'postgres://db/portal', API_DOCS: 'true' }).apiDocs,
    ).toBe(true);
    expect(loadConfig({ JWT_SECRET: RANDOM_SECRET, DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe(
      '0.0.0.0',
    );
  });
});

describeEachDb('headers and production answers', (ctx) => {
  const webRoot = mkdtempSync(join(tmpdir(), 'web-prod-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>shell</title>',
  );
  writeFileSync(join(webRoot, 'shell', 'dist', 'main.3f9a1c2b.js'), 'shell()');
  writeFileSync(join(webRoot, 'shell', 'dist', 'main.3f9a1c2b.js.map'), '{"sources":[]}');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('sends a CSP on every HTML page that allows this origin, Stripe and CDN remotes only', async () => {
    const app = await ctx.buildTestApp({
      webRoot,
      remoteUrls: {
        auth: null,
        checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
        profiles: null,
        account: null,
      },
    });
    for (const url of ['/', '/index.html', '/docs']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://js.stripe.com https://cdn.example.com;");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain('connect-src ');
      expect(csp).toContain('https://api.stripe.com');
      expect(csp).not.toContain('unsafe-eval');
    }
    const json = await app.inject({ url: '/runtime-config.json' });
    expect(json.headers['content-security-policy']).toBe(
      "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    );
  });

  it('marks every answer carrying tokens or account data no-store', async () => {
    const app = await ctx.buildTestApp();
    const account = await createAccount(app);
    const session = await login(app, account.email, account.password);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/v2/auth/refreshtoken',
      payload: { id: account.id, refreshToken: session.json().refreshToken },
    });
    const me = await app.inject({
      url: '/v2/users/me',
      headers: { authorization: `Bearer ${refreshed.json().token}` },
    });
    const failed = await login(app, account.email, 'wrong-password-1');
    for (const res of [session, refreshed, me, failed]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('hides /docs and source maps in production unless asked', async () => {
    const prod = { isProduction: true, nodeEnv: 'production', webRoot } as const;
    const hidden = await ctx.buildTestApp({ ...prod, apiDocs: false });
    expect((await hidden.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await hidden.inject({ url: '/docs/json' })).statusCode).toBe(404);
    const map = await hidden.inject({ url: '/main.3f9a1c2b.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json().code).toBe('NOT_FOUND');
    expect((await hidden.inject({ url: '/main.3f9a1c2b.js' })).statusCode).toBe(200);

    const shown = await ctx.buildTestApp({ ...prod, apiDocs: true, sourceMapsPublic: true });
    expect((await shown.inject({ url: '/docs/json' })).statusCode).toBe(200);
    expect((await shown.inject({ url: '/main.3f9a1c2b.js.map' })).statusCode).toBe(200);
    // Outside production the maps are there for the developer.
    const dev = await ctx.buildTestApp({ webRoot });
    expect((await dev.inject({ url: '/main.3f9a1c2b.js.map' })).statusCode).toBe(200);
  });

  it('never serves the card-tokenising endpoint in production without ALLOW_LOCAL_PAYMENTS', async () => {
    const card = {
      name: 'Ada Lovelace',
      number: '4242424242424242',
      expMonth: 11,
      expYear: 2037,
      cvc: '987',
    };
    const request = {
      method: 'POST',
      url: '/payments/local/payment-methods',
      payload: card,
    } as const;
    const prod = { isProduction: true, nodeEnv: 'production' } as const;
    const refused = await ctx.buildTestApp(prod);
    const res = await refused.inject(request);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
    const staging = await ctx.buildTestApp({
      ...prod,
      allow: { embeddedDb: false, localPayments: true, outboxMail: false, stubVatCheck: false },
    });
    expect((await staging.inject(request)).statusCode).toBe(201);
    expect((await (await ctx.buildTestApp()).inject(request)).statusCode).toBe(201);
  });

  it('warns that limits are per process with DATABASE_URL and no REDIS_URL', async () => {
    const lines: string[] = [];
    await ctx.buildTestApp(
      { database: { kind: 'postgres', url: 'postgres://replica/portal' }, logLevel: 'warn' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    expect(lines.join('\n')).toContain('limits are counted per process');
  });
});

describe('the compose nginx', () => {
  it('sends the same CSP as the API sends on its HTML pages', async () => {
    const { htmlPolicy } = await import('../src/plugins/security-headers');
    const { readFileSync } = await import('node:fs');
    const { REPO_ROOT } = await import('../src/config');
    const conf = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1];
    // docker-compose.yml serves every remote from the same origin ($portal_remote_origins empty);
    // scripts/topology.mjs fills in the origin of a remote served elsewhere.
    expect(policy?.replaceAll(' $portal_remote_origins', '')).toBe(
      htmlPolicy(['/remotes/auth/mf-manifest.json'], ''),
    );
    const cdn = 'http://127.0.0.1:3423';
    expect(policy?.replaceAll('$portal_remote_origins', cdn)).toBe(
      htmlPolicy([`${cdn}/profiles/v1/mf-manifest.json`], ''),
    );
  });
});
