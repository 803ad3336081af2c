// `npm run build:api`: the API as plain JavaScript for `node api/dist/server.mjs` (the container
// runs no TypeScript tooling). esbuild bundles api/src into api/dist with the source tree's layout:
// @fastify/autoload reads the route folders from disk, so every file under routes/ (and plugins/) is
// an entry of its own, code they share goes to chunks (one copy of each module), and
// @portal/shared (TypeScript source) is inlined. Every other npm package stays external, loaded
// from node_modules at run time: native ones (sharp, @node-rs/argon2), PGlite's wasm and data
// files, the Noto font files.
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Not apps.mjs: that one loads tsx, which the image's build stage does not install.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'api', 'src');
export const DIST = join(ROOT, 'api', 'dist');
/** Written last: the banner finds the bundle's root by it, and a half-written dist has none. */
const MARKER = '.api-dist-root';

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [path] : [];
  });
}

/** `@portal/shared` is bundled (it ships TypeScript); every other package is left to node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` of a source file becomes the same folder under dist (the layout mirrors
 * src), wherever its code lands: an entry in a subfolder or a chunk at the root. Paths built from
 * it (migrations, assets, the web root) keep working.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      let contents = await readFile(args.path, 'utf8');
      if (args.path.startsWith(SRC + sep) && contents.includes('import.meta.dirname')) {
        const rel = relative(SRC, dirname(args.path)).split(sep).join('/');
        contents = contents.replaceAll(
          'import.meta.dirname',
          `__portalJoin(__portalDist, ${JSON.stringify(rel)})`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
};

const banner = `import { existsSync as __portalExists } from 'node:fs';
import { dirname as __portalDirname, join as __portalJoin } from 'node:path';
const __portalDist = (() => {
  let dir = import.meta.dirname;
  while (!__portalExists(__portalJoin(dir, ${JSON.stringify(MARKER)}))) {
    if (__portalDirname(dir) === dir) throw new Error('api/dist: no ${MARKER}, run npm run build:api');
    dir = __portalDirname(dir);
  }
  return dir;
})();`;

export async function buildApi() {
  const started = Date.now();
  rmSync(DIST, { recursive: true, force: true });
  const entries = [
    join(SRC, 'server.ts'),
    join(SRC, 'doctor.ts'),
    // A worker thread's script (billing/invoices/pdf-renderer.ts starts it by its path).
    join(SRC, 'billing', 'invoices', 'pdf-worker.ts'),
    ...filesUnder(join(SRC, 'plugins')),
    ...filesUnder(join(SRC, 'routes')),
  ];
  await build({
    entryPoints: entries,
    outbase: SRC,
    outdir: DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    banner: { js: banner },
    plugins: [externalPackages, sourceDirname],
    logLevel: 'warning',
  });
  writeFileSync(join(DIST, MARKER), '');
  return { entries: entries.length, ms: Date.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { entries, ms } = await buildApi();
  console.log(`api/dist: ${entries} entries bundled in ${ms} ms (node api/dist/server.mjs)`);
}
