import { readFile } from 'node:fs/promises';
import type { Config } from '../config';
import { runtimeConfigFromEnv, ZRuntimeConfig, type TRuntimeConfig } from './runtime-config';

/**
 * What GET /runtime-config.json answers: with RUNTIME_CONFIG_FILE the file, re-read on every
 * request so an edit takes effect at the next page load (a file that does not parse is an error),
 * else the environment's. A file without a payments part still gets the provider the server
 * really uses.
 */
export async function servedRuntimeConfig(config: Config): Promise<TRuntimeConfig> {
  const fromEnv = runtimeConfigFromEnv(config);
  const file = config.runtimeConfigFile;
  if (!file) return fromEnv;
  return {
    payments: fromEnv.payments,
    ...ZRuntimeConfig.parse(JSON.parse(await readFile(file, 'utf8'))),
  };
}
