import fp from 'fastify-plugin';
import { isLocale, type Locale } from '@portal/shared/i18n/locales';
import { passwordChangedMail, recoveryMail } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';
import { hashPassword } from './passwords';

/** decisions.md: the link is valid 60 minutes and works once. */
export const RECOVERY_LINK_TTL_SECONDS = 60 * 60;
/** Requests per hour for one address (any address, known or not) and from one IP. */
export const RECOVERY_LIMITS = { perAddress: 5, perIp: 20, checksPerIp: 60 } as const;

export interface PasswordRecovery {
  /**
   * Checks the limits, then sends the link in the background: the caller answers at once, in
   * the same time, whether or not an account uses the address.
   */
  request(email: string, ip: string, locale: Locale): Promise<void>;
  /**
   * Sets the new password through a live link, ends every session and bearer link of the account,
   * and notifies the address.
   */
  reset(token: string, password: string, locale: Locale): Promise<void>;
  /**
   * Whether a link still works, spending nothing (the recover page asks as it opens): the seconds
   * it stays valid, or RECOVERY_LINK_USED / RECOVERY_LINK_EXPIRED / RECOVERY_LINK_INVALID.
   */
  check(token: string, ip: string): Promise<{ expiresIn: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordRecovery: PasswordRecovery;
  }
}

export default fp(
  async function passwordRecoveryPlugin(fastify) {
    const repo = fastify.signInRepository;
    const perAddress = createRateLimiter(fastify.redis, {
      keyPrefix: 'recovery-address',
      points: RECOVERY_LIMITS.perAddress,
      duration: 3600,
    });
    const perIp = createRateLimiter(fastify.redis, {
      keyPrefix: 'recovery-ip',
      points: RECOVERY_LIMITS.perIp,
      duration: 3600,
    });
    const checksPerIp = createRateLimiter(fastify.redis, {
      keyPrefix: 'recovery-check-ip',
      points: RECOVERY_LIMITS.checksPerIp,
      duration: 3600,
    });
    const languageOf = (stored: string | null, fallback: Locale) =>
      isLocale(stored) ? stored : fallback;

    async function sendLink(email: string, locale: Locale) {
      const account = await repo.findByEmail(email);
      if (!account) return sendMemberLink(email, locale);
      // The token and its e-mail are written together: a link is never issued without its message.
      await fastify.db.transaction(async (tx) => {
        const token = await repo.createRecoveryToken(account.id, RECOVERY_LINK_TTL_SECONDS, tx);
        const link = `${fastify.config.publicUrl}/#/recover?token=${token}`;
        const language = languageOf(account.locale, locale);
        await fastify.mailer.send(
          account.email,
          recoveryMail(language, account.firstName, link),
          tx,
        );
      });
      fastify.log.info({ accountId: account.id }, 'recovery link sent');
    }

    /** A member's own password (issue 37): the same link, for an e-mail no account signs in with. */
    async function sendMemberLink(email: string, locale: Locale) {
      const member = await fastify.membersRepository.findContact(email);
      if (!member) return;
      await fastify.db.transaction(async (tx) => {
        const token = await repo.createMemberRecoveryToken(
          member.id,
          RECOVERY_LINK_TTL_SECONDS,
          tx,
        );
        const link = `${fastify.config.publicUrl}/#/recover?token=${token}`;
        await fastify.mailer.send(member.email, recoveryMail(locale, member.firstName, link), tx);
      });
      fastify.log.info({ memberId: member.id }, 'member recovery link sent');
    }

    /**
     * A member's link: their new password, every login of theirs ended, the notice queued with
     * it; the member's id, or null when the token is no live member link.
     */
    async function resetMember(token: string, passwordHash: string, locale: Locale) {
      return fastify.db.transaction(async (tx) => {
        const memberId = await repo.spendMemberRecoveryToken(token, tx);
        if (!memberId) return null;
        const member = await fastify.membersRepository.resetPassword(memberId, passwordHash, tx);
        if (member)
          await fastify.mailer.send(
            member.email,
            passwordChangedMail(locale, member.firstName),
            tx,
          );
        return memberId;
      });
    }

    const service: PasswordRecovery = {
      async check(token, ip) {
        await consumeOrRefuse(checksPerIp, ip, 'TOO_MANY_RECOVERY_REQUESTS');
        const found = await repo.recoveryTokenState(token);
        if (!found) throw new AppError('RECOVERY_LINK_INVALID');
        if (found.state !== 'live') {
          throw new AppError(
            found.state === 'used' ? 'RECOVERY_LINK_USED' : 'RECOVERY_LINK_EXPIRED',
          );
        }
        return { expiresIn: found.expiresIn };
      },

      async request(email, ip, locale) {
        await consumeOrRefuse(perIp, ip, 'TOO_MANY_RECOVERY_REQUESTS');
        await consumeOrRefuse(perAddress, email.toLowerCase(), 'TOO_MANY_RECOVERY_REQUESTS');
        setImmediate(() => {
          sendLink(email, locale).catch((error) =>
            fastify.log.error({ err: error }, 'recovery link not sent'),
          );
        });
      },

      async reset(token, password, locale) {
        const passwordHash = await hashPassword(password);
        const accountId = await fastify.db.transaction(async (tx) => {
          const id = await repo.spendRecoveryToken(token, tx);
          if (!id) return null;
          await repo.resetPassword(id, passwordHash, tx);
          await fastify.refreshTokensRepository.endBearerCapabilities(id, null, tx);
          // The notice is queued with the change (the outbox sends it, retrying a mail outage).
          const account = await repo.findContact(id, tx);
          if (account) {
            const language = languageOf(account.locale, locale);
            await fastify.mailer.send(
              account.email,
              passwordChangedMail(language, account.firstName),
              tx,
            );
          }
          return id;
        });
        if (!accountId) {
          const memberId = await resetMember(token, passwordHash, locale);
          if (!memberId) throw new AppError('RECOVERY_LINK_INVALID');
          fastify.log.info({ memberId }, 'member password reset through a recovery link');
          return;
        }
        fastify.log.info({ accountId }, 'password reset through a recovery link');
      },
    };
    fastify.decorate('passwordRecovery', service);
  },
  {
    name: 'password-recovery',
    dependencies: [
      'db',
      'redis',
      'config',
      'sign-in-repository',
      'refresh-tokens-repository',
      'members-repository',
      'mailer',
    ],
  },
);
