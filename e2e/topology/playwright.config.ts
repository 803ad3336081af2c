import { defineConfig } from '@playwright/test';
import { TOPOLOGY } from './topology';

// The topology slice: no server of its own. scripts/topology.mjs starts nginx, the two API
// replicas and the remotes' origin, then runs these specs against nginx, in file order (the last
// one stops a replica).
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: TOPOLOGY.origin,
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
});
