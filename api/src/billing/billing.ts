import fp from 'fastify-plugin';
import { createPaymentsService, type PaymentsService } from './checkout-service';
import { sharedInvoiceFaces } from './invoices/fonts';
import { createLocalProvider } from './local/local-provider';
import { seedCoupons } from './repository/coupons';
import { createStripeProvider } from './stripe/stripe-provider';
import { cachedTaxIdVerifier, createLocalTaxIdVerifier, createViesTaxIdVerifier } from './tax-id';

declare module 'fastify' {
  interface FastifyInstance {
    billing: PaymentsService;
  }
}

/**
 * The billing engine (src/billing): Stripe when both Stripe keys are configured, the embedded
 * local engine otherwise. Seeds the coupons of decisions.md.
 */
export default fp(
  async function billingPlugin(fastify) {
    const { stripe, vatCheck, seller } = fastify.config;
    const provider = stripe ? createStripeProvider(stripe) : createLocalProvider();
    await seedCoupons(fastify.db);
    fastify.decorate(
      'billing',
      createPaymentsService({
        db: fastify.db,
        provider,
        // VIES behind a cache and a per-address limit (tax-id.ts); the stub asks no one.
        taxIds:
          vatCheck.kind === 'vies'
            ? cachedTaxIdVerifier(
                createViesTaxIdVerifier({ ...vatCheck, log: fastify.log }),
                fastify.redis,
              )
            : createLocalTaxIdVerifier(),
        seller,
        log: fastify.log,
        mailer: fastify.mailer,
        publicUrl: fastify.config.publicUrl,
        redis: fastify.redis,
      }),
    );
    // The invoice faces are read, parsed and embedded once (about a second): before the first
    // customer waits for a receipt, not during. Tests build many apps and render few invoices.
    if (fastify.config.nodeEnv !== 'test') {
      fastify.addHook('onReady', async () => {
        await sharedInvoiceFaces();
      });
    }
  },
  { name: 'billing', dependencies: ['config', 'db', 'mailer', 'redis'] },
);
