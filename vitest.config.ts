import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests, and API integration tests (PGlite, plus PostgreSQL when it answers).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'shell/src/**/*.test.{ts,tsx}',
            'remote-*/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
