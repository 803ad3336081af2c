// What the page's own scripts read of the visitor before the app runs: signed in or not, and the
// language. The app's rules (the platform's selectIsLoggedIn, its language pick), once, so the first
// paint, the server's preload and the app never disagree.
import { isLocale, matchLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';

type Reader = Pick<Storage, 'getItem'> | null;

/** localStorage, or null where the browser blocks it (the app then reads the visitor signed out). */
export function pageStorage(): Reader {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * Signed in when every session field is saved (the platform saves each under its own name, and
 * selectIsLoggedIn wants them all); blocked storage reads as signed out, as in the app.
 */
export function isSignedIn(storage: Reader, sessionKeys: readonly string[]): boolean {
  try {
    return !!storage && sessionKeys.every((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** The visitor's language as the app picks it: the saved choice, else the browser's. */
export function visitorLocale(
  storage: Reader,
  localeKey: string,
  languages: readonly string[],
): Locale {
  let saved: string | null = null;
  try {
    saved = storage ? storage.getItem(localeKey) : null;
  } catch {
    // Blocked: the browser's language.
  }
  return isLocale(saved) ? saved : matchLocale(languages);
}
