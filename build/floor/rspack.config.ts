import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { BootManifestPlugin } from '../plugins/boot-manifest';
import shellConfig from '../../shell/rspack.config';
import {
  catalogueModules,
  exposedModules,
  floorAliases,
  FLOOR_DIST,
  FLOOR_REGISTRY,
  registrySource,
} from './floor';
import { FloorManifestPlugin } from './plugin';

// The floor's build (floor.ts): the shell's own production configuration, as rspack.base.ts makes
// it, with the remotes' modules bundled in. `node scripts/bench-floor.mjs --build` (or `npm run bench:web`)
// builds it into .tmp/floor/shell/dist; nothing else reads it.

const base = shellConfig as Configuration;
const modules = exposedModules();
mkdirSync(path.dirname(FLOOR_REGISTRY), { recursive: true });
writeFileSync(FLOOR_REGISTRY, registrySource(modules));

/** The shell's remote loader: the one module of the shell the floor replaces. */
const SHELL_REGISTRY = path.join(base.context!, 'src', 'remotes');

/** Every plugin of the shell's build but its boot manifest (the page plugins, compression, hints). */
const plugins = (base.plugins ?? []).filter(
  (plugin) => !(plugin instanceof BootManifestPlugin),
) as RspackPluginInstance[];

export default {
  ...base,
  name: 'portal_floor',
  output: { ...base.output, path: FLOOR_DIST, uniqueName: 'portal_floor' },
  resolve: {
    ...base.resolve,
    alias: {
      ...(base.resolve?.alias as Record<string, string>),
      ...floorAliases(modules),
      // The one `z` every page of the real build shares (build/share.ts): the floor bundles the same.
      zod$: path.join(import.meta.dirname, '..', 'zod-shared.mjs'),
    },
  },
  module: {
    ...base.module,
    rules: [
      ...(base.module?.rules ?? []),
      ...catalogueModules().map(({ remote, file }) => ({
        test: file,
        enforce: 'pre' as const,
        loader: path.join(import.meta.dirname, 'catalogue-chunks-loader.mjs'),
        options: { remote },
      })),
    ],
  },
  plugins: [
    new rspack.NormalModuleReplacementPlugin(/^\.\/registry$/, (resource) => {
      if (path.resolve(resource.context) === SHELL_REGISTRY) resource.request = FLOOR_REGISTRY;
    }),
    ...plugins,
    new FloorManifestPlugin(modules),
  ],
} satisfies Configuration;
