// Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of a production
// build, so the servers send precompressed bytes (`@fastify/static` preCompressed, nginx
// gzip_static) instead of compressing on every request at a cheaper level (nginx: gzip 6), or not
// at all. Introduced with commit 13f3b08 (docs/performance.md, "Compression").
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text assets a browser downloads; source maps are for tools and stay as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Writes `<file>.br` and `<file>.gz` of a file's bytes. */
export async function precompressFile(file: string, bytes: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path!;
      const writes = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name))
        .map((asset) => precompressFile(path.join(outputPath, asset.name), asset.source.buffer()));
      await Promise.all(writes);
    });
  }
}
