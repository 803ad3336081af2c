import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZChangeMemberRoleRequest,
  ZInviteMemberRequest,
  ZMember,
  ZMemberInvitation,
  ZMembersResponse,
  ZMyAccountsResponse,
  ZTransferOwnershipBody,
} from '@portal/shared/api/members';
import { localeFromHeader } from '../../../i18n/translate';

const ZId = z.object({ id: z.string() });

/**
 * The team (issue 37): the owner lists, invites, changes and removes members (permission
 * members.manage, auth/route-permissions.ts). Another account's ids answer 404.
 */
const memberRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const members = fastify.membersService;

  fastify.get(
    '',
    {
      schema: {
        operationId: 'listMembers',
        tags: ['members'],
        summary: 'The owner and the members with their roles, and the pending e-mail invitations',
        response: { 200: ZMembersResponse },
      },
    },
    async (request) => members.list(request.accountId, request.memberId),
  );

  fastify.get(
    '/me/accounts',
    {
      schema: {
        operationId: 'listMyAccounts',
        tags: ['members'],
        summary: 'The accounts the signed-in person belongs to, with their role in each',
        description:
          'Every role. A member of several customer accounts lists each of them (the one of ' +
          'this session included); the owner’s login is its account’s own and lists that one ' +
          'account. Switch with POST /v2/auth/switch-account.',
        response: { 200: ZMyAccountsResponse },
      },
    },
    async (request) => members.accountsOf(request.accountId, request.memberId),
  );

  fastify.post(
    '/invitations',
    {
      schema: {
        operationId: 'inviteMember',
        tags: ['members'],
        summary: 'Invite a person by e-mail with a role (a one-time link valid 7 days)',
        description:
          'The e-mail, in the caller’s language, carries `<PUBLIC_URL>/#/join?token=…`. A new ' +
          'invitation to the same address replaces the pending one. An address already in the ' +
          'team (the owner’s included) is 409 `ALREADY_MEMBER`.',
        body: ZInviteMemberRequest,
        response: { 201: ZMemberInvitation, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const invitation = await members.invite(
        request.accountId,
        request.memberId ?? 'owner',
        request.body,
        localeFromHeader(request.headers['accept-language']),
      );
      // The activity log's event: whom, with which role.
      request.activityTarget = { type: 'invitation', id: invitation.id, label: invitation.email };
      request.activityChanges = { role: { before: null, after: invitation.role } };
      return reply.code(201).send(invitation);
    },
  );

  fastify.delete(
    '/invitations/:id',
    {
      schema: {
        operationId: 'revokeMemberInvitation',
        tags: ['members'],
        summary: 'Withdraw a pending invitation: its link stops working (410)',
        params: ZId,
        response: { 204: z.null(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { email } = await members.revokeInvitation(request.accountId, request.params.id);
      request.activityTarget = { type: 'invitation', id: request.params.id, label: email };
      return reply.code(204).send(null);
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        operationId: 'changeMemberRole',
        tags: ['members'],
        summary: 'Give a member another role (applies to their next call)',
        description: 'The owner (`owner`) keeps its role: 409 `OWNER_FIXED`.',
        params: ZId,
        body: ZChangeMemberRoleRequest,
        response: { 200: ZMember, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => {
      const { member, before } = await members.changeRole(
        request.accountId,
        request.params.id,
        request.body.role,
        request.memberId,
      );
      request.activityTarget = { type: 'member', id: member.id, label: member.email };
      request.activityChanges = { role: { before, after: member.role } };
      return member;
    },
  );

  // Not /:id/transfer-ownership: beside /invitations/:id that path would be ambiguous
  // (/v2/members/invitations/transfer-ownership), which OpenAPI tools refuse.
  fastify.post(
    '/transfer-ownership',
    {
      schema: {
        operationId: 'transferOwnership',
        tags: ['members'],
        summary: 'Make a member the account’s owner, confirmed by the owner’s password',
        description:
          'In one transaction: the account’s login (e-mail, password, names) becomes the ' +
          'member’s, the old owner stays as an Admin member with their own e-mail and password, ' +
          'the old owner’s Google and Apple sign-ins are unlinked and the phone is no longer a ' +
          'way in, and every login of both people on this account ends (they sign in again). A ' +
          'wrong password is 400 `PASSWORD_WRONG` at `password` (counted by the login limiter); ' +
          'an id that is not a member of the account is 404; a member whose e-mail is already ' +
          'another account’s login is 409 `OWNERSHIP_EMAIL_TAKEN`.',
        body: ZTransferOwnershipBody,
        response: {
          204: z.null(),
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const done = await members.transferOwnership(
        request.accountId,
        request.body.memberId,
        request.body.password,
        request.ip,
      );
      request.activityTarget = {
        type: 'member',
        id: request.body.memberId,
        label: done.newOwner.email,
      };
      request.activityChanges = {
        owner: { before: done.oldOwner.email, after: done.newOwner.email },
      };
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        operationId: 'removeMember',
        tags: ['members'],
        summary: 'Remove a member: their sessions of this account end at once',
        description: 'The owner (`owner`) cannot be removed: 409 `OWNER_FIXED`.',
        params: ZId,
        response: { 204: z.null(), 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const removed = await members.remove(request.accountId, request.params.id);
      request.activityTarget = { type: 'member', id: request.params.id, label: removed.email };
      request.activityChanges = { role: { before: removed.role, after: null } };
      return reply.code(204).send(null);
    },
  );
};

export default memberRoutes;
