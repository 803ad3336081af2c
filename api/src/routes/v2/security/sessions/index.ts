import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZSignedInSessions } from '@portal/shared/api/security';
import { parseUserAgent, type Person } from '../../../../auth/devices';
import { AppError } from '../../../../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's own signed-in sessions (issue 38, settings → Security): the owner's own logins, or
 * the member's (in every account of theirs); never another person's, never the agents' app's.
 * The place is not shown: no address database is kept (api/README, "Devices and sessions").
 */
const sessions: FastifyPluginAsyncZod = async (fastify) => {
  const repo = fastify.refreshTokensRepository;
  const personOf = (request: { accountId: string; memberId: string | null }): Person => ({
    accountId: request.accountId,
    memberId: request.memberId,
  });

  fastify.get(
    '',
    {
      schema: {
        operationId: 'listSignedInSessions',
        tags: ['security'],
        summary: "The caller's own live sessions: browser and system, address, times, this one",
        response: { 200: ZSignedInSessions, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const logins = await repo.listLogins(personOf(request));
      return {
        sessions: logins.map((login) => ({
          id: login.familyId,
          ...parseUserAgent(login.userAgent),
          ip: login.ip,
          signedInAt: login.createdAt.toISOString(),
          lastActiveAt: login.lastActiveAt.toISOString(),
          current: login.familyId === request.familyId,
        })),
      };
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        operationId: 'signOutSession',
        tags: ['security'],
        summary: 'Signs one of your sessions out: its next request answers 401',
        description: "404 for an id that is no live session of the caller's (another person's).",
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!UUID.test(id) || !(await repo.revokeLogin(personOf(request), id)))
        throw new AppError('NOT_FOUND');
      request.activityTarget = { type: 'session', id };
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/sign-out-others',
    {
      schema: {
        operationId: 'signOutOtherSessions',
        tags: ['security'],
        summary: 'Signs every session of yours out but this one',
        response: { 204: z.null(), 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await repo.revokeOtherLogins(personOf(request), request.familyId);
      return reply.code(204).send(null);
    },
  );
};

export default sessions;
