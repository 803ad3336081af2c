import { defineConfig } from 'vitest/config';

// `npm run test:stripe` only: the Stripe provider against Stripe's test mode (described in
// ../payments-stripe/README.md). Not a project of the root config, so `vitest run` (npm test)
// never reaches Stripe.
export default defineConfig({
  test: {
    name: 'stripe-live',
    root: import.meta.dirname,
    include: ['*.live.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each test with its suite's title: a skipped run shows why.
    reporters: ['verbose'],
  },
});
