import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { TAccount } from '@portal/shared/api/contract';
import { isLocale, type Locale } from '@portal/shared/i18n/locales';
import type {
  TEmailChangeInfo,
  TPasswordChangeRequest,
  TRequestEmailChangeRequest,
  TValidateEmailChangeRequest,
} from '@portal/shared/validation/settings';
import type { TPhoneChangeRequest } from '@portal/shared/validation/phone-settings';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/db';
import { emailChangeCodeMail, emailChangedMail, passwordChangedMail } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';

/** The one-time-code purpose of an e-mail change; the code belongs to one account AND one address. */
const CODE_PURPOSE = 'email-change';
/**
 * Codes one account may send per hour across addresses (each address has its own 5 per hour,
 * decisions.md): a stolen session cannot turn the portal into a mail cannon.
 */
export const EMAIL_CHANGE_SENDS_PER_ACCOUNT_HOUR = 10;

export interface Caller {
  accountId: string;
  /** The caller's login, kept when a password change signs out every other one. */
  familyId: string;
  ip: string;
  /** The language of the screen the customer is looking at. */
  locale: Locale;
}

export interface AccountSettings {
  /** Checks current e-mail and password, then mails a code to the new address (spec §4 step 0). */
  requestEmailChange(caller: Caller, body: TRequestEmailChangeRequest): Promise<TEmailChangeInfo>;
  /** Spends the code and makes the new address the account's; the old one gets a notice. */
  validateEmailChange(caller: Caller, body: TValidateEmailChangeRequest): Promise<TAccount>;
  /**
   * New password; every other session is signed out, every billing-portal link and handoff code
   * ends, and the address gets a notice.
   */
  changePassword(caller: Caller, body: TPasswordChangeRequest): Promise<void>;
  /**
   * New phone number, with the password (a stolen session must not move phone sign-in to a phone
   * of its own). The number is unproven until its code comes back (phone-proof.ts).
   */
  changePhone(caller: Caller, body: TPhoneChangeRequest): Promise<TAccount>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountSettings: AccountSettings;
  }
}

