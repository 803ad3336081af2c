import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type {
  TRecoveryCodes,
  TSecondFactorPolicy,
  TSecondFactorRequest,
  TSecurityOverview,
  TTotpSetup,
} from '@portal/shared/api/security';
import { isLocale, type Locale } from '@portal/shared/i18n/locales';
import type { TRole } from '@portal/shared/roles/roles';
import { deviceOf } from '../activity/device';
import type { Queryable } from '../db/db';
import { verifyPassword } from '../auth/passwords';
import { AppError } from '../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';
import type { SignInClient } from './login-gate';
import { lostFactorMail, recoveryOwnerNotice, recoveryStartedMail } from './mails';
import { requiresSecondFactor } from './policy';
import { secretBox } from './secret-box';
import type { Person } from './second-factor-repository';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStepOf } from './totp';

/** How long the e-mailed recovery link can be opened. */
export const LOST_LINK_TTL_SECONDS = 24 * 3600;
/** docs/decisions.md: once the link is opened, the factors go after 72 hours (the owner is told). */
export const LOST_FACTOR_WAIT_SECONDS = 72 * 3600;
/** Recovery links one person may ask for per hour (each is an e-mail to them). */
export const LOST_LINKS_PER_HOUR = 3;

export interface SecondFactorService {
  overview(person: Person, role: TRole): Promise<TSecurityOverview>;
  /** A new pending secret (replacing a pending one); 409 TOTP_ALREADY_ENABLED when one is on. */
  startTotp(person: Person): Promise<TTotpSetup>;
  /** The pending app's first code turns it on: the ten recovery codes, shown once. */
  confirmTotp(person: Person, code: string): Promise<TRecoveryCodes>;
  /** Turns the app off (and its recovery codes) with the password or a current code. */
  disableTotp(
    person: Person,
    proof: { password?: string | undefined; code?: string | undefined },
    ip: string,
  ): Promise<void>;
  /**
   * A grave action's proof (deleting the account, issue 39): when the person has a confirmed
   * authenticator app, its current code is required (400 SECOND_FACTOR_PROOF_REQUIRED at `code`)
   * and must be right (400 SECOND_FACTOR_CODE_WRONG); without one, nothing is asked.
   */
  requireCurrentFactor(person: Person, code: string | undefined): Promise<void>;
  /** Whether the person has a confirmed authenticator app (what requireCurrentFactor asks). */
  hasTotp(person: Person): Promise<boolean>;
  /** A new set of ten; the old set stops working. 404 TOTP_NOT_ENABLED without an app. */
  regenerateRecoveryCodes(person: Person): Promise<TRecoveryCodes>;
  setPolicy(accountId: string, policy: TSecondFactorPolicy): Promise<TSecondFactorPolicy>;
  /** The sign-in's second step with a code: the session, or 401 with the tries left. */
  signInWithCode(
    request: TSecondFactorRequest,
    client: SignInClient & { ip: string },
  ): Promise<TLoginResponse>;
  /** E-mails the challenge's person a recovery link (the challenge stays usable). */
  requestLostFactorLink(challenge: string, locale: Locale, ip: string): Promise<void>;
  /** The link opened: the waiting period starts, the owner and the person are told. */
  confirmLostFactor(
    token: string,
    locale: Locale,
    client: SignInClient & { ip: string },
  ): Promise<{ completesAt: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    secondFactor: SecondFactorService;
  }
}

