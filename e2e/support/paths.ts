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

export const DEMO = {
  email: 'demo@example.com',
  password: 'demo-portal-1',
  phone: '+1 415 555 0100',
};

/** The local OpenID provider standing in for Google and Apple (api/test/support/oidc-provider.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 10);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const OIDC_CLIENTS = {
  google: { clientId: 'portal-google', clientSecret: 'e2e-google-secret' },
  apple: { clientId: 'portal-apple', clientSecret: 'e2e-apple-secret' },
} as const;
