import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWS, REPO_ROOT, loadConfig } from '../../src/config';
import { externalParts, partsTable } from '../../src/doctor';

const dir = mkdtempSync(join(tmpdir(), 'doctor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SECRET = '7d3f9a1e5c8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a7c1b';

describe('the table of external parts', () => {
  it('shows every development fallback of a first run', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dir });
    expect(externalParts(config).map((row) => [row.part, row.uses, row.status])).toEqual([
      ['database', 'PGlite embedded (no fsync)', 'fallback'],
      ['object storage', 'none: pictures in the database', 'real'],
      ['Redis', 'memory (limits counted per process)', 'fallback'],
      ['mail', 'outbox (kept, never sent)', 'fallback'],
      ['SMS/WhatsApp', 'outbox (kept, never sent)', 'fallback'],
      ['Google', 'off (button hidden)', 'off'],
      ['Apple', 'off (button hidden)', 'off'],
      ['payments', 'local engine (test cards, card numbers over the API)', 'fallback'],
      ['VAT registry', 'stub (every well-formed number valid; no VIES)', 'fallback'],
      ['seller', 'sample (set SELLER_*)', 'fallback'],
      ['public URL', 'http://localhost:3000 (this machine only)', 'fallback'],
      ['metrics', 'GET /metrics without a token (development only)', 'fallback'],
    ]);
    const table = partsTable(externalParts(config), false);
    expect(table[0]).toMatch(/^database {8}PGlite embedded \(no fsync\) +DEVELOPMENT FALLBACK$/);
    // Outside production no ALLOW_ is needed, so none is named.
    expect(table.join('\n')).not.toContain('ALLOW_');
  });

  it('shows the real parts of production and names the ALLOW_ behind each fallback', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://portal:db-password@db.internal:5432/portal',
      REDIS_URL: 'redis://:redis-password@cache.internal:6379',
      SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.com:465',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM: '+15550001111',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      ALLOW_LOCAL_PAYMENTS: 'true',
      PUBLIC_URL: 'https://portal.example.com',
      SELLER_NAME: 'Property Video Ltd',
      SELLER_ADDRESS: '10 Finsbury Square|London EC2A 1AF|United Kingdom',
      SELLER_COUNTRY: 'GB',
      SELLER_TAX_IDS: 'VAT GB 123 4567 89',
      SELLER_EMAIL: 'billing@propertyvideo.example',
    });
    const parts = externalParts(config);
    expect(parts.map((row) => [row.part, row.uses, row.status])).toEqual([
      ['database', 'PostgreSQL (db.internal:5432)', 'real'],
      ['object storage', 'none: pictures in the database', 'real'],
      ['Redis', 'Redis (cache.internal:6379)', 'real'],
      ['mail', 'SMTP (smtp.example.com:465)', 'real'],
      ['SMS/WhatsApp', 'Twilio (SMS; WhatsApp off)', 'real'],
      ['Google', 'configured (accounts.google.com)', 'real'],
      ['Apple', 'off (button hidden)', 'off'],
      ['payments', 'local engine (test cards, card numbers over the API)', 'fallback'],
      ['VAT registry', 'VIES (ec.europa.eu)', 'real'],
      ['seller', 'Property Video Ltd (GB)', 'real'],
      ['public URL', 'https://portal.example.com', 'real'],
      ['metrics', 'not served (no METRICS_TOKEN)', 'off'],
    ]);
    const scraped = externalParts({ ...config, metricsToken: 'a-long-random-value' });
    expect(scraped.find((row) => row.part === 'metrics')).toMatchObject({
      uses: 'GET /metrics with METRICS_TOKEN',
      status: 'real',
    });
    const table = partsTable(parts, true).join('\n');
    expect(table).toMatch(/^payments .* DEVELOPMENT FALLBACK \(ALLOW_LOCAL_PAYMENTS=true\)$/m);
    expect(table).toMatch(/^mail +SMTP \(smtp\.example\.com:465\) +real$/m);
    // Production told to accept the fallbacks a single-instance staging machine runs on.
    const staging = partsTable(
      externalParts(
        loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: SECRET,
          DATA_DIR: dir,
          PUBLIC_URL: 'http://staging.example.com',
          ALLOW_EMBEDDED_DB: 'true',
          ALLOW_SINGLE_INSTANCE: 'true',
          ALLOW_OUTBOX_MAIL: 'true',
          ALLOW_OUTBOX_SMS: 'true',
          ALLOW_LOCAL_PAYMENTS: 'true',
          ALLOW_STUB_VAT_CHECK: 'true',
          ALLOW_LOCAL_PUBLIC_URL: 'true',
          ALLOW_SAMPLE_SELLER: 'true',
        }),
      ),
      true,
    ).join('\n');
    expect(staging).toMatch(
      /^VAT registry .* DEVELOPMENT FALLBACK \(ALLOW_STUB_VAT_CHECK=true\)$/m,
    );
    expect(staging).toMatch(
      /^seller +sample .* DEVELOPMENT FALLBACK \(ALLOW_SAMPLE_SELLER=true\)$/m,
    );
    expect(staging).toMatch(
      /^Redis +memory .* DEVELOPMENT FALLBACK \(ALLOW_SINGLE_INSTANCE=true\)$/m,
    );
    expect(staging).toMatch(
      /^SMS\/WhatsApp +outbox .* DEVELOPMENT FALLBACK \(ALLOW_OUTBOX_SMS=true\)$/m,
    );
    expect(staging).toMatch(
      /^public URL +http:\/\/staging\.example\.com \(unencrypted\) +DEVELOPMENT FALLBACK \(ALLOW_LOCAL_PUBLIC_URL=true\)$/m,
    );
    // Hosts only: no password of a connection string reaches the table or the log.
    expect(table).not.toMatch(/password|token|secret/);
  });
});

