/** A remote built against a platform this shell does not provide: its error card says why. */
export class PlatformMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`The ${remote} remote needs platform ${required}; the shell provides ${provided}`);
    this.name = 'PlatformMismatchError';
  }
}

const parse = (version: string) => {
  const match = /^\s*[\^~]?\s*(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1, 4).map(Number) : null;
};

/**
 * Does the platform satisfy a remote's range? Remotes require a major with a caret (`^1.2.0`): the
 * same major, at least that minor and patch. A range this shell cannot read counts as unsatisfied.
 */
export function satisfiesPlatform(provided: string, required: string | false | undefined): boolean {
  if (!required || required === '*') return true;
  const have = parse(provided);
  const need = parse(required);
  if (!have || !need || !/^\s*\^/.test(required)) return false;
  if (have[0] !== need[0]) return false;
  for (let i = 1; i < 3; i++) {
    if (have[i]! !== need[i]!) return have[i]! > need[i]!;
  }
  return true;
}

interface ManifestShare {
  name?: unknown;
  requiredVersion?: unknown;
}

/** The platform range a remote's mf-manifest.json declares (rspack.base.ts puts it there). */
export function requiredPlatform(manifest: unknown): string | undefined {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return undefined;
  const platform = (shared as ManifestShare[]).find((s) => s.name === '@portal/shell/platform');
  return typeof platform?.requiredVersion === 'string' ? platform.requiredVersion : undefined;
}
