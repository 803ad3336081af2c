// The federation's bundler runtime from its ES module build: rspack's federation entry imports it
// by its CommonJS path, which cannot be tree-shaken (module-federation/core#4452); with the runtime
// alias in aliases.ts it took main.js from 33.9 to 28.4 KB gzip and a remote entry from 15.7 to
// 10.2 KB (commit ac35ea9). aliases.test.ts fails when the packages stop shipping either build.
import { rspack } from '@rspack/core';

export const FEDERATION_RUNTIME_CJS =
  /@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/;

export function federationRuntimeEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (resource) => {
    resource.request = resource.request.replace(/\.cjs$/, '.js');
  });
}
