import { z } from 'zod';
import { REMOTE_NAMES } from '../remotes';
import type { RemoteName } from '../remotes';

/** Each known remote's manifest URL; other keys pass through, so an older shell ignores a newer remote. */
const ZRemoteUrls = z.looseObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().optional()])) as Record<
    RemoteName,
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * `runtime-config.json`, served beside the shell: the API base and the URL of each remote's
 * `mf-manifest.json` (may be relative to the page). The API serves it and the shell reads it with
 * this one schema, so moving a remote or the API needs no rebuild.
 */
export const ZRuntimeConfig = z.looseObject({
  /** Prefix of every API call; '' = the page's own origin. */
  apiBase: z.string().default(''),
  remotes: ZRemoteUrls.default({}),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
