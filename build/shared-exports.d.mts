/** See shared-exports.mjs. */
export function usedExportsOf(pkg: string, root?: string): string[] | null;
