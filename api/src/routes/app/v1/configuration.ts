import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_CONFIGURATION_MAX_AGE_SECONDS, ZAppConfiguration } from '@portal/shared/api/app';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { signedAssetUrl } from '../../../assets/asset-urls';
import {
  configurationVersion,
  resolveConfiguration,
  validUntil,
} from '../../../agents/app-configuration';

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
 * The signed-in agent's branding (docs/app-contract.md), every default resolved. Its ETag is a
 * hash of the resolved configuration: it changes exactly when what the app renders changes. Each
 * fetch (200 or 304) records on the profile when the agent synced and which version it holds.
 */
const configuration: FastifyPluginAsyncZod = async (fastify) => {
  const secret = fastify.config.jwtSecret;
  const sign = (id: string) => signedAssetUrl(secret, id);

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
      const agent = request.agent!;
      const resolved = resolveConfiguration(agent.profile, agent.subscription, sign);
      const version = configurationVersion(agent.profile, agent.subscription, secret);
      const etag = `"${version}"`;
      const until = validUntil();
      await fastify.agents.recordSync(agent.profile.id, version);
      reply
        .header('etag', etag)
        .header('cache-control', `private, max-age=${APP_CONFIGURATION_MAX_AGE_SECONDS}`)
        .header('x-valid-until', until);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return { ...resolved, version, validUntil: until };
    },
  );
};

export default configuration;
