import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from '../config';
import { currentRuntimeConfig } from './runtime-config';
import { inlineScriptsOf } from './security-headers';
import { firstScreenPages } from './first-screen';

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
    if (existsSync(sites[0]!.root)) {
      // The shell's page with its first-screen preloads (first-screen.ts); the page as built when
      // the build has no preload script.
      const firstScreen = firstScreenPages(webRoot);
      const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
        const runtime = await currentRuntimeConfig(fastify.config);
        const page = await firstScreen(runtime.remotes);
        if (!page) return reply.sendFile('index.html', sites[0]!.root);
        inlineScriptsOf.set(reply, [page.scriptHash]);
        reply
          .header('Cache-Control', cacheControlFor('index.html'))
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8');
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
        if (/\bgzip\b/.test(accepted))
          return reply.header('Content-Encoding', 'gzip').send(page.gzip);
        return reply.send(page.html);
      };
      // `/` only: a page asked for by its file name (no link does) goes out as built.
      fastify.get('/', sendPage);
    }
    for (const site of sites) {
      if (!existsSync(site.root)) continue;
      await fastify.register(fastifyStatic, {
        root: site.root,
        prefix: site.prefix,
        // reply.sendFile for the shell's page when it goes out as built (see above).
        decorateReply: site.prefix === '/',
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
  { name: 'static', dependencies: ['config', 'security-headers'] },
);