export default fp<{ now?: (() => number) | undefined }>(
  async function secondFactorServicePlugin(fastify, options) {
    const repo = fastify.secondFactorRepository;
    const gate = fastify.loginGate;
    const box = secretBox(fastify.config.secondFactorKey);
    const now = options.now ?? Date.now;
    const lostLinks = createRateLimiter(fastify.redis, {
      keyPrefix: 'second-factor-lost',
      points: LOST_LINKS_PER_HOUR,
      duration: 3600,
    });
    const lostConfirmsPerIp = createRateLimiter(fastify.redis, {
      keyPrefix: 'second-factor-lost-confirm-ip',
      points: 30,
      duration: 3600,
    });

    /** The person's confirmed app accepts this code (each time step once); false otherwise. */
    async function acceptTotp(person: Person, code: string): Promise<boolean> {
      const totp = await repo.totpOf(person);
      if (!totp?.confirmedAt) return false;
      const secret = box.open(totp.secretEncrypted);
      const step = secret ? totpStepOf(secret, code, now()) : null;
      return step !== null && repo.acceptStep(totp.id, step);
    }

    async function issueRecoveryCodes(person: Person, q: Queryable) {
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(person, codes.map(recoveryCodeHash), q);
      return { recoveryCodes: codes };
    }

    const languageOf = (stored: string | null, fallback: Locale) =>
      isLocale(stored) ? stored : fallback;
    const fullName = (c: { firstName: string; lastName: string }) =>
      [c.firstName, c.lastName].filter(Boolean).join(' ');

    /** A wrong code at the step: the account's activity log says so. */
    async function recordFailure(person: Person, client: SignInClient & { ip: string }) {
      const user = await fastify.accountsRepository.findForCaller(
        person.accountId,
        person.memberId,
      );
      if (!user) return;
      const member = user.member ?? null;
      await fastify.activity
        .record({
          accountId: person.accountId,
          actor: {
            kind: 'member',
            memberId: member?.id ?? 'owner',
            email: member?.email ?? user.email,
            name: fullName(member ?? user) || null,
            role: user.role ?? 'owner',
          },
          action: 'auth.signInFailed',
          ip: client.ip,
          device: deviceOf(client.userAgent ?? undefined),
        })
        .catch((error: unknown) => fastify.log.error({ err: error }, 'failure not recorded'));
    }

    const service: SecondFactorService = {
      async overview(person, role) {
        const [factors, passkeys, policy] = await Promise.all([
          repo.factorsOf(person),
          repo.passkeysOf(person),
          repo.policyOf(person.accountId),
        ]);
        return {
          totp: {
            enabled: factors.totp,
            enabledAt: factors.totpEnabledAt ? factors.totpEnabledAt.toISOString() : null,
          },
          recoveryCodesLeft: factors.recoveryCodesLeft,
          passkeys,
          policy,
          required: requiresSecondFactor(policy, role),
        };
      },

      async startTotp(person) {
        const contact = await repo.contactOf(person);
        if (!contact) throw new AppError('NOT_FOUND');
        const setup = newTotpSecret(contact.email);
        if (!(await repo.savePendingTotp(person, box.seal(setup.secret))))
          throw new AppError('TOTP_ALREADY_ENABLED');
        return setup;
      },

      async confirmTotp(person, code) {
        const totp = await repo.totpOf(person);
        if (!totp || totp.confirmedAt) throw new AppError('TOTP_NOT_PENDING');
        const secret = box.open(totp.secretEncrypted);
        const step = secret ? totpStepOf(secret, code, now()) : null;
        if (step === null)
          throw new AppError('SECOND_FACTOR_CODE_WRONG', {
            fields: { code: 'delivery.secondFactor.error.codeInvalid' },
          });
        return fastify.db.transaction(async (tx) => {
          if (!(await repo.confirmTotp(totp.id, step, tx))) throw new AppError('TOTP_NOT_PENDING');
          return issueRecoveryCodes(person, tx);
        });
      },

      async disableTotp(person, { password, code }, ip) {
        const totp = await repo.totpOf(person);
        if (!totp?.confirmedAt) throw new AppError('TOTP_NOT_ENABLED');
        if (!password && !code) throw new AppError('SECOND_FACTOR_PROOF_REQUIRED');
        const contact = await repo.contactOf(person);
        if (!contact) throw new AppError('NOT_FOUND');
        // Counted like a sign-in: a stolen session guesses no faster than the login page allows.
        const reservation = await fastify.loginLimiter.reserve(contact.email, ip);
        if (reservation.delayMs > 0) await sleep(reservation.delayMs);
        if (code) {
          if (!(await acceptTotp(person, code)))
            throw new AppError('SECOND_FACTOR_CODE_WRONG', {
              fields: { code: 'delivery.secondFactor.error.codeInvalid' },
            });
        } else if (!(await verifyPassword(contact.passwordHash, password!))) {
          throw new AppError('PASSWORD_WRONG', { fields: { password: 'errors.passwordWrong' } });
        }
        await reservation.succeeded();
        await fastify.db.transaction((tx) => repo.removeTotp(person, tx));
      },

      async requireCurrentFactor(person, code) {
        const totp = await repo.totpOf(person);
        if (!totp?.confirmedAt) return;
        if (!code)
          throw new AppError('SECOND_FACTOR_PROOF_REQUIRED', {
            fields: { code: 'delivery.secondFactor.error.proofRequired' },
          });
        if (!(await acceptTotp(person, code)))
          throw new AppError('SECOND_FACTOR_CODE_WRONG', {
            fields: { code: 'delivery.secondFactor.error.codeInvalid' },
          });
      },

      async hasTotp(person) {
        return Boolean((await repo.totpOf(person))?.confirmedAt);
      },

      async regenerateRecoveryCodes(person) {
        const totp = await repo.totpOf(person);
        if (!totp?.confirmedAt) throw new AppError('TOTP_NOT_ENABLED');
        return fastify.db.transaction((tx) => issueRecoveryCodes(person, tx));
      },

      async setPolicy(accountId, policy) {
        const before = await repo.policyOf(accountId);
        await repo.setPolicy(accountId, policy);
        return before;
      },

      async signInWithCode({ challenge, method, code }, client) {
        const person = await gate.pending(challenge);
        // Per person and per address, shared by every API process through Redis when configured.
        const reservation = await fastify.loginLimiter.reserve(
          `second-factor:${person.memberId ?? person.accountId}`,
          client.ip,
        );
        if (reservation.delayMs > 0) await sleep(reservation.delayMs);
        const ok = !person.methods.includes(method)
          ? false
          : method === 'totp'
            ? await acceptTotp(person, code)
            : await repo.useRecoveryCode(person, recoveryCodeHash(code));
        if (!ok) {
          const attemptsLeft = await gate.fail(challenge);
          await recordFailure(person, client);
          throw new AppError('SECOND_FACTOR_CODE_INVALID', { attemptsLeft });
        }
        await reservation.succeeded();
        return gate.finish(challenge, client);
      },

      async requestLostFactorLink(challenge, locale, ip) {
        const person = await gate.pending(challenge);
        await consumeOrRefuse(
          lostLinks,
          `${person.memberId ?? person.accountId}`,
          'TOO_MANY_RECOVERY_REQUESTS',
        );
        void ip;
        const contact = await repo.contactOf(person);
        if (!contact) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
        const language = languageOf(contact.locale, locale);
        // The link and its e-mail are written together: never a link without its message.
        await fastify.db.transaction(async (tx) => {
          const token = await repo.createRecovery(person, LOST_LINK_TTL_SECONDS, tx);
          const link = `${fastify.config.publicUrl}/#/second-factor-recovery?token=${token}`;
          await fastify.mailer.send(
            contact.email,
            lostFactorMail(language, contact.firstName, link, LOST_FACTOR_WAIT_SECONDS / 3600),
            tx,
          );
        });
        fastify.log.info(person, 'lost-factor recovery link sent');
      },

      async confirmLostFactor(token, locale, client) {
        await consumeOrRefuse(lostConfirmsPerIp, client.ip, 'TOO_MANY_RECOVERY_REQUESTS');
        return fastify.db.transaction(async (tx) => {
          const recovery = await repo.confirmRecovery(token, LOST_FACTOR_WAIT_SECONDS, tx);
          if (!recovery?.completesAt) throw new AppError('SECOND_FACTOR_RECOVERY_LINK_INVALID');
          const completesAt = recovery.completesAt;
          if (recovery.firstTime) {
            const person = { accountId: recovery.accountId, memberId: recovery.memberId };
            const contact = await repo.contactOf(person, tx);
            const owner = await repo.contactOf({ accountId: person.accountId, memberId: null }, tx);
            if (contact)
              await fastify.mailer.send(
                contact.email,
                recoveryStartedMail(
                  languageOf(contact.locale, locale),
                  contact.firstName,
                  completesAt,
                ),
                tx,
              );
            // The owner hears of a member's recovery (their own is the mail above).
            if (owner && person.memberId && contact)
              await fastify.mailer.send(
                owner.email,
                recoveryOwnerNotice(
                  languageOf(owner.locale, locale),
                  owner.firstName,
                  `${fullName(contact) || contact.email} (${contact.email})`,
                  completesAt,
                ),
                tx,
              );
            if (contact)
              await fastify.activity.record(
                {
                  accountId: person.accountId,
                  actor: {
                    kind: 'member',
                    memberId: person.memberId ?? 'owner',
                    email: contact.email,
                    name: fullName(contact) || null,
                    role: person.memberId ? null : 'owner',
                  },
                  action: 'security.recoveryRequested',
                  ip: client.ip,
                  device: deviceOf(client.userAgent ?? undefined),
                },
                tx,
              );
            fastify.log.info(person, 'lost-factor recovery started');
          }
          return { completesAt: completesAt.toISOString() };
        });
      },
    };
    fastify.decorate('secondFactor', service);
  },
  {
    name: 'second-factor-service',
    dependencies: [
      'config',
      'db',
      'redis',
      'mailer',
      'activity',
      'accounts-repository',
      'login-limiter',
      'login-gate',
      'second-factor-repository',
    ],
  },
);
