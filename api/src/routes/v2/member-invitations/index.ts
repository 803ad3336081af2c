import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZAcceptMemberInvitationRequest, ZMemberInvitationInfo } from '@portal/shared/api/members';
import { ZSignInAnswer } from '@portal/shared/api/security';

const ZToken = z.object({ token: z.string().max(200) });

/** The body as sent, before the schema: a new person's names are checked against their branch. */
const rawBodies = new WeakMap<object, unknown>();

/**
 * The invited person's side of an e-mail invitation (issue 37), public (auth/public-routes.ts):
 * the token in the link is the permission. An unknown token is 404; a used, expired or withdrawn
 * one 410, each with its own message.
 */
const memberInvitationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:token',
    {
      schema: {
        operationId: 'getMemberInvitation',
        tags: ['members'],
        summary: 'Read an e-mail invitation (public): the account, role and e-mail',
        params: ZToken,
        response: { 200: ZMemberInvitationInfo, 404: ZErrorResponse, 410: ZErrorResponse },
      },
    },
    async (request) => fastify.membersService.invitationInfo(request.params.token),
  );

  fastify.post(
    '/:token',
    {
      preValidation: async (request) => {
        if (request.body && typeof request.body === 'object')
          rawBodies.set(request, structuredClone(request.body));
      },
      schema: {
        operationId: 'acceptMemberInvitation',
        tags: ['members'],
        summary: 'Accept an e-mail invitation (public): a session for the inviting account',
        description:
          'A new person sends first and last name and a password; an e-mail that already signs ' +
          'in as a member (`hasLogin`) sends its password (401 when wrong, within the login ' +
          'limiter). The link is spent with the membership: used once, then 410.',
        params: ZToken,
        body: ZAcceptMemberInvitationRequest,
        response: {
          200: ZSignInAnswer,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          410: ZErrorResponse,
        },
      },
    },
    async (request) =>
      fastify.membersService.accept(
        request.params.token,
        rawBodies.get(request) ?? request.body,
        request.ip,
        request.headers['user-agent'],
      ),
  );
};

export default memberInvitationRoutes;
