import { expect, test } from '@playwright/test';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

test.use({ viewport: { width: 375, height: 760 } });

test('on a phone the portal fits the screen, even in German', async ({ page }) => {
  await logIn(page);
  await expectPortal(page);
  await page.getByLabel(t('shell.header.language')).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('tab', { name: 'Einstellungen' })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
