/**
 * Messages from the portal to the mobile app that embeds it (docs/webview-contract.md), as JSON
 * text through React Native's `window.ReactNativeWebView.postMessage` or iOS's
 * `window.webkit.messageHandlers.portal.postMessage`.
 */
export type AppMessage =
  /** The page is ready; `signedIn` says whether the handed-over session works. */
  | { type: 'portal:ready'; signedIn: boolean }
  /** The handoff code was refused (expired, used): the app should open the page again. */
  | { type: 'portal:handoffFailed' }
  /** A link that leaves the page: the app opens it (in the system browser, a mail app...). */
  | { type: 'portal:open'; url: string }
  /** The task the page was opened for is finished; the app closes the webview. */
  | { type: 'portal:done'; result: Record<string, unknown> }
  /** The portal's session ended (sign-out, expiry). */
  | { type: 'portal:signedOut' };

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
    webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void }> };
  }
}

/** Sends a message to the embedding app; false when there is no app to hear it (a browser). */
export function postToApp(message: AppMessage): boolean {
  const text = JSON.stringify(message);
  if (window.ReactNativeWebView) {
    window.ReactNativeWebView.postMessage(text);
    return true;
  }
  const handler = window.webkit?.messageHandlers?.portal;
  if (handler) {
    handler.postMessage(text);
    return true;
  }
  return false;
}

/** A new window of the browser, or the app's own handling inside a webview. */
export function openOutside(url: string) {
  if (!postToApp({ type: 'portal:open', url })) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Tells the app the page's task is done, with its result (a saved profile's id, "password
 * changed"...). Pages call it after a success; in a browser it does nothing.
 */
export function signalDone(result: Record<string, unknown>): boolean {
  return postToApp({ type: 'portal:done', result });
}
