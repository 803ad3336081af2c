import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { seedProfiles } from '../../profiles/seed-profiles';

/**
 * POST /dev/profiles/seed {count}: adds `count` varied profiles to the signed-in account (names,
 * phones, e-mails; some with the account's own logo and picture assets), raising its seats to fit
 * (a local ACTIVE plan when it has none),
 * so the users tab can be tried and measured with a large customer (`npm run seed:profiles`).
 * Never in production.
 */
const devProfiles: FastifyPluginAsyncZod = async (fastify) => {
  if (fastify.config.isProduction) return;
  fastify.post(
    '/profiles/seed',
    {
      schema: {
        hide: true,
        body: z.object({ count: z.number().int().min(1).max(20_000) }),
        response: {
          200: z.object({ added: z.number(), total: z.number() }),
          400: ZErrorResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request) =>
      seedProfiles(fastify.db, fastify.profilesRepository, request.accountId, request.body.count),
  );
};

export default devProfiles;
