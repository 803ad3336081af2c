import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';
import { ZSwitchAccountRequest } from '@portal/shared/api/members';
import { deviceOf } from '../../../activity/device';

/**
 * A member of several customer accounts (issue 37) works in one at a time: switching answers a
 * new login of the same person in the other account, and the current login ends.
 */
const switchAccount: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/switch-account',
    {
      schema: {
        operationId: 'switchAccount',
        tags: ['auth'],
        summary: 'Sign the same person in to another of their accounts; this login ends',
        description:
          'Every role. The account must be one of GET /v2/members/me/accounts: another is 404 ' +
          '(the owner’s login belongs to its own account only). The answer is a new login for ' +
          'that account, as the sign-in answers; the calling login is revoked.',
        body: ZSwitchAccountRequest,
        response: { 200: ZLoginResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const login = await fastify.membersService.switchAccount(
        request.memberId,
        request.body.accountId,
        request.familyId,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      // The account joined records the sign-in; the one left records the sign-out (route-actions).
      await fastify.activity.record({
        accountId: login.user.id,
        actor: {
          kind: 'member',
          memberId: request.memberId,
          email: login.user.member?.email ?? null,
          name:
            [login.user.member?.firstName, login.user.member?.lastName].filter(Boolean).join(' ') ||
            null,
          role: login.user.role ?? null,
        },
        action: 'auth.signedIn',
        ip: request.ip,
        device: deviceOf(request.headers['user-agent']),
      });
      return login;
    },
  );
};

export default switchAccount;
