import { expect, type Page } from '@playwright/test';
import { t } from './i18n';
import { DEMO } from './paths';

export async function logIn(page: Page, credentials: { email: string; password: string } = DEMO) {
  await page.goto('/#/login');
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(credentials.email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}

export async function expectPortal(page: Page) {
  await expect(page).toHaveURL(/#\/additional-info/);
  await expect(page.getByRole('tab', { name: t('shell.tabs.users') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}
