import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import { servedRuntimeConfig } from '../web/served-runtime-config';

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
        operationId: 'getRuntimeConfig',
        tags: ['web'],
        summary: 'Runtime configuration of the front end',
        response: { 200: ZRuntimeConfig },
      },
    },
    async (_request, reply) => {
      const body = await servedRuntimeConfig(fastify.config);
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};

export default runtimeConfig;
