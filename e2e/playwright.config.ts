import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_OIDC_ISSUER,
  E2E_PORT,
  E2E_WORKERS,
  OIDC_CLIENTS,
  RUNTIME_CONFIG_FILE,
} from './support/paths';

/** Specs that move the billing clock, rewrite the runtime config or rebuild a remote. */
const SERVER_WIDE = [
  '**/app-loop.spec.ts',
  '**/billing.spec.ts',
  '**/billing-journey.spec.ts',
  '**/billing-details.spec.ts',
  '**/remote-failure.spec.ts',
  '**/remote-texts.spec.ts',
];

/**
 * Specs that sign in as the demo customer, found by what they sign in with: they change it (its
 * profiles, its invitation link, its hand-off codes, its password, which ends its other sessions).
 * Each worker slot has a demo customer of its own (support/paths.ts `DEMO`, seeded before the
 * server starts by support/reset.ts), so they run on every worker at once, beside the rest, each
 * with customers of its own; a file's tests still run in order, in one worker.
 */
const DEMO_SIGN_IN = /\bDEMO\b|demoToken|handoffCode|logIn\(page\)/;
const TESTS = join(dirname(fileURLToPath(import.meta.url)), 'tests');
const DEMO_ACCOUNT = readdirSync(TESTS)
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => !SERVER_WIDE.includes(`**/${file}`))
  .filter((file) => DEMO_SIGN_IN.test(readFileSync(join(TESTS, file), 'utf8')))
  .map((file) => `**/${file}`);

// One server for the whole suite: the real `npm start` process on its own port and data folder.
export default defineConfig({
  testDir: './tests',
  // A file's tests run in order in one worker; two files at a time (the machine's two cores), from
  // the first two projects alike.
  fullyParallel: false,
  workers: E2E_WORKERS,
  projects: [
    { name: 'demo-account', testMatch: DEMO_ACCOUNT },
    { name: 'own-customers', testIgnore: [...DEMO_ACCOUNT, ...SERVER_WIDE] },
    // What changes the server for everyone runs alone, after the rest.
    {
      name: 'server-wide',
      testMatch: SERVER_WIDE,
      workers: 1,
      dependencies: ['demo-account', 'own-customers'],
    },
  ],
  retries: 0,
  // Bounds for a hang, never waits (a test ends as soon as it has seen what it looks for): on a
  // machine slow to hand out memory, Chromium's renderers and the server run at a third of their
  // usual speed, and the longest journeys came near the old 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'en-US',
    trace: 'off',
  },
  webServer: [
    {
      // A real OpenID provider, configured as Google and as Apple, for the social sign-in tests.
      command: 'npx tsx e2e/support/oidc-provider-server.ts',
      cwd: '..',
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // reset.ts: a fresh database with the other worker slots' demo customers, then the server.
      command: 'npx tsx e2e/support/reset.ts && node scripts/start.mjs',
      cwd: '..',
      url: `${E2E_BASE_URL}/runtime-config.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        RUNTIME_CONFIG_FILE,
        LOG_LEVEL: 'warn',
        // Playwright's API client keeps idle sockets open with no timeout of its own and does not
        // retry a request sent on a socket the server closes at that moment (ECONNRESET), as a
        // browser does. Idle sockets are kept longer than any pause between a test's calls.
        KEEP_ALIVE_TIMEOUT_MS: '120000',
        // Every browser of the suite is 127.0.0.1, two at a time: as one address they would spend
        // in a minute the request budget of many customers (its own tests are in the API suite).
        RATE_LIMIT_PER_MINUTE: '3000',
        // Links in e-mails and the providers' redirect URIs point back at this server.
        PUBLIC_URL: E2E_BASE_URL,
        // Passkeys: WebAuthn takes no IP address as its relying party; passkeys.spec.ts opens the
        // portal as localhost.
        WEBAUTHN_RP_ID: 'localhost',
        WEBAUTHN_ORIGINS: `http://localhost:${E2E_PORT}`,
        GOOGLE_ISSUER: E2E_OIDC_ISSUER,
        GOOGLE_CLIENT_ID: OIDC_CLIENTS.google.clientId,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENTS.google.clientSecret,
        APPLE_ISSUER: E2E_OIDC_ISSUER,
        APPLE_CLIENT_ID: OIDC_CLIENTS.apple.clientId,
        APPLE_CLIENT_SECRET: OIDC_CLIENTS.apple.clientSecret,
      },
    },
  ],
});
