import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { advanceClock } from '../../billing/clock';
import { parseDuration } from '../../billing/clock';
import { runBillingJob } from '../../billing/job';
import { AppError } from '../../errors/app-error';

/**
 * POST /dev/billing/advance {by: "35d"}: moves the billing engine's clock forward and applies what
 * became due at once (`npm run billing -- advance 35d` calls it). Never in production.
 */
const devBilling: FastifyPluginAsyncZod = async (fastify) => {
  if (fastify.config.isProduction) return;
  fastify.post(
    '/billing/advance',
    {
      schema: {
        hide: true,
        body: z.object({ by: z.string().max(10) }),
        response: {
          200: z.object({
            now: z.string(),
            renewed: z.number(),
            failed: z.number(),
            canceled: z.number(),
          }),
          400: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const ms = parseDuration(request.body.by);
      if (ms === null) throw new AppError('VALIDATION', { fields: { by: 'errors.formInvalid' } });
      const now = await advanceClock(fastify.db, ms);
      const outcome = await runBillingJob({
        db: fastify.db,
        mailer: fastify.mailer,
        provider: fastify.billing.provider,
        log: request.log,
        publicUrl: fastify.config.publicUrl,
        seller: fastify.config.seller,
        taxIds: fastify.billing.taxIds,
      });
      return {
        now: now.toISOString(),
        renewed: outcome.renewed,
        failed: outcome.failed,
        canceled: outcome.canceled,
      };
    },
  );
};

export default devBilling;
