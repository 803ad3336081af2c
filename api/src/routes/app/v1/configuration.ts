import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_CONFIGURATION_MAX_AGE_SECONDS, ZAppConfiguration } from '@portal/shared/api/app';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { configurationSync } from '../../../agents/configuration-sync';

/** RFC 9110 If-None-Match: a list of entity tags (weak ones compare weakly), or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const ZConfigurationAnswer = ZAppConfiguration.meta({
  headers: {
    ETag: {
      type: 'string',
      description: 'The configuration version, strong: send it back in If-None-Match',
    },
    'Cache-Control': {
      type: 'string',
      description: `private, max-age=${APP_CONFIGURATION_MAX_AGE_SECONDS}`,
    },
    'X-Valid-Until': {
      type: 'string',
      description: 'Now + 7 days (also on 304): the app works offline until then',
    },
  },
});

/**
 * The signed-in agent's branding (docs/app-contract.md), every default resolved
 * (agents/configuration-sync.ts). Its ETag is a hash of the resolved configuration: it changes
 * exactly when what the app renders changes; a matching If-None-Match answers 304.
 */
const configuration: FastifyPluginAsyncZod = async (fastify) => {
  const sync = configurationSync(fastify);

  fastify.get(
    '/configuration',
    {
      schema: {
        operationId: 'getAppConfiguration',
        tags: ['app'],
        summary: "The signed-in agent's branding configuration (ETag, 304, max-age=300)",
        description:
          'Answers 304 to a matching If-None-Match. `validUntil` (and X-Valid-Until, also on 304) ' +
          'is now + 7 days: past it without an answer the app stops working. 403 APP_DEACTIVATED ' +
          'or APP_PROFILE_DELETED: access is over and the agent sessions have ended.',
        response: {
          200: ZConfigurationAnswer,
          304: z.null().describe('Not modified: the version named by If-None-Match is current'),
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { configuration, etag, validUntil } = await sync(request.agent!);
      reply
        .header('etag', etag)
        .header('cache-control', `private, max-age=${APP_CONFIGURATION_MAX_AGE_SECONDS}`)
        .header('x-valid-until', validUntil);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return configuration;
    },
  );
};

export default configuration;
