import type { Redis } from 'ioredis';
import { TAX_TABLE, vatIdOf } from '@portal/shared/payments/tax';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';
import { hashedKeyPart } from '../limits/redis-keys';

/**
 * Checks a VAT number with the tax authority before any payment (decisions.md "VAT", docs/tax.md).
 * valid: the registry knows it; not_found: it does not (the checkout refuses the number);
 * unverified: the registry could not answer now (VAT is charged, no reverse charge, until it is
 * checked again); unchecked: a country whose registry is not asked (outside the EU).
 */
export type TaxIdVerdict = 'valid' | 'not_found' | 'unverified' | 'unchecked';

export interface TaxIdAnswer {
  verdict: TaxIdVerdict;
  /**
   * The name the registry has on file for a valid number, compared with the buyer's company;
   * null when it gives none (VIES answers "---" for Germany and Spain, among others).
   */
  name: string | null;
}

export interface TaxIdVerifier {
  /**
   * `country` is the billing address's ISO code; the number is already digits only. `asker`: the
   * client address a customer's request came from (the quote, the checkout), whose look-ups are
   * limited; absent for the server's own (the renewal job's).
   */
  verify(country: string, vatNumber: string, asker?: { ip: string }): Promise<TaxIdAnswer>;
}

/**
 * The development stub: every well-formed number is valid except those ending in 111111111,
 * Stripe's test convention for "not found".
 */
export function createLocalTaxIdVerifier(): TaxIdVerifier {
  return {
    async verify(_country, vatNumber) {
      return { verdict: vatNumber.endsWith('111111111') ? 'not_found' : 'valid', name: null };
    },
  };
}

/** The registry's answers that mean "could not check now" rather than "not registered". */
interface ViesAnswer {
  valid?: boolean;
  /** The registered name; "---" where the member state does not give it. */
  name?: string;
  /** check-vat-number also answers 200 with VALID, INVALID or a busy state here. */
  userError?: string;
  /** 4xx/5xx: [{ error: 'MS_UNAVAILABLE' | 'SERVICE_UNAVAILABLE' | 'TIMEOUT' | … }] */
  errorWrappers?: { error?: string }[];
}

/**
 * The EU's VIES REST API (POST {url}/check-vat-number with {countryCode, vatNumber}). Only EU
 * numbers are asked: VIES knows no others, so a number of another country is `unchecked` and
 * changes nothing in the tax (tax.ts reverse-charges EU businesses only). Every failure to get an
 * answer (a member state's registry down, too many requests, a timeout, a network error) is
 * `unverified`, never a refusal: the customer pays with VAT and is not turned away.
 */