export default fp(
  async function accountSettingsPlugin(fastify) {
    const { settingsRepository: repo, signInRepository, loginLimiter, oneTimeCodes } = fastify;
    const perAccount = createRateLimiter(fastify.redis, {
      keyPrefix: 'email-change-account',
      points: EMAIL_CHANGE_SENDS_PER_ACCOUNT_HOUR,
      duration: 3600,
    });
    const codeKey = (accountId: string, email: string) => `${accountId}:${email.toLowerCase()}`;

    async function contactOf(accountId: string) {
      const contact = await signInRepository.findContact(accountId);
      if (!contact) throw new AppError('UNAUTHORIZED');
      return contact;
    }

    /**
     * The password check of the settings forms counts like a login attempt (same limiter and
     * budgets): a stolen session cannot guess the password faster than the sign-in page allows.
     */
    async function checkPassword(caller: Caller, email: string, password: string, field: string) {
      const reservation = await loginLimiter.reserve(email, caller.ip);
      if (reservation.delayMs > 0) await sleep(reservation.delayMs);
      if (!(await verifyPassword(await repo.passwordHash(caller.accountId), password))) {
        throw new AppError('PASSWORD_WRONG', { fields: { [field]: 'errors.passwordWrong' } });
      }
      await reservation.succeeded();
    }

    const languageOf = (stored: string | null, fallback: Locale) =>
      isLocale(stored) ? stored : fallback;

    const service: AccountSettings = {
      async requestEmailChange(caller, { currentEmail, newEmail, password }) {
        const account = await contactOf(caller.accountId);
        if (currentEmail.trim().toLowerCase() !== account.email) {
          throw new AppError('CURRENT_EMAIL_WRONG', {
            fields: { currentEmail: 'errors.currentEmailWrong' },
          });
        }
        await checkPassword(caller, account.email, password, 'password');
        if (await signInRepository.findByEmail(newEmail)) {
          throw new AppError('NEW_EMAIL_TAKEN', { fields: { newEmail: 'errors.newEmailTaken' } });
        }
        await consumeOrRefuse(perAccount, caller.accountId, 'TOO_MANY_EMAIL_CODES');
        const issued = await oneTimeCodes
          .issue(CODE_PURPOSE, codeKey(caller.accountId, newEmail))
          .catch(async (error: unknown) => {
            // Only codes really sent count against the account's hourly budget.
            await perAccount.reward(caller.accountId, 1);
            // The shared code store speaks of phone numbers; this one is an address.
            if (error instanceof AppError && error.code === 'TOO_MANY_CODE_REQUESTS') {
              throw new AppError('TOO_MANY_EMAIL_CODES', {
                retryAfterSeconds: error.retryAfterSeconds,
              });
            }
            throw error;
          });
        await fastify.mailer.send(
          newEmail,
          emailChangeCodeMail(caller.locale, account.firstName, issued.code),
        );
        fastify.log.info({ accountId: caller.accountId }, 'e-mail change code sent');
        return {
          newEmail,
          expiresIn: issued.expiresIn,
          resendIn: issued.resendIn,
          attemptsLeft: issued.attemptsLeft,
        };
      },

      async validateEmailChange(caller, { newEmail, code }) {
        try {
          await oneTimeCodes.verify(CODE_PURPOSE, codeKey(caller.accountId, newEmail), code);
        } catch (error) {
          // The fifth wrong code spent it: say so, rather than "expired".
          if (
            error instanceof AppError &&
            error.code === 'CODE_EXPIRED' &&
            error.attemptsLeft === 0
          )
            throw new AppError('CODE_TOO_MANY_TRIES', { attemptsLeft: 0 });
          throw error;
        }
        const before = await contactOf(caller.accountId);
        try {
          await fastify.db.transaction(async (tx) => {
            await repo.changeEmail(caller.accountId, newEmail, tx);
            await repo.spendRecoveryLinks(caller.accountId, tx);
            // Queued with the change; the outbox sends it, retrying a mail server outage.
            if (before.email !== newEmail) {
              const language = languageOf(before.locale, caller.locale);
              const notice = emailChangedMail(language, before.firstName, newEmail);
              await fastify.mailer.send(before.email, notice, tx);
            }
          });
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new AppError('NEW_EMAIL_TAKEN', { fields: { newEmail: 'errors.newEmailTaken' } });
          }
          throw error;
        }
        fastify.log.info({ accountId: caller.accountId }, 'e-mail changed');
        const account = await fastify.accountsRepository.findById(caller.accountId);
        if (!account) throw new AppError('UNAUTHORIZED');
        return account;
      },

      async changePassword(caller, { currentPassword, newPassword }) {
        const account = await contactOf(caller.accountId);
        await checkPassword(caller, account.email, currentPassword, 'currentPassword');
        const passwordHash = await hashPassword(newPassword);
        await fastify.db.transaction(async (tx) => {
          await repo.changePassword(caller.accountId, passwordHash, tx);
          await fastify.refreshTokensRepository.endBearerCapabilities(
            caller.accountId,
            caller.familyId,
            tx,
          );
          await repo.spendRecoveryLinks(caller.accountId, tx);
          const language = languageOf(account.locale, caller.locale);
          await fastify.mailer.send(
            account.email,
            passwordChangedMail(language, account.firstName),
            tx,
          );
        });
        fastify.log.info({ accountId: caller.accountId }, 'password changed');
      },

      async changePhone(caller, { phone, password }) {
        const account = await contactOf(caller.accountId);
        await checkPassword(caller, account.email, password, 'password');
        await repo.changePhone(caller.accountId, phone);
        fastify.log.info({ accountId: caller.accountId }, 'phone changed');
        const changed = await fastify.accountsRepository.findById(caller.accountId);
        if (!changed) throw new AppError('UNAUTHORIZED');
        return changed;
      },
    };
    fastify.decorate('accountSettings', service);
  },
  {
    name: 'account-settings',
    dependencies: [
      'db',
      'redis',
      'mailer',
      'one-time-codes',
      'login-limiter',
      'accounts-repository',
      'refresh-tokens-repository',
      'sign-in-repository',
      'settings-repository',
    ],
  },
);
