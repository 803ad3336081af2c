import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxPage } from '../../delivery/outbox-page';

/** /dev/outbox: read codes and links locally (and in the end-to-end tests). Never in production. */
const devOutbox: FastifyPluginAsyncZod = async (fastify) => {
  // Codes and links are readable by anyone who reaches this page: never in production.
  if (fastify.config.isProduction) return;
  const query = z.object({
    to: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  });

  fastify.get('/outbox', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const messages = await fastify.outbox.latest(request.query.limit, request.query.to);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(messages));
  });

  fastify.get(
    '/outbox/messages',
    { schema: { hide: true, querystring: query } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.outbox.latest(request.query.limit, request.query.to);
    },
  );

  fastify.get(
    '/outbox/messages/:id/attachments/:position',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.string().regex(/^\d{1,18}$/),
          position: z.coerce.number().int().min(0).max(100),
        }),
      },
    },
    async (request, reply) => {
      const file = await fastify.outbox.attachment(request.params.id, request.params.position);
      if (!file) return reply.code(404).send({ message: 'Not found' });
      return reply
        .type(file.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};

export default devOutbox;