export function createViesTaxIdVerifier(options: {
  url: string;
  timeoutMs: number;
  log?: { warn(details: object, message: string): void };
}): TaxIdVerifier {
  const unverified: TaxIdAnswer = { verdict: 'unverified', name: null };
  return {
    async verify(country, vatNumber) {
      if (!TAX_TABLE[country]?.eu) return { verdict: 'unchecked', name: null };
      const id = vatIdOf(country, vatNumber);
      try {
        const response = await fetch(`${options.url}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: id.slice(0, 2), vatNumber }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const answer = (await response.json().catch(() => ({}))) as ViesAnswer;
        const busy = answer.userError && !['VALID', 'INVALID'].includes(answer.userError);
        if (response.ok && !busy && typeof answer.valid === 'boolean') {
          if (!answer.valid) return { verdict: 'not_found', name: null };
          const name = answer.name?.trim() ?? '';
          return { verdict: 'valid', name: nameWords(name).length > 0 ? name : null };
        }
        options.log?.warn(
          { status: response.status, error: answer.errorWrappers?.[0]?.error ?? answer.userError },
          'VIES could not check a VAT number: recorded unverified',
        );
        return unverified;
      } catch (error) {
        options.log?.warn({ err: error }, 'VIES did not answer: VAT number recorded unverified');
        return unverified;
      }
    },
  };
}

/** Legal forms, which a registry writes and a customer often leaves out (or the other way). */
const LEGAL_FORMS = new Set(
  (
    'ab ad ag aps as asa bv bvba co corp cv dd doo eg ehf ek eood eurl ev gbr gmbh inc kft kg ' +
    'lda limited llp lp ltd ltda mbh nv ohg ood ou oy oyj plc sa sapa sarl sas sasu sau sca sci ' +
    'scs se sia sl slu snc sp spa sprl spzoo srl sro uab ug unipessoal vof zoo zrt'
  ).split(' '),
);

/** A company name as words to compare: no accents, case, punctuation or legal form. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '') // S.A.S. is SAS
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !LEGAL_FORMS.has(word));
}

/**
 * Whether the registry's name for a VAT number is the buyer's company: every word of the shorter
 * name is in the other, ignoring accents, case, punctuation and legal forms ("Immobilier
 * Lumière" is "IMMOBILIER LUMIERE SAS"; "Lumière" is too, a company's usual short name).
 */
export function namesMatch(company: string, registered: string): boolean {
  const a = new Set(nameWords(company));
  const b = new Set(nameWords(registered));
  if (a.size === 0 || b.size === 0) return false;
  const [shorter, longer] = a.size <= b.size ? [a, b] : [b, a];
  return [...shorter].every((word) => longer.has(word));
}

/** Registry look-ups (answers not in the cache) one client address may cause in an hour. */
export const VAT_LOOKUPS_PER_ADDRESS_HOUR = 20;
/**
 * How long an answer is reused. A valid number's a day: registrations rarely end, and the renewal
 * job does not ask about valid numbers again anyway. A number not found an hour: one registered
 * today shows up soon. An unverified one is never kept: the next request asks again.
 */
const KEEP_SECONDS: Partial<Record<TaxIdVerdict, number>> = { valid: 24 * 3600, not_found: 3600 };
/** Answers kept in memory without Redis (a process's); the oldest go first beyond it. */
const MEMORY_ENTRIES = 10_000;

/**
 * The registry behind a cache and a limit (public quotes with a VAT number must not let anyone
 * drive the server's registry traffic): an EU number's answer is kept (in Redis when REDIS_URL is
 * set, shared by the replicas, else in this process) and each client address may cause
 * VAT_LOOKUPS_PER_ADDRESS_HOUR look-ups an hour; past it, 429 with Retry-After. The keys hold the
 * number's digest only.
 */
export function cachedTaxIdVerifier(
  registry: TaxIdVerifier,
  redis: Redis | null,
  now: () => number = Date.now,
): TaxIdVerifier {
  const perAddress = createRateLimiter(redis, {
    keyPrefix: 'vat-lookups-ip',
    points: VAT_LOOKUPS_PER_ADDRESS_HOUR,
    duration: 3600,
  });
  const memory = new Map<string, { answer: TaxIdAnswer; until: number }>();
  const store = {
    async get(key: string): Promise<TaxIdAnswer | null> {
      if (redis) {
        const kept = await redis.get(key);
        return kept ? (JSON.parse(kept) as TaxIdAnswer) : null;
      }
      const kept = memory.get(key);
      if (kept && kept.until > now()) return kept.answer;
      memory.delete(key);
      return null;
    },
    async put(key: string, answer: TaxIdAnswer, seconds: number): Promise<void> {
      if (redis) {
        await redis.set(key, JSON.stringify(answer), 'EX', seconds);
        return;
      }
      if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
      memory.set(key, { answer, until: now() + seconds * 1000 });
    },
  };
  return {
    async verify(country, vatNumber, asker) {
      // Only EU numbers are asked of VIES; the others cost nothing.
      if (!TAX_TABLE[country]?.eu) return registry.verify(country, vatNumber, asker);
      const key = `vat-check:${hashedKeyPart(vatIdOf(country, vatNumber))}`;
      const kept = await store.get(key);
      if (kept) return kept;
      if (asker) await consumeOrRefuse(perAddress, asker.ip, 'TOO_MANY_VAT_CHECKS');
      const answer = await registry.verify(country, vatNumber, asker);
      const seconds = KEEP_SECONDS[answer.verdict];
      if (seconds) await store.put(key, answer, seconds);
      return answer;
    },
  };
}
