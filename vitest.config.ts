import { defineConfig } from 'vitest/config';

/** The API integration tests' common settings. */
const api = {
  server: { deps: { inline: ['@fastify/autoload'] } },
  // Bounds for a hang, never waits: a machine slow to hand out memory (seen at a third of its
  // usual speed) must not turn a slow pass into a failure.
  testTimeout: 90_000,
  hookTimeout: 180_000,
};
/** API files that read PDFs back with pdf.js. */
const PDF_FILES = [
  'api/test/billing/billing-pdf.test.ts',
  'api/test/billing/billing-pdf-threads.test.ts',
  'api/test/billing/billing-tax.test.ts',
  'api/test/billing/billing-pdf-layout.test.ts',
];

// Fast unit tests, component tests in a DOM (Testing Library on jsdom), and the API integration
// tests (PGlite, plus PostgreSQL when it answers) in two projects: most share a module cache, the
// PDF readers do not.
export default defineConfig({
  test: {
    // Both cores: vitest's default on a 2-core machine is one worker (cores - 1), and most API
    // files wait on their databases, child processes and timers as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'shell/src/**/*.test.{ts,tsx}',
            'remote-*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.dom.test.tsx'],
          // Pure functions with no global state: one module cache per worker saves a minute of
          // re-importing zod and the catalogues in every file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A bound for a hang: on a busy machine a wizard's walk through its steps took over 5 s.
          testTimeout: 30_000,
          setupFiles: ['scripts/vitest-dom-setup.ts'],
          include: ['shell/src/**/*.dom.test.tsx', 'remote-*/src/**/*.dom.test.tsx'],
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...PDF_FILES],
          // One module cache per worker: each file no longer loads the whole app (fastify, the
          // OIDC provider, Stripe…) into a fresh process. On a machine slow to hand out memory
          // (2026-11-29: 1 GB touched in 7 s) that is a third of the suite's page faults and time.
          // The app's state lives in each file's own `buildApp` (databases, Redis keys), not in
          // modules; a file that needs a fresh module state goes in the project below.
          isolate: false,
        },
      },
      {
        test: {
          ...api,
          // pdf.js keeps a font cache per module: a PDF read after another file's may miss the
          // glyphs of its letters (a Greek text check failed that way), so these stay isolated.
          name: 'api-pdf',
          include: PDF_FILES,
        },
      },
    ],
  },
});
