import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

/** What the pages of a test logged or lost: the test fails on any it did not declare. */
export interface BrowserErrors {
  /**
   * Declares errors this test provokes on purpose (a remote that is down, a request it aborts):
   * each pattern is matched against the lines the failure message lists.
   */
  expect(...patterns: RegExp[]): void;
  /**
   * Declares an answer of the API this test provokes on purpose (a wrong password, an e-mail
   * taken): the browser logs every 4xx/5xx as "Failed to load resource". `path` is the API path,
   * or a pattern of it (an id the test does not know).
   */
  refused(status: number, path: string | RegExp): void;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The suite's `test`: a customer sees no console error on any journey, so every page of a test
 * (its `page`, the windows it opens, and pages of contexts it creates) may log no console error,
 * throw no uncaught error and lose no request, unless the test declared it (`browserErrors`). A
 * request the page itself cancels (a navigation, an aborted fetch) is no failure.
 */
export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const declared: RegExp[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          const where = message.location().url;
          seen.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
        });
        watched.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`));
        watched.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? 'failed';
          if (reason === 'net::ERR_ABORTED') return;
          seen.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
        });
      };
      watch(context);
      browser.on('context', watch);
      try {
        await use({
          expect: (...patterns) => declared.push(...patterns),
          refused: (status, path) =>
            declared.push(
              new RegExp(
                `status of ${status} .*\\(https?://[^/]+${typeof path === 'string' ? escape(path) : path.source}(\\?[^)]*)?\\)$`,
              ),
            ),
        });
      } finally {
        browser.off('context', watch);
      }
      const unexpected = seen.filter((line) => !declared.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and failed requests of the test’s pages').toEqual([]);
    },
    { auto: true },
  ],
});
