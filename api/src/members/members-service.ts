import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { TLoginResponse } from '@portal/shared/api/contract';
import {
  ZAcceptMemberInvitationRequest,
  type TMember,
  type TMemberInvitation,
  type TMemberInvitationInfo,
  type TMembersResponse,
} from '@portal/shared/api/members';
import type { TSignInAnswer } from '@portal/shared/api/security';
import type { Locale } from '@portal/shared/i18n/locales';
import type { TMemberRole, TRole } from '@portal/shared/roles/roles';
import { actorOf } from '../activity/activity-repository';
import { deviceOf } from '../activity/device';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { UNIQUE_VIOLATION } from '../db/db';
import { layoutMail, mailFrame, type MailContent } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import type { SignInClient } from '../second-factor/login-gate';
import { fill } from '../i18n/format';
import { isServerMessageId, translate, type ServerMessageId } from '../i18n/translate';
import { isUuid, type InvitationRow, type MembershipRow } from './members-repository';

/** An e-mail invitation's link is valid 7 days (issue 37). */
export const MEMBER_INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** The new person's branch of the accept body: names and a password of the portal's rules. */
const ZNewPerson = ZAcceptMemberInvitationRequest.options[0];

/** Who acts: 'owner' (the account's own login) or a member's id. */
export type Actor = string;

export interface MembersService {
  list(accountId: string, callerMemberId: string | null): Promise<TMembersResponse>;
  invite(
    accountId: string,
    invitedBy: Actor,
    invitation: { email: string; role: TMemberRole },
    locale: Locale,
  ): Promise<TMemberInvitation>;
  /** Withdraws a pending invitation: the e-mail it was for. */
  revokeInvitation(accountId: string, id: string): Promise<{ email: string }>;
  /** The member with the new role, and the role before (for the activity log). */
  changeRole(
    accountId: string,
    id: string,
    role: TMemberRole,
    callerMemberId: string | null,
  ): Promise<{ member: TMember; before: TMemberRole }>;
  /** Removes the member: who it was. */
  remove(accountId: string, id: string): Promise<{ email: string; role: TMemberRole }>;
  /** What the link shows before it is accepted; refusals as `accept`'s. */
  invitationInfo(token: string): Promise<TMemberInvitationInfo>;
  /**
   * Accepts a link: a new person is created with the body's names and password, an e-mail that
   * already signs in as a member gives its password (within the login limiter). The link is
   * spent with the membership, in one transaction; the answer is a session for the account.
   */
  accept(
    token: string,
    body: unknown,
    ip: string,
    userAgent?: string | null,
  ): Promise<TSignInAnswer>;
  /**
   * Makes the member the account's owner (issue 37), the owner's password checked within the
   * login limiter (a wrong one refused at the `password` field): see the repository's
   * transferOwnership. Both people's logins of the account end; they sign in again.
   */
  transferOwnership(
    accountId: string,
    memberId: string,
    password: string,
    ip: string,
  ): Promise<{ oldOwner: { memberId: string; email: string }; newOwner: { email: string } }>;
  /** The accounts the caller can switch to: a member's teams; the owner's login has its own. */
  accountsOf(
    accountId: string,
    memberId: string | null,
  ): Promise<{ accounts: { id: string; name: string; role: TRole }[] }>;
  /**
   * A new login of the same member in another of their accounts (404 when not a member there);
   * the current login (`familyId`) ends.
   */
  switchAccount(
    memberId: string | null,
    accountId: string,
    familyId: string,
    client?: SignInClient,
  ): Promise<TLoginResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    membersService: MembersService;
  }
}

const roleName = (locale: Locale, role: string) =>
  translate(locale, `delivery.members.role.${role}` as ServerMessageId);

/** The invitation e-mail, in the inviter's language. */
export function memberInvitationMail(
  locale: Locale,
  values: { email: string; inviter: string; account: string; role: TMemberRole; link: string },
): MailContent {
  const t = (id: ServerMessageId) =>
    fill(translate(locale, id), {
      inviter: values.inviter,
      account: values.account,
      role: roleName(locale, values.role),
    });
  return layoutMail(locale, {
    ...mailFrame(locale, values.email),
    subject: t('delivery.mail.memberInvite.subject'),
    paragraphs: [t('delivery.mail.memberInvite.body')],
    action: { label: t('delivery.mail.memberInvite.action'), url: values.link },
    after: [t('delivery.mail.memberInvite.ignore')],
  });
}

