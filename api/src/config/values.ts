import { z } from 'zod';
import { withoutPassword } from './setting';

/** The kinds of value a setting takes: each a zod schema of the raw string, unset when empty. */

/** An empty variable counts as unset (`PORT= npm start` keeps the default). */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const got = (value: unknown) => `got ${JSON.stringify(value)}`;

export const text = () => z.preprocess(unsetIfEmpty, z.string().optional());
/** Like text(), but an empty value is a value (REDIS_KEY_PREFIX, API_BASE). */
export const verbatim = () => z.string().optional();

export const flag = () =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(['true', 'false'], { error: (issue) => `must be true or false, ${got(issue.input)}` })
      .transform((value) => value === 'true')
      .optional(),
  );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(values, {
        error: (issue) => `must be one of ${values.join(', ')}, ${got(issue.input)}`,
      })
      .optional(),
  );

export const matching = (pattern: RegExp, what: string) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(pattern, { error: (issue) => `must be ${what}, ${got(issue.input)}` })
      .optional(),
  );

export const wholeNumber = (
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  what = 'a whole number above 0',
) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const number = Number(value);
        if (/^\d+$/.test(value.trim()) && number >= min && number <= max) return number;
        ctx.addIssue({ code: 'custom', message: `must be ${what}, ${got(value)}` });
        return z.NEVER;
      }),
  );

/**
 * A URL whose scheme is one of `schemes` (without the colon). Its user and password must be
 * percent-encoded as the drivers decode them (else pg and ioredis fail with "URI malformed").
 */
export const url = (schemes: string[], what: string) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        try {
          const parsed = new URL(value);
          decodeURIComponent(parsed.username);
          decodeURIComponent(parsed.password);
          if (schemes.includes(parsed.protocol.slice(0, -1))) return;
        } catch {
          // Refused below.
        }
        const scheme = schemes.find((name) => value.startsWith(`${name}://`));
        const how = scheme
          ? ' with its user and password percent-encoded (% as %25, / as %2F, # as %23, @ as %40)'
          : '';
        // Never the password of a connection URL (DATABASE_URL, REDIS_URL, SMTP_URL).
        ctx.addIssue({
          code: 'custom',
          message: `must be ${what}${how}, ${got(withoutPassword(value))}`,
        });
      }),
  );
export const httpUrl = () => url(['http', 'https'], 'an http(s) URL');

/** `https://a.example, http://127.0.0.1:3420` -> exact origins. */
export const origins = () =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const origin of list) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          // reported below
        }
        // The browser sends the origin without a path or trailing slash: anything else never matches.
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
          ctx.addIssue({
            code: 'custom',
            message: `every entry must be an origin without a path, got ${JSON.stringify(origin)}`,
          });
      }
      return list;
    });

export const trustProxy = () =>
  z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      if (!value || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    });

/**
 * Bits of entropy of a secret by its own character frequencies: a repeated word or a run of one
 * character scores far below a random string of the same length.
 */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

/** `openssl rand -hex 32` scores about 240; "changeme" repeated to 32 characters about 90. */
export const MIN_SECRET_BITS = 128;

/** A secret others must not guess (JWT_SECRET, METRICS_TOKEN): 32 characters, random-looking. */
export const secret = () =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        if (value.length < 32)
          ctx.addIssue({
            code: 'custom',
            message: `must be at least 32 characters, got ${value.length}`,
          });
        else if (estimatedEntropyBits(value) < MIN_SECRET_BITS)
          ctx.addIssue({
            code: 'custom',
            message: 'looks guessable (too repetitive): use a random value',
          });
      }),
  );

/** An ALLOW_* setting: `true` accepts a development fallback in production. */
export const allowFlag = (description: string) => ({
  schema: flag(),
  default: 'false',
  description,
});

/**
 * A setting whose documented default is its value when unset: the default is written once, as
 * the settings table shows it, and parsed by the setting's own schema.
 */
export function defaulted<T extends z.ZodType, S extends { schema: T; default: string }>(
  setting: S,
) {
  const value = setting.schema.parse(setting.default) as NonNullable<z.output<T>>;
  return {
    ...setting,
    schema: setting.schema.transform((parsed) => (parsed ?? value) as NonNullable<z.output<T>>),
  };
}
