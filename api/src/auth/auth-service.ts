import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { TSignInAnswer } from '@portal/shared/api/security';
import type { SignInClient } from '../second-factor/login-gate';
import { verifyPassword } from './passwords';
import { AppError } from '../errors/app-error';
import { redeemClaim } from '../billing/repository/claims';

export interface LoginAttempt {
  /** What the caller claims to be (a normalised e-mail, a phone...): the limiters' key. */
  identifier: string;
  /** The client's address. */
  ip: string;
  /** The client's User-Agent (the sessions list). */
  userAgent?: string | null | undefined;
  /** Checks the credentials; the account id when they are right, else null. */
  verify(): Promise<string | null>;
  /**
   * The checkout's one-time claim, when the paid e-mail already had an account: signing in with it
   * attaches the paid subscription to this account if its e-mail is the paid one (the claim proves
   * the person controls it). A refused claim refuses the login.
   */
  claim?: string;
}

export interface AuthService {
  /**
   * The one login sequence of every method (e-mail, phone, Apple, Google): limiter, credential
   * check, then the sign-in gate (second-factor/login-gate.ts): the session, or the second
   * factor's step. Throws TOO_MANY_ATTEMPTS or IDENTIFIERS_NOT_RECOGNIZED.
   */
  login(attempt: LoginAttempt): Promise<TSignInAnswer>;
  /**
   * The limiter and credential check of `login` without the portal session: the app's sign-in
   * starts an agent's session with what `verify` answers. Throws TOO_MANY_ATTEMPTS, what
   * `verify` throws, or IDENTIFIERS_NOT_RECOGNIZED when it answers null.
   */
  checkAttempt<T>(attempt: {
    identifier: string;
    ip: string;
    verify(): Promise<T | null>;
  }): Promise<T>;
  /** The credential check of the e-mail method: unknown e-mail and wrong password cost the same. */
  checkPassword(email: string, password: string): Promise<string | null>;
  /**
   * The e-mail method's check of a member's password (issue 37), tried after the account logins:
   * the member and the account of their most recent sign-in, else null (a dummy hash verified
   * for an unknown e-mail, so a refusal costs the same whoever it is).
   */
  checkMemberPassword(
    email: string,
    password: string,
  ): Promise<{ accountId: string; memberId: string } | null>;
  /**
   * A member's login to the account (their membership checked), as the e-mail method answers:
   * through the sign-in gate, so the session or the second factor's step.
   */
  startMemberSession(
    accountId: string,
    memberId: string,
    client?: SignInClient,
  ): Promise<TSignInAnswer>;
  /** The e-mail method: `login` with the password check, keyed by the e-mail (and its claim). */
  loginWithEmail(attempt: {
    email: string;
    password: string;
    ip: string;
    userAgent?: string | null | undefined;
    claim?: string | undefined;
  }): Promise<TSignInAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

export default fp(
  async function authServicePlugin(fastify) {
    const { loginLimiter, accountsRepository, loginGate } = fastify;
    async function checkAttempt<T>({
      identifier,
      ip,
      verify,
    }: {
      identifier: string;
      ip: string;
      verify(): Promise<T | null>;
    }): Promise<T> {
      // Counted before the check: the attempt stays counted unless it succeeds.
      const reservation = await loginLimiter.reserve(identifier, ip);
      if (reservation.delayMs > 0) await sleep(reservation.delayMs);
      const found = await verify().catch(async (error: unknown) => {
        // A one-time code spent by its fifth wrong try: those tries were the code's own budget,
        // they do not also lock the number out of its next code (decisions.md).
        if (error instanceof AppError && error.code === 'CODE_EXPIRED' && error.attemptsLeft === 0)
          await reservation.codeSpent();
        throw error;
      });
      if (found === null) throw new AppError('IDENTIFIERS_NOT_RECOGNIZED');
      await reservation.succeeded();
      return found;
    }

    const authService: AuthService = {
      checkAttempt,
      async login({ identifier, ip, userAgent, verify, claim }) {
        const account = await checkAttempt({
          identifier,
          ip,
          verify: async () => {
            const accountId = await verify();
            // A paid subscription is never attached by the e-mail alone (anyone can open an
            // account with an address): only with its claim, presented by the owner of that e-mail.
            if (accountId && claim) {
              await fastify.db.transaction((tx) => redeemClaim(tx, claim, accountId));
              fastify.log.info({ accountId }, 'paid subscription claimed at sign-in');
            }
            return accountId ? await accountsRepository.findForCaller(accountId, null) : null;
          },
        });
        return loginGate.complete({
          accountId: account.id,
          memberId: null,
          client: { ip, userAgent },
        });
      },
      async checkMemberPassword(email, password) {
        const credentials = await fastify.membersRepository.findCredentials(email);
        const ok = await verifyPassword(credentials?.passwordHash ?? null, password);
        return ok && credentials?.accountId
          ? { accountId: credentials.accountId, memberId: credentials.memberId }
          : null;
      },
      async startMemberSession(accountId, memberId, client = { ip: '' }) {
        // The gate checks the membership, records the sign-in and starts the session.
        return loginGate.complete({ accountId, memberId, client });
      },
      async checkPassword(email, password) {
        const credentials = await accountsRepository.findCredentials(email);
        // Without an account a dummy hash is verified, so timing says nothing.
        const ok = await verifyPassword(credentials?.passwordHash ?? null, password);
        return ok && credentials ? credentials.id : null;
      },
      async loginWithEmail({ email, password, ip, userAgent, claim }) {
        // The account logins first, then the members (issue 37): one attempt for the limiter, one
        // refusal. A checkout's claim is an account's: members are not tried with one.
        if (!claim) {
          const found = await checkAttempt<
            { accountId: string; memberId: null } | { accountId: string; memberId: string }
          >({
            identifier: email,
            ip,
            verify: async () => {
              const accountId = await authService.checkPassword(email, password);
              if (accountId) return { accountId, memberId: null };
              return authService.checkMemberPassword(email, password);
            },
          });
          return loginGate.complete({
            accountId: found.accountId,
            memberId: found.memberId,
            client: { ip, userAgent },
          });
        }
        return authService.login({
          identifier: email,
          ip,
          userAgent,
          verify: () => authService.checkPassword(email, password),
          claim,
        });
      },
    };
    fastify.decorate('authService', authService);
  },
  {
    name: 'auth-service',
    dependencies: ['login-limiter', 'accounts-repository', 'members-repository', 'login-gate'],
  },
);
