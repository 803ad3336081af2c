import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZPasskeyRegistration,
  ZPasskeyRename,
  ZWebAuthnOptions,
} from '@portal/shared/api/passkeys';
import { ZPasskey } from '@portal/shared/api/security';
import { AppError } from '../../../../errors/app-error';
import { personOf } from '../../../../passkeys/passkeys-repository';

const ZId = z.object({ id: z.string() });

/**
 * The caller's own passkeys (issue 38): add (options, then the authenticator's answer), rename,
 * remove. Every role manages their own ('account.read'); another person's passkey answers 404.
 * The list is part of GET /v2/security.
 */
const passkeyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { passkeysService, passkeysRepository } = fastify;

  fastify.post(
    '/options',
    {
      schema: {
        operationId: 'passkeyRegistrationOptions',
        tags: ['security'],
        summary: 'Options to create a passkey (WebAuthn), for the browser’s ceremony',
        description:
          'Resident key and user verification required; the caller’s passkeys are excluded. ' +
          'The challenge is good once, for 5 minutes, on any API instance.',
        response: { 200: ZWebAuthnOptions },
      },
    },
    async (request) => {
      const account = request.account;
      const member = account?.member ?? null;
      const email = member?.email ?? account?.email ?? '';
      const displayName = [
        member?.firstName ?? account?.firstName,
        member?.lastName ?? account?.lastName,
      ]
        .filter(Boolean)
        .join(' ');
      return passkeysService.registrationOptions(personOf(request), { email, displayName });
    },
  );

  fastify.post(
    '',
    {
      schema: {
        operationId: 'addPasskey',
        tags: ['security'],
        summary: 'Add a passkey: its name and the authenticator’s answer to the options',
        body: ZPasskeyRegistration,
        response: {
          201: ZPasskey,
          400: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { name, response } = request.body;
      const passkey = await passkeysService.register(personOf(request), name, response);
      request.activityTarget = { type: 'passkey', id: passkey.id, label: passkey.name };
      return reply.code(201).send(passkey);
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        operationId: 'renamePasskey',
        tags: ['security'],
        summary: 'Rename one of the caller’s passkeys',
        params: ZId,
        body: ZPasskeyRename,
        response: { 200: ZPasskey, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const renamed = await passkeysRepository.rename(
        personOf(request),
        request.params.id,
        request.body.name,
      );
      if (!renamed) throw new AppError('NOT_FOUND');
      request.activityTarget = {
        type: 'passkey',
        id: renamed.passkey.id,
        label: renamed.passkey.name,
      };
      request.activityChanges = { name: { before: renamed.before, after: renamed.passkey.name } };
      return renamed.passkey;
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        operationId: 'removePasskey',
        tags: ['security'],
        summary: 'Remove one of the caller’s passkeys',
        params: ZId,
        response: { 204: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const name = await passkeysRepository.remove(personOf(request), request.params.id);
      if (name === null) throw new AppError('NOT_FOUND');
      request.activityTarget = { type: 'passkey', id: request.params.id, label: name };
      return reply.code(204).send(null);
    },
  );
};

export default passkeyRoutes;
