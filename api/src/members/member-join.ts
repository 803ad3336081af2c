import type { FastifyInstance } from 'fastify';
import type { TPhoneLoginInfo, TRegistrationLink } from '@portal/shared/api/contract';
import {
  ZJoinRequiredNames,
  type TJoinRequiredNames,
  type TJoinWithProviderRequest,
} from '@portal/shared/api/member-join';
import type { TSignInAnswer } from '@portal/shared/api/security';
import type { Locale } from '@portal/shared/i18n/locales';
import type { CodeChannel, SocialProvider } from '@portal/shared/validation/sign-in';
import { actorOf } from '../activity/activity-repository';
import { deviceOf } from '../activity/device';
import { keepRefreshToken, providerTokenBox } from '../auth/provider-tokens';
import { UNIQUE_VIOLATION, type Queryable } from '../db/db';
import { loginCodeText } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { isServerMessageId, type ServerMessageId } from '../i18n/translate';
import type { SignInClient } from '../second-factor/login-gate';
import type { InvitationRow } from './members-repository';

/** One-time codes of a phone join: keyed by the invitation and the number. */
const JOIN_CODE_PURPOSE = 'member-join';
const joinCodeKey = (invitationId: string, phone: string) => `${invitationId}:${phone}`;

/** The link's state as a refusal (as members-service's accept), or the invitation. */
function usable<T extends InvitationRow & { expired: boolean }>(invitation: T | null): T {
  if (!invitation) throw new AppError('MEMBER_INVITATION_INVALID');
  if (invitation.acceptedAt) throw new AppError('MEMBER_INVITATION_USED');
  if (invitation.revokedAt) throw new AppError('MEMBER_INVITATION_REVOKED');
  if (invitation.expired) throw new AppError('MEMBER_INVITATION_EXPIRED');
  return invitation;
}

/** A new person's names, required when they join without the password form (400 at the field). */
function namesOf(body: unknown): TJoinRequiredNames {
  const parsed = ZJoinRequiredNames.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, ServerMessageId> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    if (!(name in fields) && isServerMessageId(issue.message)) fields[name] = issue.message;
  }
  throw new AppError('VALIDATION', { fields });
}

/**
 * Joining a team from an e-mail invitation without a password (issue 37): with Google, Apple or
 * the person's phone. The link proves the e-mail (as the password path's does); the provider's
 * subject, or the number proven by a code, becomes the member's way in, and the member signs in
 * with it from the login page (auth/social-login.ts, auth/sign-in-codes.ts). The provider's
 * e-mail need not be the invited one: the invitation went to the address, and whoever opened it
 * chose the provider account they sign in with (a work address invited, a personal Google
 * account used, is the common case). A way in that already signs in as someone else (an account's
 * own login, or another member) is refused: one identity, one person.
 */
