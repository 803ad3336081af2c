import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
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
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
