// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) at the top of every
// script: its functions are compiled while the file streams in, on a background thread, instead of
// one by one on the main thread the first time each is called. Nearly every function of a chunk
// runs when the chunk is used (its modules' factories, the libraries' startup), and the lazy
// compiles were a third of the first screen's main-thread time (main.js: ~180 → ~100 ms, React DOM
// ~75 → ~30 ms in a cold load of /login; commit 6633b5f). Added after the minifier, which would drop
// the comment, and before the source maps, which then count its line. Other engines read a plain
// comment.
import { rspack } from '@rspack/core';

export function compileHintPlugin() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
  });
}
