import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core over a page, every rule, reporting violations only. Legacy mode runs `axe.run` in the
 * page itself: the default finishes each analysis in a new blank page (to merge cross-origin
 * frames, which the portal's pages do not have), and that page cost 1-3 s per check, the larger
 * part of the suite's time. Collecting passing nodes is skipped for the same reason.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}
