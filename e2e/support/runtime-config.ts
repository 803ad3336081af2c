import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { RUNTIME_CONFIG_FILE } from './paths';

import type { TRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import { defaultManifestPath, REMOTE_NAMES } from '@portal/shared/remotes';
import type { RemoteName } from '@portal/shared/remotes';

export const DEFAULT_REMOTES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, defaultManifestPath(name)]),
) as Record<RemoteName, string>;

/** Writes the runtime config the server hands to the shell; the server reads it on every request. */
export function writeRuntimeConfig(remotes: Partial<Record<RemoteName, string>> = {}) {
  mkdirSync(dirname(RUNTIME_CONFIG_FILE), { recursive: true });
  writeFileSync(
    RUNTIME_CONFIG_FILE,
    JSON.stringify(
      { apiBase: '', remotes: { ...DEFAULT_REMOTES, ...remotes } } satisfies TRuntimeConfig,
      null,
      2,
    ),
  );
}
