import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAppLinkRequest, ZAppLinkSent } from '@portal/shared/api/app';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { appLinks } from '../../../agents/app-link';

/** "Text the app link" from the users tab (agents/app-link.ts). */
const appLink: FastifyPluginAsyncZod = async (fastify) => {
  const links = appLinks(fastify);

  fastify.post(
    '/:id/app-link',
    {
      schema: {
        operationId: 'sendAppLink',
        tags: ['profiles', 'app'],
        summary: "Text the app link: the stores' links and the number to sign in with",
        description:
          'Queues a text (SMS or the messaging app) to the agent in the profile’s language in ' +
          'the outbox, and records when (the list’s lastTextedAt). 429 APP_LINK_TOO_SOON when ' +
          'the profile was texted less than 10 minutes ago; 429 APP_LINK_TOO_MANY past the ' +
          'account’s texts of a day (as many as its seats, at least 30; the bulk route counts ' +
          'in the same day), with Retry-After.',
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
      links.sendOne({
        accountId: request.accountId,
        profileId: request.params.id,
        channel: request.body.channel,
        log: request.log,
      }),
  );
};

export default appLink;
