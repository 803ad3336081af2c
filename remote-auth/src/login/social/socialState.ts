import type { SocialProvider } from '@portal/shared/validation/sign-in';

/**
 * The state of the sign-in this tab started, kept until the provider sends the browser back: an
 * answer carrying another state was not started here and is refused before it reaches the API.
 */
const KEY = 'portal.socialSignIn';

export interface StartedSignIn {
  provider: SocialProvider;
  state: string;
}

export function rememberSignIn(started: StartedSignIn) {
  sessionStorage.setItem(KEY, JSON.stringify(started));
}

/** The started sign-in, forgotten as it is read: an answer is used once. */
export function takeStartedSignIn(): StartedSignIn | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as StartedSignIn) : null;
  } catch {
    return null;
  }
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };
