import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { sendError } from '../errors/error-handler';
import { currentRuntimeConfig } from './runtime-config';

/** Baseline headers on every answer. */
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
const BASELINE = Object.entries(HEADERS);

/** The inline scripts a page answer carries (`'sha256-…'`), set by whoever wrote the page. */
export const inlineScriptsOf = new WeakMap<FastifyReply, string[]>();

/** What any answer that is not a page may do: nothing. */
const NON_HTML_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/** Stripe.js (the Payment Element): its script, its API and its frames. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy of every HTML page: scripts from this origin, Stripe, and the origins the runtime
 * config names for remotes (a remote may be served from a CDN) and the API; `inlineScripts`, the
 * hashes of inline scripts the page carries (`'sha256-…'`).
 */
export function htmlPolicy(
  remoteUrls: string[],
  apiBase: string,
  inlineScripts: string[] = [],
): string {
  const remotes = [...new Set(remoteUrls.map(originOf).filter((o): o is string => o !== null))];
  const api = originOf(apiBase);
  const list = (...sources: (string | null)[]) =>
    [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inlineScripts, ...STRIPE.script, ...remotes)}`,
    `connect-src ${list("'self'", ...STRIPE.connect, ...remotes, api)}`,
    `frame-src ${list(...STRIPE.frame)}`,
    // The pages carry a small inline <style> for the boot screen; a remote brings its own
    // stylesheets, images and fonts from its origin.
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https://*.stripe.com', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Security headers on every answer, a full CSP on every HTML page, `no-store` left to the API
 * routes, and source maps hidden in production. Registered before any route so that every
 * route, the static files included, gets them.
 */
export default fp(
  async function securityHeaders(fastify) {
    const { config } = fastify;

    /** A page's policy: it names the runtime config's origins, read as the page leaves. */
    async function setHtmlPolicy(reply: FastifyReply) {
      const runtime = await currentRuntimeConfig(config);
      reply.header(
        'content-security-policy',
        // Unknown keys pass through the loose schema: only strings are URLs.
        htmlPolicy(
          Object.values(runtime.remotes).filter((url): url is string => typeof url === 'string'),
          runtime.apiBase,
          inlineScriptsOf.get(reply) ?? [],
        ),
      );
    }

    // Every answer passes here: a plain callback (no promise of its own) for all but a page,
    // whose policy waits for the runtime config.
    fastify.addHook('onSend', (_request, reply: FastifyReply, payload, done) => {
      for (const [name, value] of BASELINE) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (reply.hasHeader('content-security-policy')) return done(null, payload);
      const type = reply.getHeader('content-type');
      if (String(type ?? '').startsWith('text/html')) {
        setHtmlPolicy(reply).then(
          () => done(null, payload),
          (error: Error) => done(error),
        );
        return;
      }
      reply.header('content-security-policy', NON_HTML_CSP);
      done(null, payload);
    });

    if (config.isProduction && !config.sourceMapsPublic) {
      // Source maps describe the whole front-end source: upload them to the error tracker instead.
      fastify.addHook('onRequest', (request, reply, done) => {
        // Answered here, the request goes no further (a hook that answers does not call done).
        if (request.url.split('?')[0]!.endsWith('.map'))
          return void sendError(request, reply, new AppError('NOT_FOUND'));
        done();
      });
    }
  },
  { name: 'security-headers', dependencies: ['config'] },
);
