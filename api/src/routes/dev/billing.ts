import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { devBillingClock } from '../../billing/dev-clock';

const ZJob = z.object({
  id: z.string(),
  now: z.string(),
  done: z.number(),
  total: z.number(),
  renewed: z.number(),
  failed: z.number(),
  canceled: z.number(),
  finished: z.boolean(),
  error: z.string().nullable(),
});

/**
 * POST /dev/billing/advance {by: "35d"}: moves the billing engine's clock forward and starts a
 * run of what became due, answering at once with the run's id (202); GET /dev/billing/jobs/:id
 * tells how far it got (`npm run billing -- advance 35d` shows it). Never in production.
 */
const devBilling: FastifyPluginAsyncZod = async (fastify) => {
  if (fastify.config.isProduction) return;
  const clock = devBillingClock({
    db: fastify.db,
    mailer: fastify.mailer,
    provider: fastify.billing.provider,
    log: fastify.log,
    publicUrl: fastify.config.publicUrl,
    seller: fastify.config.seller,
    taxIds: fastify.billing.taxIds,
    pdfs: fastify.invoicePdfs,
  });
  fastify.addHook('onClose', async () => clock.settled());

  fastify.post(
    '/billing/advance',
    {
      schema: {
        hide: true,
        body: z.object({ by: z.string().max(10) }),
        response: { 202: z.object({ jobId: z.string(), now: z.string() }), 400: ZErrorResponse },
      },
    },
    async (request, reply) => reply.code(202).send(await clock.advance(request.body.by)),
  );

  fastify.get(
    '/billing/jobs/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZJob, 404: ZErrorResponse },
      },
    },
    async (request) => clock.job(request.params.id),
  );
};

export default devBilling;
