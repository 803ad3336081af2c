import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * THE list of routes that answer without an access token. Every other route requires one: the
 * authentication hook is added to each route as it is registered, so a new route cannot forget it.
 * An entry is `METHOD /path` matching the route's declared path exactly, or `METHOD /prefix/*`
 * matching the prefix itself and everything below it (documentation and web files).
 * HEAD follows GET.
 */
export const PUBLIC_ROUTES = [
  // Login methods, session renewal, sign-up.
  'POST /v2/auth/email',
  'POST /v2/auth/refreshtoken',
  'POST /v2/users',
  // Phone, Google and Apple sign-in, the providers' way back, password recovery.
  'GET /v2/auth/methods',
  'POST /v2/auth/requestlogin',
  'POST /v2/auth/validatelogin',
  'GET /v2/auth/getRegistrationLink/:provider',
  'GET /v2/auth/callback/:provider',
  'POST /v2/auth/callback/:provider',
  'POST /v2/auth/social',
  'POST /v2/auth/email/recovery',
  'POST /v2/auth/recovery',
  'POST /v2/auth/recovery/check',
  // The second step of a sign-in (issue 38): the challenge the first step answered is the
  // permission; a lost factor's recovery link is asked with it, and the link's token confirms it.
  'POST /v2/auth/second-factor',
  'POST /v2/auth/second-factor/lost',
  'POST /v2/auth/second-factor/lost/confirm',
  // The mobile app's one-time code, exchanged by the page it opened (docs/webview-contract.md).
  'POST /v2/auth/handoff/exchange',
  // The owner's undo of a deletion (issue 39): the offer's token, answered by a refused sign-in
  // of the owner during the window, is the permission.
  'POST /v2/account-deletion/restore',
  // Development and tests: the purge as if the window had passed (not registered in production).
  'POST /dev/account-deletion/purge',
  // Passkeys (issue 38): sign in without a password (the assertion is the credential), and the
  // second factor of a sign-in (the step's challenge is the permission).
  'POST /v2/auth/passkey/options',
  'POST /v2/auth/passkey',
  'POST /v2/auth/second-factor/passkey/options',
  'POST /v2/auth/second-factor/passkey',
  // The agents' app signs in by phone; its refresh token is the permission to renew or end a
  // login (docs/app-contract.md).
  'POST /app/v1/auth/code',
  'POST /app/v1/auth/verify',
  'POST /app/v1/auth/refresh',
  'POST /app/v1/auth/logout',
  // The development outbox (not registered in production).
  'GET /dev/outbox/*',
  // The billing engine's clock for tests and demos (not registered in production).
  'POST /dev/billing/advance',
  'GET /dev/billing/jobs/:id',
  // The invited person has no account: reading the link and creating a profile with it.
  'GET /v2/invitations/:id',
  'POST /v2/invitations/:id',
  // An administrator invited by e-mail (issue 37): the one-time token in the link is the
  // permission to read the invitation and accept it.
  'GET /v2/member-invitations/:token',
  'POST /v2/member-invitations/:token',
  // ... or joins with Google, Apple or a phone code instead of a password.
  'GET /v2/member-invitations/:token/social/:provider',
  'POST /v2/member-invitations/:token/social',
  'POST /v2/member-invitations/:token/phone-code',
  'POST /v2/member-invitations/:token/phone',
  // Asset contents: the signed URL is the permission (<img> and <video> send no token).
  'GET /v2/resources/assets/:id/content',
  // Checkout: a new customer has no account yet (the payment creates what the account will own).
  'POST /payments/quote',
  'POST /payments/local/payment-methods',
  'POST /payments/checkout',
  'POST /payments/checkout/:checkoutId/confirm',
  // The hand-off after paying: the claim or receipt token in the body is the permission.
  'POST /payments/checkout/claim',
  'POST /payments/checkout/receipt',
  // Stripe's events: the signature is the permission.
  'POST /payments/webhook',
  // The local billing portal's pages: the session token in the link is the permission.
  'GET /payments/portal',
  'GET /payments/portal/portal.js',
  'GET /payments/portal/invoices/:id/pdf',
  'POST /payments/portal/preview',
  'POST /payments/portal/plan',
  'POST /payments/portal/card',
  'POST /payments/portal/pay',
  'POST /payments/portal/cancel',
  'POST /payments/portal/cancel/confirm',
  'POST /payments/portal/resume',
  // What the front end and operators read before anyone signs in.
  'GET /runtime-config.json',
  'GET /healthz',
  'GET /readyz',
  // Prometheus: METRICS_TOKEN is its own permission (plugins/metrics.ts).
  'GET /metrics',
  // CORS preflights (@fastify/cors answers an allowed origin's before any route; others get 404).
  'OPTIONS *',
  'GET /docs/*',
  // The built shell and remotes (static files).
  'GET /*',
  'GET /remotes/*',
] as const;

function matches(entry: string, method: string, url: string): boolean {
  const [entryMethod, path] = entry.split(' ') as [string, string];
  if (entryMethod !== method && !(entryMethod === 'GET' && method === 'HEAD')) return false;
  if (path === '/*') return url === '/*' || url === '/';
  if (path.endsWith('/*')) {
    const prefix = path.slice(0, -2);
    return url === prefix || url.startsWith(`${prefix}/`);
  }
  return url === path;
}

export function isPublicRoute(method: string, url: string): boolean {
  return PUBLIC_ROUTES.some((entry) => matches(entry, method, url));
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** The agents' app: its routes take the app's tokens (audience `app`), never a customer's. */
export const APP_PREFIX = '/app/';

/**
 * Adds authentication in front of every route that is not public. Installed on the root instance
 * before any plugin or route is registered, so it sees them all. Routes under /app/ take an
 * agent's token, every other one a customer's: neither is accepted by the other's routes.
 */
export function requireAuthentication(fastify: FastifyInstance) {
  // Resolved per request: the decorators are registered after this hook. Each answers the
  // promise of the check itself (no second one around it).
  const authenticate = (request: FastifyRequest) => fastify.authenticate(request);
  const authenticateAgent = (request: FastifyRequest) => fastify.agents.authenticate(request);
  fastify.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (methodsOf(route).every((method) => isPublicRoute(method, url))) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    const app = url.startsWith(APP_PREFIX);
    // The OpenAPI document's security comes from the same list (documentTransform, swagger.ts).
    route.onRequest = [...existing, app ? authenticateAgent : authenticate];
  });
}
