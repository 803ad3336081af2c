import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SubscriptionStatus } from '@portal/shared/constants';
import type { Queryable } from '../db/db';
import { isValidSubscription } from '../accounts/account-dto';
import { AppError, type ErrorCode } from '../errors/app-error';
import { createRateLimiter } from '../limits/rate-limiter';
import { phoneKey } from '../profiles/profiles-repository';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * What the server may text (SMS or the messaging app), whatever the route and the purpose: the
 * portal's and the app's sign-in codes, phone proofs and the app link (api/README "Text messages").
 * A text costs money and may go to a number of the asker's choice, so each one is counted against
 * the number, the account it is sent for and, for codes, the address that asked.
 */
export const TEXT_LIMITS = {
  /** decisions.md: 5 an hour per phone, every purpose together. */
  perNumber: { hour: 5, day: 10 },
  /** Sign-in codes (portal and app) asked for from one client address, whichever the number. */
  signInCodesPerAddress: { hour: 30 },
  /** Phone proofs asked for from one client address, by any number of accounts. */
  proofsPerAddress: { hour: 20, day: 50 },
  /** An account without a valid subscription (a free sign-up proving its phone). */
  unpaidAccount: { hour: 3, day: 5 },
  /**
   * A paying account, by its seats: more than codes asked for by anyone for its own agents can
   * spend (5 an hour and 10 a day per number, one number per seat), so strangers cannot spend it
   * and keep its agents from signing in.
   */
  paidAccount: {
    hour: (seats: number) => 10 + 5 * seats,
    day: (seats: number) => 50 + 20 * seats,
  },
} as const;

export interface TextBudget {
  /**
   * Counts one request for a code from a client address (429 past its budget), whether or not a
   * text then goes out: asking codes for many numbers is slow from one address.
   */
  fromAddress(ip: string, kind: 'signIn' | 'proof'): Promise<void>;
  /**
   * Takes one text to `to` (E.164) from the number's budget and from each account's it is sent
   * for, or refuses with 429 and takes none. Every text the server sends is taken first.
   */
  take(text: { to?: string; accountIds?: readonly string[] }): Promise<void>;
  /**
   * Takes one text to each of `to` (E.164, distinct numbers) as `take` would, all of them or none:
   * each number's budget, and the accounts' budgets for as many texts at once (a bulk "text the
   * app link"). The first window past its allowance refuses the whole batch with its 429.
   */
  takeBatch(texts: {
    to: readonly string[];
    accountIds?: readonly string[];
    /** The caller's transaction, when it has one: the accounts' plans are read in it. */
    tx?: Queryable;
  }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    textBudget: TextBudget;
  }
}

/** Whether an account pays, and for how many seats. */
export interface AccountTier {
  paid: boolean;
  seats: number;
}

interface Window {
  counter: RateLimiterAbstract;
  key: string;
  allowance: number;
  code: ErrorCode;
  /** Texts counted at once (1 unless a batch is taken). */
  points?: number;
}

/** A batch's number windows are counted this many at a time (Redis round trips in flight). */
const BATCH_PARALLEL = 200;

/**
 * The counters only count (they never refuse by themselves): the allowance is compared here,
 * because a paying account's depends on its seats.
 */
const COUNT_ONLY = Number.MAX_SAFE_INTEGER;

/** Numbers are kept in Redis keys as a hash: no customer's phone number in the key names. */
const numberKey = (e164: string) => createHash('sha256').update(phoneKey(e164)).digest('base64url');