export function memberJoin(fastify: FastifyInstance) {
  const repo = fastify.membersRepository;

  /**
   * 409 MEMBER_PHONE_TAKEN when the number already signs in as someone else: an account's proven
   * number, or another member's (the invited e-mail's own person may keep theirs).
   */
  async function refuseTakenPhone(phone: string, email: string) {
    const [owner, member, person] = await Promise.all([
      fastify.signInRepository.findPhoneOwner(phone),
      repo.findByPhone(phone),
      repo.findByEmail(email),
    ]);
    if (owner.kind === 'proven' || (member && member.memberId !== person?.id))
      throw new AppError('MEMBER_PHONE_TAKEN', {
        fields: { phone: 'delivery.members.error.phoneTaken' },
      });
  }

  /**
   * Spends the link and adds the membership in one transaction, under the link's row lock (two
   * joins at once spend it once): the invited e-mail's person, or a new one without a password
   * (`names`), gets the way in `link` adds. The answer is the member's sign-in to the account.
   */
  async function join(
    token: string,
    names: TJoinRequiredNames | null,
    link: (memberId: string, tx: Queryable) => Promise<void>,
    client: SignInClient,
  ): Promise<TSignInAnswer> {
    const { accountId, memberId, role } = await fastify.db
      .transaction(async (tx) => {
        const locked = usable(await repo.invitationByToken(token, tx, true));
        const person = await repo.findByEmail(locked.email, tx);
        // The e-mail became a member's through another link since the names were read.
        if (!person && !names) throw new AppError('MEMBER_INVITATION_USED');
        const id =
          person?.id ??
          (await repo.createMember({ email: locked.email, ...names!, passwordHash: null }, tx));
        await link(id, tx);
        if (!(await repo.addMembership(locked.accountId, id, locked.role, tx)))
          throw new AppError('ALREADY_MEMBER');
        await repo.markAccepted(locked.id, tx);
        return { accountId: locked.accountId, memberId: id, role: locked.role };
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // A way in, or the e-mail, taken by another join a moment before.
        const { constraint = '', message = '' } = error as {
          constraint?: string;
          message?: string;
        };
        const text = `${constraint} ${message}`;
        if (text.includes('phone')) throw new AppError('MEMBER_PHONE_TAKEN');
        if (text.includes('member_identities')) throw new AppError('MEMBER_IDENTITY_TAKEN');
        throw new AppError('MEMBER_INVITATION_USED');
      });
    fastify.log.info({ accountId, memberId }, 'member invitation accepted');
    const answer = await fastify.authService.startMemberSession(accountId, memberId, client);
    // Joined, though the sign-in waits for their second factor (issue 38): the log records the
    // join now (the activity hook records it from a login's answer, which this is not).
    if ('secondFactorRequired' in answer)
      await fastify.activity.record({
        accountId,
        actor: await actorOf(fastify.db, accountId, memberId, role),
        action: 'member.joined',
        ip: client.ip ?? null,
        device: deviceOf(client.userAgent ?? undefined),
      });
    return answer;
  }

  return {
    /**
     * "Continue with Google/Apple" on the join page: where the browser goes, once the link is
     * known to be usable. The provider's answer comes back to the join page (JOIN_STATE_PREFIX).
     */
    async providerLink(token: string, provider: SocialProvider): Promise<TRegistrationLink> {
      usable(await repo.invitationByToken(token));
      return fastify.socialSignIn.start(provider, { join: true });
    },

    /** Accepts the link with the code Google or Apple sent back: the subject is linked. */
    async withProvider(
      token: string,
      body: TJoinWithProviderRequest,
      client: SignInClient,
    ): Promise<TSignInAnswer> {
      const invitation = usable(await repo.invitationByToken(token));
      const existing = await repo.findByEmail(invitation.email);
      const names = existing ? null : namesOf(body);
      const identity = await fastify.socialSignIn.finish(body.provider, {
        code: body.code,
        state: body.state,
        ...(body.iss ? { iss: body.iss } : {}),
      });
      // An account's own login never becomes a member's, nor another member's identity theirs.
      if (await fastify.signInRepository.findIdentity(body.provider, identity.subject))
        throw new AppError('MEMBER_IDENTITY_TAKEN');
      const linked = await repo.findIdentity(body.provider, identity.subject);
      if (linked && linked.memberId !== existing?.id) throw new AppError('MEMBER_IDENTITY_TAKEN');
      const way = { provider: body.provider, subject: identity.subject, email: identity.email };
      return join(
        token,
        names,
        async (memberId, tx) => {
          if (!linked && !(await repo.linkIdentity(memberId, way, tx)))
            throw new AppError('MEMBER_IDENTITY_TAKEN');
          // Apple's refresh token, kept to revoke it if the team's account is deleted.
          await keepRefreshToken(tx, providerTokenBox(fastify.config.providerTokenKey), {
            provider: body.provider,
            ...identity,
          });
        },
        client,
      );
    },

    /** A code to the number the invited person joins with (refused when it is someone else's). */
    async requestCode(
      token: string,
      { phone, channel }: { phone: string; channel: CodeChannel },
      ip: string,
      locale: Locale,
    ): Promise<TPhoneLoginInfo> {
      const invitation = usable(await repo.invitationByToken(token));
      await fastify.textBudget.fromAddress(ip, 'signIn');
      await refuseTakenPhone(phone, invitation.email);
      if (!fastify.messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
      // Keyed by the invitation and the number: the code proves this number for this link only.
      const issued = await fastify.oneTimeCodes.issue(
        JOIN_CODE_PURPOSE,
        joinCodeKey(invitation.id, phone),
        () => fastify.textBudget.take({ to: phone, accountIds: [invitation.accountId] }),
      );
      await fastify.messaging.send(phone, channel, loginCodeText(locale, issued.code));
      return {
        phone,
        channel,
        expiresIn: issued.expiresIn,
        resendIn: issued.resendIn,
        attemptsLeft: issued.attemptsLeft,
      };
    },

    /** Accepts the link with the code sent to the number: it signs the member in from now on. */
    async withPhone(
      token: string,
      body: { phone: string; code: string; firstName?: string; lastName?: string },
      client: SignInClient,
    ): Promise<TSignInAnswer> {
      const invitation = usable(await repo.invitationByToken(token));
      const existing = await repo.findByEmail(invitation.email);
      const names = existing ? null : namesOf(body);
      await refuseTakenPhone(body.phone, invitation.email);
      // The code's tries are counted like a sign-in's (the login limiter, keyed by the number).
      await fastify.authService.checkAttempt({
        identifier: body.phone,
        ip: client.ip,
        verify: async () => {
          await fastify.oneTimeCodes.verify(
            JOIN_CODE_PURPOSE,
            joinCodeKey(invitation.id, body.phone),
            body.code,
          );
          return true;
        },
      });
      return join(token, names, (memberId, tx) => repo.setPhone(memberId, body.phone, tx), client);
    },
  };
}
