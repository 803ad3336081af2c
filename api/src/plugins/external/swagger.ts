import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorResponse } from '@portal/shared/api/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_PREFIX, isPublicRoute } from '../../auth/public-routes';
import { needsPermission, permissionOf, rolesAllowed } from '../../auth/route-permissions';

/**
 * The scopes whose autohooks apply the general per-IP budget (routes/v2, routes/app and
 * routes/payments autohooks.ts): every route there may answer 429.
 */
const RATE_LIMITED_PREFIXES = ['/v2/', APP_PREFIX, '/payments/'];

/** What each status means, for the responses whose schema does not say it. */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted: the work goes on in the background',
  204: 'Done, no content',
  302: 'Redirect to the resource',
  303: 'Redirect (see Location)',
  304: 'Not modified since the ETag sent in If-None-Match',
  400: 'Invalid request: `fields` names each invalid field with its message',
  401: 'Not authenticated: no valid token or credentials',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found, or not the caller’s',
  409: 'Conflict with the current state (`code` says which)',
  410: 'Gone',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Refused by the payment provider',
  429: 'Too many requests: try again after the Retry-After seconds (`retryAfter`)',
  502: 'An upstream service failed',
  503: 'Unavailable',
};

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * The document is derived from what the server enforces, so it cannot disagree with it: every
 * route on the public list (auth/public-routes.ts) says `security: []`, every other one the
 * bearer token its authentication hook requires (an agent's under /app/, a customer's elsewhere)
 * and the 401 it answers without one; a route that validates input answers 400 and one of a
 * rate-limited scope 429. Only the document changes: the route's own schema (validation,
 * serialization) is left as it is.
 */
export const documentTransform: SwaggerTransform = (input) => {
  const url = input.url;
  const methods = [input.route.method].flat();
  const isPublic = methods.every((method) => isPublicRoute(method, url));
  const own = (input.schema ?? {}) as RouteSchema;
  const response: Record<string, unknown> = { ...own.response };
  const add = (status: number) => {
    if (!Object.keys(response).some((code) => code === String(status))) {
      response[status] = ZErrorResponse;
    }
  };
  if (!isPublic) add(401);
  // The roles (issue 37): each protected portal route names its permission and the roles it lets
  // in, from the table the server enforces (auth/route-permissions.ts), and answers 403 to others.
  const permission = methods.some((method) => needsPermission(method, url))
    ? permissionOf(methods[0]!, url)
    : undefined;
  const roles = permission ? rolesAllowed(permission) : [];
  if (permission && roles.length < 4) add(403);
  const roleNote = permission
    ? `Roles: ${roles.join(', ')} (permission \`${permission}\`; any other role: 403 FORBIDDEN_ROLE).`
    : undefined;
  if (own.body || own.querystring || own.params) add(400);
  if (RATE_LIMITED_PREFIXES.some((prefix) => url.startsWith(prefix))) add(429);
  const transformed = jsonSchemaTransform({
    ...input,
    schema: {
      ...own,
      ...(Object.keys(response).length > 0 ? { response } : {}),
      ...(permission
        ? {
            description: [own.description, roleNote].filter(Boolean).join('\n\n'),
            'x-permission': permission,
            'x-roles': roles,
          }
        : {}),
      security: isPublic
        ? []
        : [url.startsWith(APP_PREFIX) ? { appBearerAuth: [] } : { bearerAuth: [] }],
    },
  });
  const out = transformed.schema as RouteSchema;
  for (const [status, schema] of Object.entries(out.response ?? {})) {
    const described = schema as { description?: string };
    if (!described.description && RESPONSE_DESCRIPTIONS[status]) {
      // The response's description, not its schema's (@fastify/swagger takes it off the schema).
      out.response![status] = {
        ...described,
        'x-response-description': RESPONSE_DESCRIPTIONS[status],
      };
    }
  }
  return transformed;
};

/** OpenAPI generated from the routes' zod schemas; the UI is served from the npm package (offline). */
export default fp(
  async function swaggerPlugin(fastify) {
    // Off in production unless API_DOCS=true: the document maps every route for an attacker.
    if (!fastify.config.apiDocs) return;
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Customer portal API',
          description: 'Provider API of the customer portal (spec §7).',
          version: '2.0.0',
        },
        // Relative: the server that serves this document answers its routes too.
        servers: [{ url: '/', description: 'The server of this document' }],
        tags: [
          { name: 'auth', description: 'Customer sign-in, sessions and password recovery' },
          { name: 'users', description: 'The signed-in account: e-mail, phone, password' },
          { name: 'profiles', description: 'The account’s user profiles (the agents)' },
          { name: 'invitations', description: 'Invitation links that create a profile' },
          {
            name: 'brandKit',
            description: 'The company brand kit: the defaults profiles start from and follow',
          },
          {
            name: 'imports',
            description:
              'Importing agents from a spreadsheet or a pasted list: preview, then apply',
          },
          { name: 'assets', description: 'Logos, profile pictures and videos' },
          {
            name: 'activity',
            description: 'The activity log: who changed what, when, from where (kept 365 days)',
          },
          {
            name: 'billing',
            description:
              'Plan, billing details, invoices and credit notes, invoice e-mails, cancellation',
          },
          {
            name: 'account',
            description:
              'The account’s whole life: its data exported as one ZIP, and its deletion with a 14-day undo (the owner only)',
          },
          {
            name: 'members',
            description:
              'The team of administrators and their roles. The account’s own login is its owner ' +
              '(everything); members are admin (profiles, brand kit, invitation links, imports, ' +
              'the activity log; not billing, not the team), billing (billing summary, invoices, ' +
              'plan, payment details, invoice e-mails; no profiles) or viewer (reads the users ' +
              'tab and the billing summary; changes nothing). Every protected route names its ' +
              'permission (`x-permission`) and the roles it lets in (`x-roles`); any other role ' +
              'gets 403 `FORBIDDEN_ROLE` with a message naming the role. Invitations are by ' +
              'e-mail: a one-time link valid 7 days.',
          },
          {
            name: 'security',
            description:
              'Each person’s own sign-in security: an authenticator app and its recovery codes, ' +
              'passkeys, the signed-in sessions; and the account’s rule of who must use a second ' +
              'factor (owner). While the rule requires one of a person who has none, every other ' +
              'route answers 403 `SECOND_FACTOR_SETUP_REQUIRED`.',
          },
          { name: 'payments', description: 'Quote, checkout and the billing portal' },
          { name: 'app', description: 'The agents’ mobile app (docs/app-contract.md)' },
          { name: 'web', description: 'Health, readiness and the front end’s runtime config' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'A customer session from a login method or POST /v2/auth/refreshtoken',
            },
            // The agents' app (docs/app-contract.md): a JWT of audience `app`.
            appBearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'An agent session (aud `app`) from POST /app/v1/auth/verify',
            },
          },
        },
      },
      transform: documentTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
