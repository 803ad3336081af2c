import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { advanceClock } from '../../billing/clock';
import { parseDuration } from '../../billing/clock';
import { runBillingJob, type JobProgress } from '../../billing/job';
import { AppError } from '../../errors/app-error';

const ZJob = z.object({
  id: z.string(),
  /** The billing engine's clock after the move. */
  now: z.string(),
  done: z.number(),
  total: z.number(),
  renewed: z.number(),
  failed: z.number(),
  canceled: z.number(),
  finished: z.boolean(),
  /** Why the run stopped early; what it committed before stays. */
  error: z.string().nullable(),
});
type Job = z.infer<typeof ZJob>;

/** The runs this instance started, newest last; the oldest are forgotten. */
const KEPT_JOBS = 20;

/**
 * POST /dev/billing/advance {by: "35d"}: moves the billing engine's clock forward and starts a
 * run of what became due, answering at once with the run's id (202); GET /dev/billing/jobs/:id
 * tells how far it got (`npm run billing -- advance 35d` shows it). Never in production.
 */
const devBilling: FastifyPluginAsyncZod = async (fastify) => {
  if (fastify.config.isProduction) return;
  const jobs = new Map<string, Job>();
  const running = new Set<Promise<unknown>>();
  fastify.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  fastify.post(
    '/billing/advance',
    {
      schema: {
        hide: true,
        body: z.object({ by: z.string().max(10) }),
        response: { 202: z.object({ jobId: z.string(), now: z.string() }), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const ms = parseDuration(request.body.by);
      if (ms === null) throw new AppError('VALIDATION', { fields: { by: 'errors.formInvalid' } });
      const now = (await advanceClock(fastify.db, ms)).toISOString();
      const job: Job = {
        id: randomUUID(),
        now,
        done: 0,
        total: 0,
        renewed: 0,
        failed: 0,
        canceled: 0,
        finished: false,
        error: null,
      };
      jobs.set(job.id, job);
      if (jobs.size > KEPT_JOBS) jobs.delete(jobs.keys().next().value!);
      const run = runBillingJob(
        {
          db: fastify.db,
          mailer: fastify.mailer,
          provider: fastify.billing.provider,
          log: fastify.log,
          publicUrl: fastify.config.publicUrl,
          seller: fastify.config.seller,
          taxIds: fastify.billing.taxIds,
          pdfs: fastify.invoicePdfs,
        },
        { onProgress: (progress: JobProgress) => Object.assign(job, progress) },
      )
        .then((outcome) => {
          Object.assign(job, {
            renewed: outcome.renewed,
            failed: outcome.failed,
            canceled: outcome.canceled,
          });
          job.done = job.total;
        })
        .catch((error: unknown) => {
          fastify.log.error({ err: error, jobId: job.id }, 'billing run failed');
          job.error = error instanceof Error ? error.message : String(error);
        })
        .finally(() => {
          job.finished = true;
          running.delete(run);
        });
      running.add(run);
      return reply.code(202).send({ jobId: job.id, now });
    },
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
    async (request) => {
      const job = jobs.get(request.params.id);
      if (!job) throw new AppError('NOT_FOUND');
      return job;
    },
  );
};

export default devBilling;
