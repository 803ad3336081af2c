import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAppLinkRequest, ZAppLinkSent } from '@portal/shared/api/app';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { appLinkSender } from '../../../agents/app-link';

/** "Text the app link" from the users tab (agents/app-link.ts). */
const appLink: FastifyPluginAsyncZod = async (fastify) => {
  const sendAppLink = appLinkSender(fastify);

  fastify.post(
    '/:id/app-link',
    {
      schema: {
        operationId: 'sendAppLink',
        tags: ['profiles', 'app'],
        summary: "Text the app link: the stores' links and the number to sign in with",
        description:
          'Sends the agent a text (SMS or the messaging app) in the profile’s language, through ' +
          'the outbox like the sign-in codes. 429 past 1 per profile in 10 minutes or 30 per ' +
          'account in an hour.',
        params: z.object({ id: z.string() }),
        body: ZAppLinkRequest,
        response: {
          200: ZAppLinkSent,
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) =>
      sendAppLink({
        accountId: request.accountId,
        profileId: request.params.id,
        channel: request.body.channel,
        log: request.log,
      }),
  );
};

export default appLink;
