import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRuntimeConfig, type TRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import { defaultManifestPath } from '@portal/shared/remotes';
import { REMOTE_NAMES, type Config } from '../config';

export { ZRuntimeConfig, type TRuntimeConfig };

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

/**
 * The runtime config the shell reads before loading any remote: moving a remote or the API
 * needs no rebuild. With RUNTIME_CONFIG_FILE it is re-read on every request, so editing the
 * file takes effect at the next page load.
 */
const runtimeConfig: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/runtime-config.json',
    {
      schema: {
        tags: ['web'],
        summary: 'Runtime configuration of the front end',
        response: { 200: ZRuntimeConfig },
      },
    },
    async (_request, reply) => {
      const file = fastify.config.runtimeConfigFile;
      const fromEnv = runtimeConfigFromEnv(fastify.config);
      // A file without a payments part still gets the provider the server really uses.
      const body = file
        ? {
            payments: fromEnv.payments,
            ...ZRuntimeConfig.parse(JSON.parse(await readFile(file, 'utf8'))),
          }
        : fromEnv;
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};

export default runtimeConfig;
