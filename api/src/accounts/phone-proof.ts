import fp from 'fastify-plugin';
import type { TAccount, TPhoneLoginInfo } from '@portal/shared/api/contract';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import { ZAccountPhone } from '@portal/shared/validation/phone-settings';
import { toE164 } from '@portal/shared/validation/phone-login';
import { isUniqueViolation } from '../db/db';
import { phoneProofCodeText } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import type { Caller } from './account-settings';

/** The one-time-code purpose; a code belongs to one account AND one number. */
const CODE_PURPOSE = 'phone-proof';

export interface PhoneProof {
  /** Sends a code to the account's own number (refused when another account proved it). */
  request(caller: Caller, channel: CodeChannel): Promise<TPhoneLoginInfo>;
  /** Spends the code and records the proof: from now on the number signs in to this account. */
  confirm(caller: Caller, code: string): Promise<TAccount>;
}

declare module 'fastify' {
  interface FastifyInstance {
    phoneProof: PhoneProof;
  }
}

/**
 * Proving the account's phone (settings tab): a code sent to the number comes back. Phone sign-in
 * opens only an account whose number is proven (routes/v2/auth/phone.ts), and a proven number
 * belongs to one account (migration 009).
 */
export default fp(
  async function phoneProofPlugin(fastify) {
    const { settingsRepository: repo, accountsRepository, oneTimeCodes, messaging } = fastify;
    const codeKey = (accountId: string, e164: string) => `${accountId}:${e164}`;

    /** The account's number in E.164; a number that cannot receive a code is refused. */
    async function numberOf(accountId: string): Promise<string> {
      const account = await accountsRepository.findById(accountId);
      if (!account) throw new AppError('UNAUTHORIZED');
      // Sign-up takes any well-formed text; only a real number in international form is provable.
      if (!ZAccountPhone.safeParse(account.phone).success) {
        throw new AppError('PHONE_INVALID', { fields: { phone: 'validation.phone.invalid' } });
      }
      return toE164(account.phone);
    }

    const service: PhoneProof = {
      async request(caller, channel) {
        const e164 = await numberOf(caller.accountId);
        if (!messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
        // Said before any code is sent: the second proof would be refused anyway. A team member's
        // number (they joined with it, issue 37) signs in as them: it is someone else's too.
        if (
          (await repo.phoneProvenElsewhere(caller.accountId, e164)) ||
          (await fastify.membersRepository.findByPhone(e164))
        ) {
          throw new AppError('PHONE_PROVEN_ELSEWHERE');
        }
        // Any number the customer typed, so counted per address, per account (tightly for a free
        // sign-up) and per number across every purpose (text-budget.ts).
        await fastify.textBudget.fromAddress(caller.ip, 'proof');
        const issued = await oneTimeCodes.issue(CODE_PURPOSE, codeKey(caller.accountId, e164), () =>
          fastify.textBudget.take({ to: e164, accountIds: [caller.accountId] }),
        );
        await messaging.send(e164, channel, phoneProofCodeText(caller.locale, issued.code));
        fastify.log.info({ accountId: caller.accountId }, 'phone proof code sent');
        return {
          phone: e164,
          channel,
          expiresIn: issued.expiresIn,
          resendIn: issued.resendIn,
          attemptsLeft: issued.attemptsLeft,
        };
      },

      async confirm(caller, code) {
        const e164 = await numberOf(caller.accountId);
        // Keyed by the number as it is now: a code sent to a number the account has left fails.
        await oneTimeCodes.verify(CODE_PURPOSE, codeKey(caller.accountId, e164), code);
        let proven: boolean;
        try {
          proven = await repo.provePhone(caller.accountId, e164);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('PHONE_PROVEN_ELSEWHERE');
          throw error;
        }
        // The number changed between the check above and the update.
        if (!proven) throw new AppError('CODE_EXPIRED');
        fastify.log.info({ accountId: caller.accountId }, 'phone proven');
        const account = await accountsRepository.findById(caller.accountId);
        if (!account) throw new AppError('UNAUTHORIZED');
        return account;
      },
    };
    fastify.decorate('phoneProof', service);
  },
  {
    name: 'phone-proof',
    dependencies: [
      'text-budget',
      'one-time-codes',
      'messaging',
      'accounts-repository',
      'members-repository',
      'settings-repository',
    ],
  },
);
