/**
 * The import whose job was started from this browser and not yet seen finished: "Import agents"
 * opens it again, so a page closed while it ran finds it (the job itself is the server's).
 */
const KEY = 'portal.profiles.import';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function lastImport(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberImport(id: string | null) {
  try {
    if (id) storage()?.setItem(KEY, id);
    else storage()?.removeItem(KEY);
  } catch {
    // Private mode or quota: the import is then found at its address only.
  }
}