/** The link's state as a refusal, or the invitation when it can still be accepted. */
function usable<T extends InvitationRow & { expired: boolean }>(invitation: T | null): T {
  if (!invitation) throw new AppError('MEMBER_INVITATION_INVALID');
  if (invitation.acceptedAt) throw new AppError('MEMBER_INVITATION_USED');
  if (invitation.revokedAt) throw new AppError('MEMBER_INVITATION_REVOKED');
  if (invitation.expired) throw new AppError('MEMBER_INVITATION_EXPIRED');
  return invitation;
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

function toMember(row: MembershipRow, callerMemberId: string | null): TMember {
  return {
    id: row.memberId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    lastSignInAt: iso(row.lastSignInAt),
    isYou: row.memberId === callerMemberId,
  };
}

const toInvitation = (row: InvitationRow): TMemberInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedAt: iso(row.createdAt)!,
  expiresAt: iso(row.expiresAt)!,
});

/** A body's zod issues as the fields the error handler translates. */
function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, ServerMessageId> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'body';
    if (!(name in fields) && isServerMessageId(issue.message)) fields[name] = issue.message;
  }
  return new AppError('VALIDATION', { fields });
}

export default fp(
  async function membersServicePlugin(fastify) {
    const repo = fastify.membersRepository;
    const { accountsRepository, authService } = fastify;

    const service: MembersService = {
      async list(accountId, callerMemberId) {
        const [owner, members, invitations, ownerSignIn] = await Promise.all([
          accountsRepository.findById(accountId),
          repo.list(accountId),
          repo.pendingInvitations(accountId),
          repo.ownerLastSignIn(accountId),
        ]);
        if (!owner) throw new AppError('NOT_FOUND');
        return {
          members: [
            {
              id: 'owner',
              email: owner.email,
              firstName: owner.firstName,
              lastName: owner.lastName,
              role: 'owner',
              lastSignInAt: iso(ownerSignIn),
              isYou: callerMemberId === null,
            },
            ...members.map((row) => toMember(row, callerMemberId)),
          ],
          invitations: invitations.map(toInvitation),
        };
      },

      async invite(accountId, invitedBy, { email, role }, locale) {
        const address = email.toLowerCase();
        const [label, members] = await Promise.all([
          repo.accountLabel(accountId),
          repo.list(accountId),
        ]);
        if (!label) throw new AppError('NOT_FOUND');
        if (address === label.ownerEmail || members.some((m) => m.email === address))
          throw new AppError('ALREADY_MEMBER', {
            fields: { email: 'delivery.members.error.alreadyMember' },
          });
        const inviter =
          invitedBy === 'owner'
            ? label.ownerName
            : ((await repo.memberName(invitedBy)) ?? label.ownerName);
        // The link and its e-mail are written together: a link is never issued without its mail.
        const row = await fastify.db.transaction(async (tx) => {
          const created = await repo.createInvitation(
            { accountId, email: address, role, invitedBy },
            MEMBER_INVITATION_TTL_SECONDS,
            tx,
          );
          const link = `${fastify.config.publicUrl}/#/join?token=${created.token}`;
          await fastify.mailer.send(
            address,
            memberInvitationMail(locale, {
              email: address,
              inviter,
              account: label.accountName,
              role,
              link,
            }),
            tx,
          );
          return created.row;
        });
        fastify.log.info({ accountId, invitationId: row.id }, 'member invited');
        return toInvitation(row);
      },

      async revokeInvitation(accountId, id) {
        const revoked = await repo.revokeInvitation(accountId, id);
        if (!revoked) throw new AppError('NOT_FOUND');
        return revoked;
      },

      async changeRole(accountId, id, role, callerMemberId) {
        if (id === 'owner') throw new AppError('OWNER_FIXED');
        const before = await repo.setRole(accountId, id, role);
        if (!before) throw new AppError('NOT_FOUND');
        const row = await repo.membership(accountId, id);
        if (!row) throw new AppError('NOT_FOUND');
        return { member: toMember(row, callerMemberId), before };
      },

      async remove(accountId, id) {
        if (id === 'owner') throw new AppError('OWNER_FIXED');
        // The membership and the member's logins of the account end together.
        const removed = await fastify.db.transaction((tx) => repo.remove(accountId, id, tx));
        if (!removed) throw new AppError('NOT_FOUND');
        fastify.log.info({ accountId, memberId: id }, 'member removed');
        return removed;
      },

      async invitationInfo(token) {
        const invitation = usable(await repo.invitationByToken(token));
        const [label, login] = await Promise.all([
          repo.accountLabel(invitation.accountId),
          repo.findByEmail(invitation.email),
        ]);
        if (!label) throw new AppError('MEMBER_INVITATION_INVALID');
        const invitedBy =
          invitation.invitedBy === 'owner'
            ? label.ownerName
            : ((await repo.memberName(invitation.invitedBy)) ?? label.ownerName);
        return {
          email: invitation.email,
          role: invitation.role,
          accountName: label.accountName,
          invitedBy,
          hasLogin: login !== null,
          hasPassword: login?.passwordHash != null,
          expiresAt: iso(invitation.expiresAt)!,
        };
      },

      async accept(token, body, ip, userAgent) {
        const invitation = usable(await repo.invitationByToken(token));
        const existing = await repo.findByEmail(invitation.email);
        let memberId: string | null = existing?.id ?? null;
        let newPerson: { firstName: string; lastName: string; passwordHash: string } | null = null;
        if (existing) {
          // Their password, counted by the login limiter like any sign-in.
          const password =
            body && typeof (body as { password?: unknown }).password === 'string'
              ? (body as { password: string }).password
              : '';
          await authService.checkAttempt({
            identifier: invitation.email,
            ip,
            verify: async () =>
              (await verifyPassword(existing.passwordHash, password)) ? existing.id : null,
          });
        } else {
          const parsed = ZNewPerson.safeParse(body);
          if (!parsed.success) throw validationError(parsed.error.issues);
          newPerson = {
            firstName: parsed.data.firstName,
            lastName: parsed.data.lastName,
            passwordHash: await hashPassword(parsed.data.password),
          };
        }
        // The link is checked again under its row lock: two accepts at once spend it once.
        const { accountId, role } = await fastify.db
          .transaction(async (tx) => {
            const locked = usable(await repo.invitationByToken(token, tx, true));
            if (newPerson)
              memberId = await repo.createMember({ email: locked.email, ...newPerson }, tx);
            if (!(await repo.addMembership(locked.accountId, memberId!, locked.role, tx)))
              throw new AppError('ALREADY_MEMBER');
            await repo.markAccepted(locked.id, tx);
            return { accountId: locked.accountId, role: locked.role };
          })
          .catch((error: unknown) => {
            // The same e-mail created as a member by another link a moment before.
            if ((error as { code?: string }).code === UNIQUE_VIOLATION)
              throw new AppError('MEMBER_INVITATION_USED');
            throw error;
          });
        fastify.log.info({ accountId, memberId }, 'member invitation accepted');
        const answer = await authService.startMemberSession(accountId, memberId!, {
          ip,
          userAgent,
        });
        // Joined, though the sign-in waits for their second factor (issue 38): the log records
        // the join now (the activity hook records it from a login's answer, which this is not).
        if ('secondFactorRequired' in answer)
          await fastify.activity.record({
            accountId,
            actor: await actorOf(fastify.db, accountId, memberId, role),
            action: 'member.joined',
            ip,
            device: deviceOf(userAgent ?? undefined),
          });
        return answer;
      },

      async transferOwnership(accountId, memberId, password, ip) {
        const owner = await fastify.db.one<{ email: string; password_hash: string }>(
          'SELECT email, password_hash FROM accounts WHERE id = $1',
          [accountId],
        );
        if (!owner) throw new AppError('NOT_FOUND');
        // Counted like a sign-in: a stolen session guesses no faster than the login page allows.
        const reservation = await fastify.loginLimiter.reserve(owner.email, ip);
        if (reservation.delayMs > 0) await sleep(reservation.delayMs);
        if (!(await verifyPassword(owner.password_hash, password)))
          throw new AppError('PASSWORD_WRONG', { fields: { password: 'errors.passwordWrong' } });
        await reservation.succeeded();
        const done = await fastify.db.transaction((tx) =>
          repo.transferOwnership(accountId, memberId, owner.password_hash, tx),
        );
        if (done === null) throw new AppError('NOT_FOUND');
        // Another transfer ended this login's ownership while the password was checked.
        if (done === 'ownerChanged') throw new AppError('UNAUTHORIZED');
        if (done === 'emailTaken')
          throw new AppError('OWNERSHIP_EMAIL_TAKEN', {
            fields: { id: 'delivery.members.error.ownershipEmailTaken' },
          });
        fastify.log.info({ accountId, memberId }, 'ownership transferred');
        return done;
      },

      async accountsOf(accountId, memberId) {
        if (memberId === null) {
          const label = await repo.accountLabel(accountId);
          return {
            accounts: label ? [{ id: accountId, name: label.accountName, role: 'owner' }] : [],
          };
        }
        return { accounts: await repo.accountsOf(memberId) };
      },

      async switchAccount(memberId, accountId, familyId, client = { ip: '' }) {
        // The owner's login is the account's own person: it has no other account to switch to.
        if (memberId === null || !isUuid(accountId)) throw new AppError('NOT_FOUND');
        if (!(await repo.membership(accountId, memberId))) throw new AppError('NOT_FOUND');
        // The calling session passed its second factor: the new one carries it (login-gate.ts).
        const login = await fastify.loginGate.carry({ accountId, memberId, client });
        await repo.endLogin(familyId);
        return login;
      },
    };
    fastify.decorate('membersService', service);
  },
  {
    name: 'members-service',
    dependencies: [
      'db',
      'config',
      'mailer',
      'members-repository',
      'accounts-repository',
      'auth-service',
      'login-gate',
      'activity',
      'login-limiter',
    ],
  },
);
