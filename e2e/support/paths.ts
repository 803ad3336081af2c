import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Each run starts from an empty database and its own runtime config file. */
// Per port, so that two suites on two ports (two checkouts' worth of work) never share a database.
const E2E_TMP = join(REPO_ROOT, '.tmp', E2E_PORT === 3210 ? 'e2e' : `e2e-${E2E_PORT}`);
export const E2E_DATA_DIR = join(E2E_TMP, 'data');
export const RUNTIME_CONFIG_FILE = join(E2E_TMP, 'runtime-config.json');

/**
 * Playwright's worker slots (its `workers`): the demo customer's specs run on all of them, and each
 * slot has a demo customer (a run with more workers would find none for the extra slots).
 */
export const E2E_WORKERS = 2;

/**
 * The demo customer of a worker slot. Slot 0 has the one the server seeds (demo@example.com); each
 * other slot has a copy seeded the same way before the server starts (reset.ts), with its own
 * e-mail and its own proven number (a proven number belongs to one account). So two workers never
 * change one customer.
 */
export function demoOfSlot(slot: number) {
  const password = 'demo-portal-1';
  if (slot === 0) return { email: 'demo@example.com', password, phone: '+1 415 555 0100' };
  return { email: `demo-${slot}@example.com`, password, phone: `+1 415 555 01${10 + slot}` };
}

/** This worker's demo customer: TEST_PARALLEL_INDEX is its slot, never two live workers' at once. */
export const DEMO = demoOfSlot(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The local OpenID provider standing in for Google and Apple (api/test/support/oidc-provider.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 10);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const OIDC_CLIENTS = {
  google: { clientId: 'portal-google', clientSecret: 'e2e-google-secret' },
  apple: { clientId: 'portal-apple', clientSecret: 'e2e-apple-secret' },
} as const;
