import { expect, type Page } from '@playwright/test';
import { axe } from './axe';

// Every route, checked by axe-core in every language of the portal, on a desktop and a phone.
export const PUBLIC_ROUTES = [
  '/login',
  '/create-account',
  '/forgot',
  '/recover',
  '/join',
  '/checkout',
  '/user/new?invitation=inv-1',
];
export const PORTAL_ROUTES = [
  '/additional-info',
  '/additional-info?tab=billing',
  '/additional-info?tab=settings',
  '/user/new',
  '/video/abc123',
];
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function expectNoViolations(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The portal frame's tabs load their remote after the frame's own heading.
  if (route.startsWith('/additional-info')) {
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  // Only violations are reported in full: collecting every passing node would double axe's time.
  const { violations } = await axe(page).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `${route} at ${page.viewportSize()?.width} px: ${found.join('\n')}`).toEqual([]);
}

/** Each route at each width, the page resized in place (a phone turned desktop shows the same faults). */
export async function expectRoutesAccessible(page: Page, routes: readonly string[]) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const route of routes) await expectNoViolations(page, route);
  }
}
