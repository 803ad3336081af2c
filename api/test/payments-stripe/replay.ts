import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/** One request the `stripe` SDK sent. */
export interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form body of a POST, or the query of a GET. */
  body: URLSearchParams;
  /** True when Stripe would replay a stored answer for its idempotency key. */
  replayed: boolean;
}

/** An answer Stripe gives: a resource (200), or an error body with its status (402 card_error). */
export type Answer = { status?: number; body: object };

interface Stored {
  route: string;
  raw: string;
  status: number;
  body: string;
}

/** Stripe's 400 for a confirmation it cannot complete without somewhere to send the customer. */
const RETURN_URL_REQUIRED = {
  error: {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message:
      'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
    param: 'return_url',
  },
} satisfies { error: Stripe.StripeRawError };

/**
 * A stand-in for api.stripe.com: it answers each route with the typed answers it is given (one per
 * request, the last one repeating) and keeps the rules of Stripe's that the provider depends on:
 * - an idempotency key answers again what it answered first (a different request with the same
 *   key is an `idempotency_error`), so a retry or a second step reads the first outcome;
 * - an intent confirmed on creation without `return_url` must name its payment method types or
 *   refuse redirects, or Stripe answers 400 (an account's Dashboard has redirect-based methods on
 *   by default; the stand-in refuses it whatever `off_session` says).
 * A route it was not given answers 404, as Stripe does for an unknown URL.
 */
export function replayStripe() {
  const requests: Recorded[] = [];
  const routes = new Map<string, { pattern: RegExp; answers: Answer[] }>();
  const keys = new Map<string, Stored>();

  function answerFor(method: string, path: string): Answer | undefined {
    for (const [name, route] of routes) {
      if (name.startsWith(`${method} `) && route.pattern.test(path)) {
        return route.answers.length > 1 ? route.answers.shift() : route.answers[0];
      }
    }
    return undefined;
  }

  function refusesConfirm(method: string, path: string, body: URLSearchParams) {
    if (method !== 'POST' || !/^\/v1\/(payment|setup)_intents$/.test(path)) return false;
    if (body.get('confirm') !== 'true' || body.has('return_url')) return false;
    const typesNamed = [...body.keys()].some((k) => k.startsWith('payment_method_types['));
    return !typesNamed && body.get('automatic_payment_methods[allow_redirects]') !== 'never';
  }

  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const method = req.method ?? '';
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const route = `${method} ${url.pathname}`;
      const send = (status: number, body: string, replayed = false) => {
        requests.push({
          method,
          path: url.pathname,
          idempotencyKey,
          body: new URLSearchParams(method === 'GET' ? url.search : raw),
          replayed,
        });
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.setHeader('request-id', `req_test_${requests.length}`);
        if (replayed) res.setHeader('idempotent-replayed', 'true');
        res.end(body);
      };

      const stored = idempotencyKey ? keys.get(idempotencyKey) : undefined;
      if (stored) {
        if (stored.route === route && stored.raw === raw)
          return send(stored.status, stored.body, true);
        return send(
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          } satisfies { error: Stripe.StripeRawError }),
        );
      }
      if (refusesConfirm(method, url.pathname, new URLSearchParams(raw))) {
        return send(400, JSON.stringify(RETURN_URL_REQUIRED));
      }
      const answer = answerFor(method, url.pathname);
      const status = answer ? (answer.status ?? 200) : 404;
      const body = JSON.stringify(
        answer?.body ?? {
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route}).` },
        },
      );
      // Stripe keeps the outcome of a request it ran, a decline included, under its key.
      if (idempotencyKey && method === 'POST')
        keys.set(idempotencyKey, { route, raw, status, body });
      send(status, body);
    });
  });

  return {
    requests,
    /** What `method path` answers from now on (`:id` matches one path segment). */
    on(method: 'GET' | 'POST' | 'DELETE', path: string, ...answers: Answer[]) {
      const pattern = new RegExp(`^${path.replaceAll(/:\w+/g, '[^/]+')}$`);
      routes.set(`${method} ${path}`, { pattern, answers });
    },
    /** Forgets the routes, the requests and the idempotency keys. */
    reset() {
      requests.length = 0;
      routes.clear();
      keys.clear();
    },
    /** The requests as `METHOD /path`, in order. */
    calls: () => requests.map((r) => `${r.method} ${r.path}`),
    /** The requests to `METHOD /path`. */
    sent: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A resource Stripe answers with 200. */
export const ok = (body: object): Answer => ({ body });
/** An error body Stripe answers with `status` (402 for a card error). */
export const fails = (status: number, body: { error: object }): Answer => ({ status, body });
