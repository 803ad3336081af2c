import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TInvitation, TMyInvitation } from '@portal/shared/api/profiles';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import { INVITATION_DEFAULT_DAYS, type TProfileCreate } from '@portal/shared/validation/profile';
import { AppError } from '../errors/app-error';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Invitation links (spec §7 /v2/invitations): the administrator creates one (a new one replaces
 * the previous), the invited person reads it and creates a profile with it, without an account.
 */
export function invitationsService(fastify: FastifyInstance) {
  const { invitationsRepository, profilesRepository, accountsRepository } = fastify;
  const mine = (invitation: { id: string; expiresAt: Date }): TMyInvitation => ({
    id: invitation.id,
    expires: invitation.expiresAt.toISOString(),
  });

  return {
    /** The account's invitation link, or null. */
    async current(accountId: string): Promise<TMyInvitation | null> {
      const invitation = await invitationsRepository.findForAccount(accountId);
      return invitation ? mine(invitation) : null;
    },

    /** A new link replacing the account's: `expires` (ISO), else INVITATION_DEFAULT_DAYS. */
    async create(accountId: string, expires: string | undefined): Promise<TMyInvitation> {
      const expiresAt = expires
        ? new Date(expires)
        : new Date(Date.now() + INVITATION_DEFAULT_DAYS * DAY_MS);
      return mine(await invitationsRepository.replace(accountId, expiresAt));
    },

    /** Deletes the account's link; another account's answers 404 like a missing one. */
    async delete(accountId: string, id: string): Promise<void> {
      const invitation = await invitationsRepository.findById(id);
      if (!invitation || invitation.accountId !== accountId) throw new AppError('NOT_FOUND');
      await invitationsRepository.delete(invitation.id);
    },

    /** What the invited person sees: whether the link still works and a seat is free. */
    async read(id: string): Promise<TInvitation> {
      const invitation = await invitationsRepository.findById(id);
      if (!invitation) throw new AppError('INVITATION_INVALID');
      const account = await accountsRepository.findById(invitation.accountId);
      const used = await profilesRepository.countForAccount(invitation.accountId);
      return {
        id: invitation.id,
        origin: invitation.origin,
        active: invitation.expiresAt > new Date(),
        allowedNewUser: used < (account?.subscription.availableUsers ?? 0),
        expires: invitation.expiresAt.toISOString(),
        brandKit: await fastify.brandKitService.get(invitation.accountId),
      };
    },

    /** The invited person's profile, under the inviting account; answers its id. */
    async createProfile(
      id: string,
      payload: TProfileCreate,
      log: FastifyBaseLogger,
      sent?: ReadonlySet<BrandKitField>,
    ): Promise<string> {
      const invitation = await invitationsRepository.findById(id);
      if (!invitation || invitation.expiresAt <= new Date())
        throw new AppError('INVITATION_INVALID');
      const userId = await fastify.profilesService.create(
        { id: invitation.accountId, origin: invitation.origin },
        payload,
        invitation.id,
        sent,
      );
      log.info({ profileId: userId }, 'profile created by invitation');
      return userId;
    },
  };
}
