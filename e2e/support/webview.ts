import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { t } from './i18n';
import { DEMO } from './paths';

// The mobile app around a portal page in a webview (docs/webview-contract.md).

export type AppMessage = { type: string; [key: string]: unknown };

/** What the app does first: trade its own token for a handoff code. */
export async function handoffCode(request: APIRequestContext): Promise<string> {
  const login = await request.post('/v2/auth/email', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/v2/auth/handoff', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

/**
 * Plays the React Native app around the page: its bridge records what the page sends, and, when
 * given, the code is injected before the page loads (the contract's preferred way).
 */
export async function openInApp(page: Page, url: string, injectedCode?: string) {
  await page.addInitScript((code) => {
    const messages: unknown[] = [];
    Object.assign(window, {
      appMessages: messages,
      ReactNativeWebView: { postMessage: (text: string) => messages.push(JSON.parse(text)) },
      ...(code ? { portalHandoff: code } : {}),
    });
  }, injectedCode ?? null);
  await page.goto(url);
}

/** Everything the page sent to the app so far. */
export const appMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { appMessages: AppMessage[] }).appMessages);

/** The app is the chrome: no header, tab bar, footer or sign-out button of the portal. */
export async function expectNoChrome(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('shell.header.logout') })).toHaveCount(0);
}
