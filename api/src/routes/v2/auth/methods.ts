import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSignInMethods } from '@portal/shared/api/contract';

/** Which sign-in buttons and code channels the login screen offers on this deployment. */
const signInMethods: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/methods',
    {
      schema: {
        operationId: 'listSignInMethods',
        tags: ['auth'],
        summary: 'Sign-in methods configured here',
        response: { 200: ZSignInMethods },
      },
    },
    async () => ({
      google: fastify.socialSignIn.isEnabled('google'),
      apple: fastify.socialSignIn.isEnabled('apple'),
      codeChannels: fastify.messaging.channels,
    }),
  );
};

export default signInMethods;
