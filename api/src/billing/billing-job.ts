import fp from 'fastify-plugin';
import { BILLING_JOB_INTERVAL_MS, runBillingJob } from './job';

/**
 * The scheduled renewal job (issue 9) of every API replica: each minute it applies what is due,
 * in batches that replicas running at once share (SKIP LOCKED); a run still going when the next
 * minute comes is left to finish. Tests run the job themselves, so it does not tick there.
 */
export default fp(
  async function billingJob(fastify) {
    if (fastify.config.nodeEnv === 'test') return;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = fastify.metrics
        .billingJob(() =>
          runBillingJob({
            db: fastify.db,
            mailer: fastify.mailer,
            log: fastify.log,
            provider: fastify.billing.provider,
            publicUrl: fastify.config.publicUrl,
            seller: fastify.config.seller,
            taxIds: fastify.billing.taxIds,
            pdfs: fastify.invoicePdfs,
          }),
        )
        .catch((error: unknown) => fastify.log.error({ err: error }, 'billing job failed'))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, BILLING_JOB_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onReady', async () => tick());
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'billing-job', dependencies: ['db', 'mailer', 'billing', 'invoice-pdfs'] },
);
