// The page's own scripts (the first paint's, the server's preload) are ordinary modules of shared/
// (shared/src/first-screen/page/*.entry.ts) that import the app's own resolveFirstScreen, session
// and language rules: bundled here by rspack into one script, so the page runs the very functions
// the app imports, not copies of them, and no function's source text is pasted into a string.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import type { Stats } from '@rspack/core';

/** The page scripts' entries. */
export const PAGE_ENTRIES = {
  firstPaint: join(import.meta.dirname, '../shared/src/first-screen/page/first-paint.entry.ts'),
  preload: join(import.meta.dirname, '../shared/src/first-screen/page/preload.entry.ts'),
};

/**
 * The entry bundled into one minified script (no module loader: its modules concatenated), with
 * `PAGE_DATA` written in as the JSON literal of `data` (the route table, keys, texts).
 */
export async function bundlePageScript(entry: string, data: unknown): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'page-script-'));
  try {
    const compiler = rspack({
      mode: 'production',
      context: import.meta.dirname,
      entry,
      target: ['web', 'es2020'],
      devtool: false,
      output: { path: out, filename: 'page.js', iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        ],
      },
      // Minified below, texts as they are.
      optimization: { minimize: false },
      plugins: [new rspack.DefinePlugin({ PAGE_DATA: JSON.stringify(data) })],
    });
    const stats = await new Promise<Stats>((done, fail) =>
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error || !result) fail(error ?? new Error('no stats'));
        else done(result);
      }),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const code = readFileSync(join(out, 'page.js'), 'utf8');
    // One module, no loader: a page script has no module system to lean on (and no bytes for one).
    if (/__webpack_require__/.test(code)) throw new Error(`${entry}: not bundled into one module`);
    // A classic script of the page: its strict-mode directive only costs bytes (the login budget).
    return minifyScript(code).replace(/^\(\(\)=>\{"use strict";/, '(()=>{');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Minified, for a script of the page (the frame's script counts in the login page's JS budget). */
export function minifyScript(code: string): string {
  // Texts as they are (é, not \xe9): fewer bytes.
  const { code: min } = rspack.experiments.swc.minifySync(code, {
    compress: true,
    mangle: true,
    format: { asciiOnly: false },
  });
  return min;
}
