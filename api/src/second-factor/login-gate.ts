import fp from 'fastify-plugin';
import type { TLoginResponse, TTokens } from '@portal/shared/api/contract';
import type { TSecondFactorMethod, TSignInAnswer } from '@portal/shared/api/security';
import { AppError } from '../errors/app-error';
import type { Person } from './second-factor-repository';

/** Where a sign-in comes from: stored with the session (the devices list). */
export interface SignInClient {
  ip: string;
  userAgent?: string | null;
}

/** How long the second-factor step of a sign-in stays open. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export interface LoginGate {
  /**
   * The end of every portal sign-in whose first factor was right: the tokens when the person has
   * no second factor (or `secondFactorDone`: a passkey with user verification is both, a carried
   * session already passed it), else the second factor's step with a single-use challenge.
   * Throws IDENTIFIERS_NOT_RECOGNIZED when the account (or the membership) is gone.
   */
  complete(
    attempt: Person & { client: SignInClient; secondFactorDone?: boolean },
  ): Promise<TSignInAnswer>;
  /** The live challenge's person and methods; 401 SECOND_FACTOR_CHALLENGE_INVALID otherwise. */
  pending(challenge: string): Promise<Person & { methods: TSecondFactorMethod[] }>;
  /**
   * The factor passed: consumes the challenge (once, whoever asks) and starts the session.
   * 401 SECOND_FACTOR_CHALLENGE_INVALID when it was spent, expired or unknown.
   */
  finish(challenge: string, client: SignInClient): Promise<TLoginResponse>;
  /**
   * A new session for a person whose current session is complete (it passed the second factor):
   * the handoff to a webview, switching account. A restricted session (the policy's set-up not
   * done) reaches neither route.
   */
  carry(person: Person & { client: SignInClient }): Promise<TLoginResponse>;
  /** Counts a wrong code against the challenge: the tries left (0 = the challenge is gone). */
  fail(challenge: string): Promise<number>;
  /**
   * A domain that may refuse a session whatever the way in registers a check here (an account
   * being deleted, issue 39): run before every session starts, after every factor passed; it
   * throws the refusal.
   */
  addSessionCheck(check: (person: Person) => Promise<void>): void;
}

/** Wrong codes one challenge takes before it dies (the sign-in starts again). */
export const CHALLENGE_MAX_FAILURES = 5;

declare module 'fastify' {
  interface FastifyInstance {
    loginGate: LoginGate;
  }
}

export default fp(
  async function loginGatePlugin(fastify) {
    const repo = fastify.secondFactorRepository;
    const { accountsRepository, sessions, membersRepository } = fastify;
    // The sessions' third argument (where the sign-in came from) is theirs to store.
    const startSession = sessions.start as (
      accountId: string,
      memberId: string | null,
      client?: SignInClient,
    ) => Promise<TTokens>;

    /** The factors the person can answer the step with (none: no step). */
    async function methodsOf(person: Person): Promise<TSecondFactorMethod[]> {
      const factors = await repo.factorsOf(person);
      const methods: TSecondFactorMethod[] = [];
      if (factors.totp) methods.push('totp');
      if (factors.totp || factors.recoveryCodesLeft > 0) methods.push('recovery');
      if (factors.passkeys > 0) methods.push('passkey');
      return methods.includes('totp') || methods.includes('passkey') ? methods : [];
    }

    /** A recovery whose waiting period is over: the factors go, the sign-in passes on one. */
    async function applyDueRecovery(person: Person) {
      await fastify.db.transaction(async (tx) => {
        if (await repo.completeDueRecovery(person, tx)) {
          await repo.removeAllFactors(person, tx);
          fastify.log.info(person, 'second factors removed by the lost-factor recovery');
        }
      });
    }

    const sessionChecks: ((person: Person) => Promise<void>)[] = [];

    async function start(person: Person, client: SignInClient): Promise<TLoginResponse> {
      for (const check of sessionChecks) await check(person);
      const user = await accountsRepository.findForCaller(person.accountId, person.memberId);
      if (!user) throw new AppError('IDENTIFIERS_NOT_RECOGNIZED');
      if (person.memberId) await membersRepository.recordSignIn(person.accountId, person.memberId);
      fastify.log.info(person, 'login');
      return { ...(await startSession(person.accountId, person.memberId, client)), user };
    }

    const gate: LoginGate = {
      async complete({ accountId, memberId, client, secondFactorDone }) {
        const person = { accountId, memberId: memberId ?? null };
        if (secondFactorDone) {
          await repo.cancelRecoveries(person);
          return start(person, client);
        }
        await applyDueRecovery(person);
        const methods = await methodsOf(person);
        if (methods.length === 0) return start(person, client);
        // The account must still be there before a step is offered for it.
        if (!(await accountsRepository.findForCaller(person.accountId, person.memberId)))
          throw new AppError('IDENTIFIERS_NOT_RECOGNIZED');
        const challenge = await repo.createChallenge(person, CHALLENGE_TTL_SECONDS);
        fastify.log.info(person, 'second factor asked');
        return { secondFactorRequired: true, challenge, methods };
      },
      async pending(challenge) {
        const row = await repo.challenge(challenge);
        if (!row) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
        const person = { accountId: row.accountId, memberId: row.memberId };
        return { ...person, methods: await methodsOf(person) };
      },
      async finish(challenge, client) {
        const row = await repo.consumeChallenge(challenge);
        if (!row) throw new AppError('SECOND_FACTOR_CHALLENGE_INVALID');
        const person = { accountId: row.accountId, memberId: row.memberId };
        // They have their factor after all: a lost-factor recovery in progress ends.
        if ((await repo.cancelRecoveries(person)) > 0)
          fastify.log.info(person, 'lost-factor recovery cancelled by a sign-in with a factor');
        return start(person, client);
      },
      async carry({ client, ...person }) {
        return start({ accountId: person.accountId, memberId: person.memberId ?? null }, client);
      },
      async fail(challenge) {
        const failures = await repo.failChallenge(challenge, CHALLENGE_MAX_FAILURES);
        return failures === null ? 0 : Math.max(0, CHALLENGE_MAX_FAILURES - failures);
      },
      addSessionCheck(check) {
        sessionChecks.push(check);
      },
    };
    fastify.decorate('loginGate', gate);
  },
  {
    name: 'login-gate',
    dependencies: [
      'db',
      'second-factor-repository',
      'accounts-repository',
      'members-repository',
      'sessions',
    ],
  },
);
