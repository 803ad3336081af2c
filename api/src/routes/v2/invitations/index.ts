import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZCreateProfileResponse, ZInvitation, ZMyInvitation } from '@portal/shared/api/profiles';
import { PROFILE_BODY_LIMIT_BYTES } from '@portal/shared/profiles/images';
import { ZCreateInvitationRequest, ZProfileCreateRequest } from '@portal/shared/validation/profile';
import { sentKitFields } from '../../../brand-kit/brand-kit-service';
import { invitationsService } from '../../../profiles/invitations-service';

const ZId = z.object({ id: z.string() });

/**
 * Invitation links (spec §7 /v2/invitations): the administrator creates one (a new one replaces
 * the previous), the invited person reads it and creates a profile with it, without an account.
 */
const invitationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const invitations = invitationsService(fastify);

  fastify.get(
    '/user/me',
    {
      schema: {
        operationId: 'getCurrentInvitation',
        tags: ['invitations'],
        summary: "The account's invitation link, or null",
        response: { 200: ZMyInvitation.nullable() },
      },
    },
    async (request) => invitations.current(request.accountId),
  );

  fastify.post(
    '',
    {
      schema: {
        operationId: 'createInvitation',
        tags: ['invitations'],
        summary: 'A new invitation link (30 days unless `expires` says, at most a year)',
        // No body at all means the default expiry.
        body: ZCreateInvitationRequest.nullish(),
        response: { 201: ZMyInvitation, 400: ZErrorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invitations.create(request.accountId, request.body?.expires)),
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteInvitation',
        tags: ['invitations'],
        summary: 'Delete the invitation link',
        params: ZId,
        response: { 204: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await invitations.delete(request.accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Public (auth/public-routes.ts): the invited person has no account.
  fastify.get(
    '/:id',
    {
      schema: {
        operationId: 'getInvitation',
        tags: ['invitations'],
        summary: 'Read an invitation link (public)',
        params: ZId,
        response: { 200: ZInvitation, 404: ZErrorResponse },
      },
    },
    async (request) => invitations.read(request.params.id),
  );

  // Public (auth/public-routes.ts): creates the invited person's profile under the inviting account.
  fastify.post(
    '/:id',
    {
      bodyLimit: PROFILE_BODY_LIMIT_BYTES,
      // The inviting account's brand kit: what the body leaves out takes its values.
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        const invitation = await fastify.invitationsRepository.findById(id);
        await fastify.brandKitService.prepareProfileBody(
          request,
          invitation?.accountId ?? null,
          true,
        );
      },
      schema: {
        operationId: 'createProfileFromInvitation',
        tags: ['invitations'],
        summary: 'Create a profile through an invitation link (public)',
        params: ZId,
        body: ZProfileCreateRequest,
        response: {
          201: ZCreateProfileResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = await invitations.createProfile(
        request.params.id,
        request.body,
        request.log,
        sentKitFields(request),
      );
      return reply.code(201).send({ userId });
    },
  );
};

export default invitationRoutes;
