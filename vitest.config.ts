import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests, component tests in a DOM (Testing Library on jsdom), and API
// integration tests (PGlite, plus PostgreSQL when it answers).
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
          include: ['shell/src/**/*.dom.test.tsx', 'remote-*/src/**/*.dom.test.tsx'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          server: { deps: { inline: ['@fastify/autoload'] } },
          // Bounds for a hang, never waits: a machine slow to hand out memory (seen at a third of
          // its usual speed) must not turn a slow pass into a failure.
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
