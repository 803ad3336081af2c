import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from '../../config';

/** Files that name the current build: they must be revalidated on every load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** A content hash in the file name (e.g. main.3f9a1c2b.js): the bytes never change. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The precompressed copies the build writes beside each file (`main.3f9a1c2b.js.br`). */
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(file: string): string {
  const name = basename(file).replace(PRECOMPRESSED, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function setHeaders(reply: FastifyReply, path: string) {
  reply.header('Cache-Control', cacheControlFor(path));
}

/**
 * One-process mode: the shell at / and each remote at /remotes/<name>/ (its index.html is the
 * remote's standalone page). Only folders that exist are served, so the API runs without builds.
 */
export default fp(
  async function staticPlugin(fastify) {
    const { webRoot } = fastify.config;
    const sites = [
      { root: join(webRoot, 'shell', 'dist'), prefix: '/' },
      ...REMOTE_NAMES.map((name) => ({
        root: join(webRoot, `remote-${name}`, 'dist'),
        // No trailing slash here: with redirect, /remotes/<name> then answers 301 to /remotes/<name>/.
        prefix: `/remotes/${name}`,
      })),
    ];
    for (const site of sites) {
      if (!existsSync(site.root)) continue;
      await fastify.register(fastifyStatic, {
        root: site.root,
        prefix: site.prefix,
        decorateReply: false,
        // /remotes/auth -> /remotes/auth/ so the standalone page resolves its relative assets.
        redirect: true,
        cacheControl: false,
        // The build writes .br and .gz beside every text file: sent with Content-Encoding and
        // Vary: Accept-Encoding to a browser that accepts them, nothing compressed per request.
        preCompressed: true,
        setHeaders,
      });
      fastify.log.debug({ root: site.root, prefix: site.prefix }, 'serving static files');
    }
  },
  { name: 'static', dependencies: ['config'] },
);
