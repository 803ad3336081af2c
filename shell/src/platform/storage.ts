/**
 * The browser's localStorage, or nothing (node tests, private modes that throw on access).
 * Every read and write goes through here so a storage failure never breaks the portal.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function safeWrite(
  storage: KeyValueStorage | undefined,
  write: (s: KeyValueStorage) => void,
) {
  if (!storage) return;
  try {
    write(storage);
  } catch {
    // Quota or privacy mode: the session then lives in memory only.
  }
}
