import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZCreateProfileResponse, ZInvitation, ZMyInvitation } from '@portal/shared/api/profiles';
import { PROFILE_BODY_LIMIT_BYTES } from '@portal/shared/profiles/images';
import {
  INVITATION_DEFAULT_DAYS,
  ZCreateInvitationRequest,
  ZProfileCreateRequest,
} from '@portal/shared/validation/profile';
import { ownedByCaller } from '../../../auth/ownership';
import { AppError } from '../../../errors/app-error';

const ZId = z.object({ id: z.string() });
const DAY_MS = 24 * 3600 * 1000;

/**
 * Invitation links (spec §7 /v2/invitations): the administrator creates one (a new one replaces
 * the previous), the invited person reads it and creates a profile with it, without an account.
 */
const invitations: FastifyPluginAsyncZod = async (fastify) => {
  const { invitationsRepository, profilesRepository, accountsRepository } = fastify;

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
    async (request) => {
      const invitation = await invitationsRepository.findForAccount(request.accountId);
      return invitation ? { id: invitation.id, expires: invitation.expiresAt.toISOString() } : null;
    },
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
    async (request, reply) => {
      const expires = request.body?.expires
        ? new Date(request.body.expires)
        : new Date(Date.now() + INVITATION_DEFAULT_DAYS * DAY_MS);
      const invitation = await invitationsRepository.replace(request.accountId, expires);
      return reply
        .code(201)
        .send({ id: invitation.id, expires: invitation.expiresAt.toISOString() });
    },
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
      const invitation = ownedByCaller(
        request,
        await invitationsRepository.findById(request.params.id),
      );
      await invitationsRepository.delete(invitation.id);
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
    async (request) => {
      const invitation = await invitationsRepository.findById(request.params.id);
      if (!invitation) throw new AppError('INVITATION_INVALID');
      const account = await accountsRepository.findById(invitation.accountId);
      const used = await profilesRepository.countForAccount(invitation.accountId);
      return {
        id: invitation.id,
        origin: invitation.origin,
        active: invitation.expiresAt > new Date(),
        allowedNewUser: used < (account?.subscription.availableUsers ?? 0),
        expires: invitation.expiresAt.toISOString(),
      };
    },
  );

  // Public (auth/public-routes.ts): creates the invited person's profile under the inviting account.
  fastify.post(
    '/:id',
    {
      bodyLimit: PROFILE_BODY_LIMIT_BYTES,
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
      const invitation = await invitationsRepository.findById(request.params.id);
      if (!invitation || invitation.expiresAt <= new Date())
        throw new AppError('INVITATION_INVALID');
      const userId = await fastify.profilesService.create(
        { id: invitation.accountId, origin: invitation.origin },
        request.body,
        invitation.id,
      );
      request.log.info({ profileId: userId }, 'profile created by invitation');
      return reply.code(201).send({ userId });
    },
  );
};

export default invitations;
