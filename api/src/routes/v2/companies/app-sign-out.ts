import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { profileLabel } from '../../../activity/changes';

/**
 * "Sign out of the app" from the users tab (a lost phone, issue 38): every app login of the agent
 * ends; the app's next call answers 401 APP_SIGNED_OUT_BY_CUSTOMER with the message to show
 * (docs/app-contract.md). The agent signs in again with their phone.
 */
const appSignOut: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/app-sign-out',
    {
      schema: {
        operationId: 'signOutOfApp',
        tags: ['profiles', 'app'],
        summary: "Sign the agent's phone out of the app (a lost phone)",
        description:
          'Ends every app session of the profile. The app’s next request (configuration, ' +
          'refresh) answers 401 APP_SIGNED_OUT_BY_CUSTOMER; the agent can sign in again. ' +
          '404 for a profile of another account.',
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await fastify.agents.signOutOfApp(request.accountId, request.params.id);
      const profile = await fastify.profilesRepository.findById(request.params.id);
      request.activityTarget = { type: 'profile', label: profileLabel(profile) };
      return reply.code(204).send(null);
    },
  );
};

export default appSignOut;
