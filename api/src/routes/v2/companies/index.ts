import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZCreateProfileResponse, ZProfileListItem } from '@portal/shared/api/profiles';
import { PROFILE_BODY_LIMIT_BYTES } from '@portal/shared/profiles/images';
import { ZProfileCreateRequest, ZProfileEditRequest } from '@portal/shared/validation/profile';
import { changesOf, profileFields, profileLabel } from '../../../activity/changes';
import { sentKitFields } from '../../../brand-kit/brand-kit-service';
import { accountProfiles } from '../../../profiles/account-profiles';
import appLink from './app-link';
import appSignOut from './app-sign-out';

const ZId = z.object({ id: z.string() });

/**
 * Profiles (spec §7 /v2/companies): create, read one, edit, delete. The list is GET
 * /v2/users/me/users, a page at a time.
 */
const companies: FastifyPluginAsyncZod = async (fastify) => {
  const profiles = accountProfiles(fastify);

  // "Text the app link" (its own file: autoload takes only index.ts of a folder that has one).
  await fastify.register(appLink);
  // "Sign out of the app" (a lost phone).
  await fastify.register(appSignOut);

  // One profile as a row of the users list: the wizard's edit page opens it without walking
  // every page of a large account's list.
  fastify.get(
    '/:id',
    {
      schema: {
        operationId: 'getProfile',
        tags: ['profiles'],
        summary: 'One profile of the account, as a row of the users list',
        params: ZId,
        response: { 200: ZProfileListItem, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) =>
      profiles.get(request.accountId, request.account!.subscription, request.params.id),
  );

  fastify.post(
    '',
    {
      // Two base64 images of up to 10 MB travel in the payload (decisions.md).
      bodyLimit: PROFILE_BODY_LIMIT_BYTES,
      // The account's brand kit: what the body leaves out takes its values.
      preValidation: async (request) =>
        fastify.brandKitService.prepareProfileBody(request, request.accountId, true),
      schema: {
        operationId: 'createProfile',
        tags: ['profiles'],
        summary: 'Create a profile within the plan’s users (availableUsers)',
        description:
          'Starts from the account’s brand kit (GET /v2/brand-kit): a kit field the body leaves ' +
          'out takes the kit’s value and follows it; one sent with the kit’s value follows it; ' +
          'another value overrides it, or is 400 at its field when the kit locks it.',
        body: ZProfileCreateRequest,
        response: {
          201: ZCreateProfileResponse,
          400: ZErrorResponse,
          409: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = await profiles.create(request.accountId, request.body, sentKitFields(request));
      request.log.info({ profileId: userId }, 'profile created');
      request.activityTarget = { id: userId, label: profileLabel(request.body) };
      return reply.code(201).send({ userId });
    },
  );

  fastify.put(
    '/:id',
    {
      bodyLimit: PROFILE_BODY_LIMIT_BYTES,
      preValidation: async (request) =>
        fastify.brandKitService.prepareProfileBody(request, request.accountId, false),
      schema: {
        operationId: 'updateProfile',
        tags: ['profiles'],
        summary: 'Edit a profile (an empty image keeps the stored one)',
        description:
          'Starts from the account’s brand kit (GET /v2/brand-kit): a kit field the body leaves ' +
          'out takes the kit’s value and follows it; one sent with the kit’s value follows it; ' +
          'another value overrides it, or is 400 at its field when the kit locks it.',
        params: ZId,
        body: ZProfileEditRequest,
        response: {
          204: z.null(),
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const before = await fastify.profilesRepository.findById(request.params.id);
      await profiles.update(
        request.accountId,
        request.params.id,
        request.body,
        sentKitFields(request),
      );
      const after = await fastify.profilesRepository.findById(request.params.id);
      request.activityTarget = { label: profileLabel(after) };
      request.activityChanges = changesOf(profileFields(before), profileFields(after));
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteProfile',
        tags: ['profiles'],
        summary: 'Delete a profile (its seat is free again)',
        params: ZId,
        response: { 204: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const deleted = await profiles.delete(request.accountId, request.params.id);
      request.activityTarget = { label: profileLabel(deleted) };
      return reply.code(204).send(null);
    },
  );
};

export default companies;
