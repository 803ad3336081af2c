import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifiersOf, tracesOf } from '../../account-deletion/traces';

/**
 * /dev/account-deletion/purge: the purge of a deleted account, now, as if its 14-day window had
 * passed (the end-to-end tests and demos). Never in production: the route does not exist there.
 * Its answer says, per table of the schema, how many rows still hold one of the account's
 * identifiers read before the purge (`traces`: none expected).
 */
const devAccountDeletion: FastifyPluginAsyncZod = async (fastify) => {
  if (fastify.config.isProduction) return;
  fastify.post(
    '/account-deletion/purge',
    { schema: { hide: true, body: z.object({ email: z.string().min(1).max(320) }) } },
    async (request, reply) => {
      const account = await fastify.db.one<{ id: string }>(
        'SELECT id FROM accounts WHERE email = $1',
        [request.body.email.trim().toLowerCase()],
      );
      const needles = account ? await identifiersOf(fastify.db, account.id) : [];
      const job = account ? await fastify.accountDeletion.purgeNow(account.id, 60_000) : null;
      if (!job) return reply.code(404).send({ message: 'No deletion under way for this e-mail' });
      reply.header('cache-control', 'no-store');
      return {
        status: job.status,
        result: job.result,
        traces: job.status === 'done' ? await tracesOf(fastify.db, needles) : null,
      };
    },
  );
};

export default devAccountDeletion;
