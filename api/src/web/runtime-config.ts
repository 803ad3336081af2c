import { readFile } from 'node:fs/promises';
import { ZRuntimeConfig, type TRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import { defaultManifestPath } from '@portal/shared/remotes';
import { REMOTE_NAMES, type Config } from '../config';

export { ZRuntimeConfig, type TRuntimeConfig };

/** The runtime config of the environment (the front end's `/runtime-config.json` without a file). */
export function runtimeConfigFromEnv(config: Config): TRuntimeConfig {
  return {
    apiBase: config.apiBase,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? defaultManifestPath(name)]),
    ),
    // The checkout shows Stripe's Payment Element only when the server charges through Stripe.
    payments: config.stripe
      ? { provider: 'stripe', stripePublishableKey: config.stripe.publishableKey }
      : { provider: 'local' },
  };
}

/**
 * The runtime config in force now, for the server's own use (the pages' CSP, their preloads): the
 * file's when RUNTIME_CONFIG_FILE names a readable one, else the environment's.
 */
export async function currentRuntimeConfig(config: Config): Promise<TRuntimeConfig> {
  if (!config.runtimeConfigFile) return runtimeConfigFromEnv(config);
  try {
    return ZRuntimeConfig.parse(JSON.parse(await readFile(config.runtimeConfigFile, 'utf8')));
  } catch {
    return runtimeConfigFromEnv(config);
  }
}
