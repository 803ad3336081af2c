import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { RUNTIME_CONFIG_FILE } from './paths';

export const DEFAULT_REMOTES = {
  auth: '/remotes/auth/mf-manifest.json',
  checkout: '/remotes/checkout/mf-manifest.json',
  profiles: '/remotes/profiles/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
};

/** Writes the runtime config the server hands to the shell; the server reads it on every request. */
export function writeRuntimeConfig(remotes: Partial<typeof DEFAULT_REMOTES> = {}) {
  mkdirSync(dirname(RUNTIME_CONFIG_FILE), { recursive: true });
  writeFileSync(
    RUNTIME_CONFIG_FILE,
    JSON.stringify({ apiBase: '', remotes: { ...DEFAULT_REMOTES, ...remotes } }, null, 2),
  );
}