describe("the doctor's fallbacks", () => {
  it('name every ALLOW_ setting the parts declare, each once, and read it from Config allow', () => {
    const allowAll = Object.fromEntries(Object.keys(ALLOWS).map((name) => [name, 'true']));
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DATA_DIR: dir,
      ...allowAll,
    });
    const named = externalParts(config).flatMap((row) => (row.allowedBy ? [row] : []));
    expect(named.map((row) => row.allowedBy).sort()).toEqual(Object.keys(ALLOWS).sort());
    for (const row of named) expect(row, row.allowedBy).toMatchObject({ allowed: true });
    const none = externalParts(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dir }));
    for (const row of none.filter((r) => r.allowedBy)) expect(row.allowed).toBe(false);
  });
});

describe('npm run doctor', () => {
  const doctor = (env: Record<string, string>) =>
    spawnSync('npm', ['run', '--silent', 'doctor'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, ...env },
      encoding: 'utf8',
      timeout: 180_000,
    });

  it('prints the table of a development start and exits 0', () => {
    const run = doctor({ JWT_SECRET: SECRET });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('NODE_ENV=development');
    expect(run.stdout).toMatch(/^ {2}payments +local engine .* DEVELOPMENT FALLBACK$/m);
  });

  it('prints the table of production too, then the refusal a start would meet, and exits 1', () => {
    const run = doctor({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^ {2}mail +outbox .* DEVELOPMENT FALLBACK, refused without ALLOW_OUTBOX_MAIL=true$/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}SMS\/WhatsApp +outbox .* DEVELOPMENT FALLBACK, refused without ALLOW_OUTBOX_SMS=true$/m,
    );
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'STRIPE_SECRET_KEY',
      'PUBLIC_URL',
      'SELLER_NAME',
    ])
      expect(run.stderr).toMatch(new RegExp(`^${name}: `, 'm'));
    // Production checks VAT numbers with VIES by default: no stub to allow.
    expect(run.stdout).toMatch(/^ {2}VAT registry +VIES \(ec\.europa\.eu\) +real$/m);
    expect(run.stderr).not.toMatch(/^ALLOW_STUB_VAT_CHECK: /m);
  });

  it('still prints the table when Stripe has no webhook secret, then that refusal', () => {
    const run = doctor({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^ {2}payments +Stripe +real$/m);
    expect(run.stderr).toMatch(/^STRIPE_WEBHOOK_SECRET: .*never confirmed/m);
  });
});
