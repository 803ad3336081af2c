import { useCallback, useState } from 'react';

/**
 * What survives a reload of the checkout: the step and the values of steps 1 and 2, in this tab's
 * sessionStorage. Card data is never part of it (issue: "a reload keeps steps 1 and 2, never card data").
 */
const KEY = 'portal.checkout.draft';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readDraft<T>(fallback: T, isDraft: (value: unknown) => value is T): T {
  try {
    const raw = sessionStore()?.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeDraft(value: unknown) {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the checkout then lives in memory only.
  }
}

export function clearDraft() {
  try {
    sessionStore()?.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** State mirrored to sessionStorage on every change. */
export function useDraft<T>(initial: () => T) {
  const [value, setValue] = useState(initial);
  const update = useCallback((next: (previous: T) => T) => {
    setValue((previous) => {
      const result = next(previous);
      writeDraft(result);
      return result;
    });
  }, []);
  return [value, update] as const;
}
