// The MF runtime core is ~18 KB gzip of every entry file. In production a remote does not bundle it
// (`externalRuntime`): inside the portal it uses the shell's copy (`provideExternalRuntime`, published
// as `self._FEDERATION_RUNTIME_CORE` before any remote loads), and its standalone page loads it from
// `mf-runtime-core.<hash>.js`, built by a second, plain compilation (no federation runtime of its own)
// and put before `main` in the page (commit e4eac3b). The hash names the versions it is built from:
// immutable.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Compiler, Configuration } from '@rspack/core';
import { readVersion, requireHere } from '../packages';
import { PrecompressPlugin } from './precompress';

const RUNTIME_CORE_ENTRY = path.join(
  path.dirname(requireHere.resolve('@module-federation/runtime-core')),
  'index.js',
);
const RUNTIME_CORE_FILE = `mf-runtime-core.${createHash('sha256')
  .update(
    ['@module-federation/runtime-core', '@module-federation/sdk', '@rspack/core']
      .map((pkg) => `${pkg}@${readVersion(pkg)}`)
      .join(),
  )
  .digest('hex')
  .slice(0, 8)}.js`;

/** Puts the runtime core's script before the remote's own scripts in its standalone page. */
export class RuntimeCoreScriptPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('RuntimeCoreScriptPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'RuntimeCoreScriptPlugin',
        (data) => {
          data.assets.js.unshift(`${data.assets.publicPath}${RUNTIME_CORE_FILE}`);
          return data;
        },
      );
    });
  }
}

/** The plain compilation of a remote's `mf-runtime-core.<hash>.js`, after the app's (which cleans dist). */
export function runtimeCoreConfig(app: Configuration): Configuration {
  return {
    name: `${app.name}_runtime_core`,
    dependencies: [app.name!],
    mode: 'production',
    context: app.context,
    target: 'web',
    entry: { 'mf-runtime-core': RUNTIME_CORE_ENTRY },
    devtool: 'source-map',
    output: {
      path: app.output!.path,
      filename: RUNTIME_CORE_FILE,
      library: { type: 'self', name: '_FEDERATION_RUNTIME_CORE' },
      uniqueName: `${app.output!.uniqueName}_runtime_core`,
      clean: false,
    },
    performance: false,
    plugins: [new PrecompressPlugin()],
    stats: 'errors-warnings',
  };
}
