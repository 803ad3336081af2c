import fp from 'fastify-plugin';
import { createPaymentsService, type PaymentsService } from '../../../payments/checkout-service';
import { seedCoupons } from '../../../payments/coupons-store';
import { createLocalProvider } from '../../../payments/local/local-provider';
import { createStripeProvider } from '../../../payments/stripe/stripe-provider';
import { createLocalTaxIdVerifier } from '../../../payments/tax-id';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/**
 * The billing engine: Stripe when both Stripe keys are configured, the embedded local engine
 * otherwise. Seeds the coupons of decisions.md.
 */
export default fp(
  async function paymentsPlugin(fastify) {
    const { stripe } = fastify.config;
    const provider = stripe ? createStripeProvider(stripe) : createLocalProvider();
    await seedCoupons(fastify.db);
    fastify.decorate(
      'payments',
      createPaymentsService({
        db: fastify.db,
        provider,
        taxIds: createLocalTaxIdVerifier(),
        log: fastify.log,
      }),
    );
  },
  { name: 'payments', dependencies: ['db'] },
);