export function createTextBudget(
  redis: Redis | null,
  tierOf: (accountId: string, q?: Queryable) => Promise<AccountTier>,
): TextBudget {
  const counter = (name: string, seconds: number) =>
    createRateLimiter(redis, { keyPrefix: `texts-${name}`, points: COUNT_ONLY, duration: seconds });
  const counters = {
    numberHour: counter('number-hour', HOUR),
    numberDay: counter('number-day', DAY),
    signInAddressHour: counter('sign-in-ip-hour', HOUR),
    proofAddressHour: counter('proof-ip-hour', HOUR),
    proofAddressDay: counter('proof-ip-day', DAY),
    accountHour: counter('account-hour', HOUR),
    accountDay: counter('account-day', DAY),
  };

  /**
   * Counts in each window in turn (`parallel` at a time); the first one past its allowance gives
   * every count back and refuses.
   */
  async function takeAll(windows: Window[], parallel = 1): Promise<void> {
    const taken: Window[] = [];
    const outcome: { refusal?: AppError; failure?: { error: unknown } } = {};
    const count = async (window: Window) => {
      try {
        const counted = await window.counter.consume(window.key, window.points ?? 1);
        taken.push(window);
        if (counted.consumedPoints > window.allowance)
          outcome.refusal ??= new AppError(window.code, {
            retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)),
          });
      } catch (error) {
        // The store failed: answer 500 rather than let texts through.
        outcome.failure ??= { error };
      }
    };
    for (let i = 0; i < windows.length && !outcome.refusal && !outcome.failure; i += parallel)
      await Promise.all(windows.slice(i, i + parallel).map(count));
    if (!outcome.refusal && !outcome.failure) return;
    await Promise.all(taken.map((window) => window.counter.reward(window.key, window.points ?? 1)));
    throw outcome.failure ? outcome.failure.error : outcome.refusal;
  }

  /** The windows of texts to one number. */
  const numberWindows = (to: string): Window[] => {
    const key = numberKey(to);
    const code = 'TOO_MANY_TEXTS_TO_NUMBER';
    const { hour, day } = TEXT_LIMITS.perNumber;
    return [
      { counter: counters.numberHour, key, allowance: hour, code },
      { counter: counters.numberDay, key, allowance: day, code },
    ];
  };

  /** The windows of `points` texts sent for each account. */
  async function accountWindows(
    accountIds: readonly string[],
    points = 1,
    q?: Queryable,
  ): Promise<Window[]> {
    const windows: Window[] = [];
    for (const accountId of new Set(accountIds)) {
      const { paid, seats } = await tierOf(accountId, q);
      const { paidAccount, unpaidAccount } = TEXT_LIMITS;
      const code = 'TOO_MANY_TEXTS_FROM_ACCOUNT';
      windows.push(
        {
          counter: counters.accountHour,
          key: accountId,
          allowance: paid ? paidAccount.hour(seats) : unpaidAccount.hour,
          code,
          points,
        },
        {
          counter: counters.accountDay,
          key: accountId,
          allowance: paid ? paidAccount.day(seats) : unpaidAccount.day,
          code,
          points,
        },
      );
    }
    return windows;
  }

  return {
    async fromAddress(ip, kind) {
      const code = 'TOO_MANY_CODES_FROM_ADDRESS';
      const windows: Window[] =
        kind === 'signIn'
          ? [
              {
                counter: counters.signInAddressHour,
                key: ip,
                allowance: TEXT_LIMITS.signInCodesPerAddress.hour,
                code,
              },
            ]
          : [
              {
                counter: counters.proofAddressHour,
                key: ip,
                allowance: TEXT_LIMITS.proofsPerAddress.hour,
                code,
              },
              {
                counter: counters.proofAddressDay,
                key: ip,
                allowance: TEXT_LIMITS.proofsPerAddress.day,
                code,
              },
            ];
      await takeAll(windows);
    },

    async take({ to, accountIds = [] }) {
      return takeAll([...(to ? numberWindows(to) : []), ...(await accountWindows(accountIds))]);
    },

    async takeBatch({ to, accountIds = [], tx }) {
      if (to.length === 0) return;
      // The accounts' windows first, for the whole batch at once: two counts, not thousands.
      return takeAll(
        [...(await accountWindows(accountIds, to.length, tx)), ...to.flatMap(numberWindows)],
        BATCH_PARALLEL,
      );
    },
  };
}

export default fp(
  async function textBudgetPlugin(fastify) {
    const { db } = fastify;
    async function tierOf(accountId: string, q: Queryable = db): Promise<AccountTier> {
      const row = await q.one<{
        status: SubscriptionStatus;
        grace_expires: Date | null;
        available_users: number;
      }>('SELECT status, grace_expires, available_users FROM subscriptions WHERE account_id = $1', [
        accountId,
      ]);
      if (!row) return { paid: false, seats: 0 };
      const graceExpires = row.grace_expires ? new Date(row.grace_expires) : null;
      return {
        paid: isValidSubscription(row.status, graceExpires),
        seats: row.available_users,
      };
    }
    fastify.decorate('textBudget', createTextBudget(fastify.redis, tierOf));
  },
  { name: 'text-budget', dependencies: ['redis', 'db'] },
);
