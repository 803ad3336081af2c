import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, loadConfig, type Config } from '../../src/config';
import { createAccount, describeEachDb, login } from '../helper';

const RANDOM_SECRET = '9b2e4f7a1c8d3e6f0a5b9c2d7e1f4a8b3c6d0e9f2a7b5c1d';
const NO_ALLOW: Config['allow'] = {
  embeddedDb: false,
  localPayments: false,
  outboxMail: false,
  outboxSms: false,
  stubVatCheck: false,
  localPublicUrl: false,
  singleInstance: false,
  sampleSeller: false,
};

describe('production settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'prod-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, DATA_DIR: dir };
  /** Production accepting the fallbacks a test of something else does not care about. */
  const allowing = {
    ...production,
    ALLOW_LOCAL_PAYMENTS: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    ALLOW_OUTBOX_SMS: 'true',
    ALLOW_STUB_VAT_CHECK: 'true',
    ALLOW_LOCAL_PUBLIC_URL: 'true',
    ALLOW_SINGLE_INSTANCE: 'true',
    ALLOW_SAMPLE_SELLER: 'true',
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
    REDIS_URL: 'redis://cache:6379',
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'twilio-token',
    TWILIO_FROM: '+15550001111',
    PUBLIC_URL: 'https://portal.example.com',
    SELLER_NAME: 'Property Video Ltd',
    SELLER_ADDRESS: '10 Finsbury Square|London EC2A 1AF|United Kingdom',
    SELLER_COUNTRY: 'GB',
    SELLER_TAX_IDS: 'VAT GB 123 4567 89',
    SELLER_EMAIL: 'billing@propertyvideo.example',
  };

  it('refuse every development fallback with one line per missing part', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(12);
    expect(lines[0]).toMatch(/^JWT_SECRET: is required when NODE_ENV=production/);
    expect(lines[1]).toMatch(/^DATABASE_URL: .*ALLOW_EMBEDDED_DB=true/);
    expect(lines[2]).toMatch(
      /^REDIS_URL: .*one process.*second instance.*ALLOW_SINGLE_INSTANCE=true.*\(e\.g\. REDIS_URL=redis:/,
    );
    expect(lines[3]).toMatch(/^SMTP_URL: .*never sent.*ALLOW_OUTBOX_MAIL=true.*\(e\.g\. /);
    expect(lines[4]).toMatch(
      /^TWILIO_ACCOUNT_SID: .*SMS.*WhatsApp.*never sent.*ALLOW_OUTBOX_SMS=true.*\(e\.g\. /,
    );
    expect(lines[5]).toMatch(
      /^STRIPE_SECRET_KEY: .*local payment engine.*test cards.*ALLOW_LOCAL_PAYMENTS=true.*\(e\.g\. /,
    );
    expect(lines[6]).toMatch(
      /^PUBLIC_URL: .*links in e-mails.*ALLOW_LOCAL_PUBLIC_URL=true.*\(e\.g\. PUBLIC_URL=https:/,
    );
    // No seller: one line per setting, each with an example; VAT numbers go to VIES (no line).
    expect(lines.slice(7).map((line) => line.split(':')[0])).toEqual([
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SELLER_COUNTRY',
      'SELLER_TAX_IDS',
      'SELLER_EMAIL',
    ]);
    for (const line of lines.slice(7))
      expect(line).toMatch(/invoices print who bills.*ALLOW_SAMPLE_SELLER=true.*\(e\.g\. SELLER_/);
  });

  it('let each fallback start when its ALLOW_ says so, and only then', () => {
    // Every real part set: it starts, checking VAT numbers with VIES; the stub only by name.
    expect(loadConfig(real)).toMatchObject({ vatCheck: { kind: 'vies' }, allow: NO_ALLOW });
    const config = loadConfig({ ...real, ALLOW_STUB_VAT_CHECK: 'true' });
    expect(config.vatCheck).toEqual({ kind: 'stub' });
    expect(config.allow).toEqual({ ...NO_ALLOW, stubVatCheck: true });

    // Each real part taken away is refused alone, and its ALLOW_ lets it start.
    const cases: [Partial<typeof real>, RegExp, Record<string, string>][] = [
      [
        { DATABASE_URL: undefined },
        /^DATABASE_URL: .*ALLOW_EMBEDDED_DB=true/,
        { ALLOW_EMBEDDED_DB: 'true' },
      ],
      [
        { REDIS_URL: undefined },
        /^REDIS_URL: .*ALLOW_SINGLE_INSTANCE=true/,
        { ALLOW_SINGLE_INSTANCE: 'true' },
      ],
      [
        { SMTP_URL: undefined },
        /^SMTP_URL: .*ALLOW_OUTBOX_MAIL=true/,
        { ALLOW_OUTBOX_MAIL: 'true' },
      ],
      [
        { TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined },
        /^TWILIO_ACCOUNT_SID: .*ALLOW_OUTBOX_SMS=true/,
        { ALLOW_OUTBOX_SMS: 'true' },
      ],
      [
        {
          STRIPE_SECRET_KEY: undefined,
          STRIPE_PUBLISHABLE_KEY: undefined,
          STRIPE_WEBHOOK_SECRET: undefined,
        },
        /^STRIPE_SECRET_KEY: .*ALLOW_LOCAL_PAYMENTS=true/,
        { ALLOW_LOCAL_PAYMENTS: 'true' },
      ],
      [
        { PUBLIC_URL: undefined },
        /^PUBLIC_URL: .*ALLOW_LOCAL_PUBLIC_URL=true/,
        { ALLOW_LOCAL_PUBLIC_URL: 'true' },
      ],
      [
        { PUBLIC_URL: 'http://localhost:8080' },
        /^PUBLIC_URL: .*ALLOW_LOCAL_PUBLIC_URL=true/,
        { ALLOW_LOCAL_PUBLIC_URL: 'true' },
      ],
      [
        { PUBLIC_URL: 'http://portal.example.com' },
        /^PUBLIC_URL: .*https.*ALLOW_LOCAL_PUBLIC_URL=true/,
        { ALLOW_LOCAL_PUBLIC_URL: 'true' },
      ],
      [
        {
          SELLER_NAME: undefined,
          SELLER_ADDRESS: undefined,
          SELLER_COUNTRY: undefined,
          SELLER_TAX_IDS: undefined,
          SELLER_EMAIL: undefined,
        },
        /^SELLER_NAME: .*ALLOW_SAMPLE_SELLER=true/m,
        { ALLOW_SAMPLE_SELLER: 'true' },
      ],
    ];
    const realVat = { ...real, ALLOW_STUB_VAT_CHECK: 'true' };
    for (const [without, refusal, allow] of cases) {
      expect(() => loadConfig({ ...realVat, ...without }), refusal.source).toThrow(refusal);
      expect(() => loadConfig({ ...realVat, ...without, ...allow }), refusal.source).not.toThrow();
    }
    const staging = loadConfig({
      ...production,
      ALLOW_STUB_VAT_CHECK: 'true',
      ALLOW_EMBEDDED_DB: 'true',
      ALLOW_LOCAL_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      ALLOW_OUTBOX_SMS: 'true',
      ALLOW_LOCAL_PUBLIC_URL: 'true',
      ALLOW_SINGLE_INSTANCE: 'true',
      ALLOW_SAMPLE_SELLER: 'true',
    });
    expect(staging).toMatchObject({ stripe: null, twilio: null, mail: { smtpUrl: null } });
    // Outside production the fallbacks are the first-run defaults, with no setting.
    expect(loadConfig({ JWT_SECRET: RANDOM_SECRET, DATA_DIR: dir }).stripe).toBeNull();
  });

  it('refuse Stripe keys without STRIPE_WEBHOOK_SECRET outright: payments would never be confirmed', () => {
    const realVat = { ...real, ALLOW_STUB_VAT_CHECK: 'true' };
    expect(() => loadConfig({ ...allowing, ...realVat, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(
      /^STRIPE_WEBHOOK_SECRET: .*never confirmed.*\(e\.g\. STRIPE_WEBHOOK_SECRET=whsec_/,
    );
    // Outside production a developer may try Stripe's test mode without the webhook.
    expect(
      loadConfig({
        JWT_SECRET: RANDOM_SECRET,
        DATA_DIR: dir,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }).stripe,
    ).not.toBeNull();
  });

  it('run the real server entry: production with nothing exits 1 naming each part', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'server.ts')],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dir, PORT: '0' },
        encoding: 'utf8',
        timeout: 180_000,
      },
    );
    expect(run.status).toBe(1);
    for (const name of [
      'JWT_SECRET',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'STRIPE_SECRET_KEY',
      'PUBLIC_URL',
      'SELLER_NAME',
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
          ALLOW_OUTBOX_SMS: 'true',
          ALLOW_STUB_VAT_CHECK: 'true',
          ALLOW_LOCAL_PUBLIC_URL: 'true',
          ALLOW_SINGLE_INSTANCE: 'true',
          ALLOW_SAMPLE_SELLER: 'true',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(() => failed(new Error(`not started:\n${output}`)), 180_000);
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
      ['Redis', 'ALLOW_SINGLE_INSTANCE'],
      ['mail', 'ALLOW_OUTBOX_MAIL'],
      ['SMS/WhatsApp', 'ALLOW_OUTBOX_SMS'],
      ['payments', 'ALLOW_LOCAL_PAYMENTS'],
      ['VAT registry', 'ALLOW_STUB_VAT_CHECK'],
      ['seller', 'ALLOW_SAMPLE_SELLER'],
      ['public URL', 'ALLOW_LOCAL_PUBLIC_URL'],
    ]);
    expect(warnings[4]!.msg).toBe(
      'payments: development fallback in production: local engine (test cards, card numbers over the API)',
    );
  }, 300_000);

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
      allow: { ...NO_ALLOW, localPayments: true },
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
    const { htmlPolicy } = await import('../../src/web/security-headers');
    const { readFileSync } = await import('node:fs');
    const { REPO_ROOT } = await import('../../src/config');
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
