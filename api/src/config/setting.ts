import type { z } from 'zod';

/**
 * One environment variable, declared once: how it is validated (its zod schema), what it means
 * and its default as the README's settings table prints them, and a good value a refusal quotes.
 */
export interface Setting {
  schema: z.ZodType;
  description: string;
  /** As documented: a value (`3000`), or a note in brackets (`(none)`). */
  default: string;
  /** A good value, quoted in the error line of a refusal (`true` when not given). */
  example?: string;
}

export type Settings = Record<string, Setting>;

/** The parsed values of a part's settings (undefined when unset). */
export type EnvOf<S extends Settings> = { [K in keyof S]: z.output<S[K]['schema']> };

/** What every part reads beyond its own settings. */
export interface Context {
  isProduction: boolean;
  /** Production refuses its development fallbacks (false for `npm run doctor`, to show them). */
  refuseIn: boolean;
  dataDir: string;
  port: number;
  /** No DATABASE_URL: the embedded PGlite. */
  embeddedDb: boolean;
}

/** A line of a refusal: the setting, and what is wrong with it. */
export type Issue = [name: string, wrong: string];

/** The keys of Config['allow'], one per ALLOW_* setting. */
export type AllowKey =
  | 'embeddedDb'
  | 'localPayments'
  | 'outboxMail'
  | 'outboxSms'
  | 'stubVatCheck'
  | 'localPublicUrl'
  | 'singleInstance'
  | 'sampleSeller';

/**
 * A development fallback production refuses unless its ALLOW_* setting accepts the risk. The
 * refusal is one line per setting of `names`: `<name>: <refused()>: <risk>; set <allow>=true
 * <accept>`.
 */
export interface Fallback<S extends Settings> {
  allow: keyof S & `ALLOW_${string}`;
  names: (keyof S & string)[];
  /** What is wrong ("is required when NODE_ENV=production"), or null: the real part is set. */
  refused: (env: EnvOf<S>) => string | null;
  risk: string;
  /** Default: "to accept that". */
  accept?: string;
}

/**
 * A part of the portal (database, mail, payments…): its settings, the checks across them, and
 * the slice of Config it reads from them.
 */
export interface Part<S extends Settings, C> {
  name: string;
  settings: S;
  /** Settings that go together: some set without the others is refused, naming the missing. */
  together?: [names: (keyof S & string)[], purpose: string][];
  fallbacks?: Fallback<S>[];
  check?: (env: EnvOf<S>, at: Context) => Issue[];
  read: (env: EnvOf<S>, at: Context) => C;
  /** For ALLOW_* settings: the Config['allow'] key each sets. */
  allows?: Partial<Record<keyof S & `ALLOW_${string}`, AllowKey>>;
  /** Its rows of `npm run doctor`: real, development fallback (and its ALLOW_*), or off. */
  doctor?: (config: C, isProduction: boolean) => ExternalPart[];
}

export const definePart = <S extends Settings, C>(part: Part<S, C>): Part<S, C> => part;

/** A configuration the API refuses to start with; the message says what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** One external part as `npm run doctor` shows it. real: the part itself; fallback: a development stand-in; off: not offered. */
export type PartStatus = 'real' | 'fallback' | 'off';

export interface ExternalPart {
  part: string;
  /** What this configuration uses for it. */
  uses: string;
  status: PartStatus;
  /** The setting that lets production run on this fallback, when production refuses it otherwise. */
  allowedBy?: `ALLOW_${string}`;
  /** Whether that setting is true. */
  allowed?: boolean;
}

export const noSlash = (value: string) => value.replace(/\/+$/, '');

/** A URL of this machine: customers' browsers and mail clients cannot reach it. */
export const isLocalUrl = (value: string) =>
  /^https?:\/\/(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(value);

/**
 * A URL as a refusal may print it, with whatever could be its password starred: the value is
 * malformed (an unencoded `/`, `#` or `@` in the password, a forgotten host), so its parts are
 * guessed. Before the last `@`: the user (shown up to its `:`) and the password; without `@`,
 * whatever follows a `:` that is not a port.
 */
export function withoutPassword(value: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:(\/\/)?/i.exec(value)?.[0] ?? '';
  const rest = value.slice(scheme.length);
  const at = rest.lastIndexOf('@');
  if (at >= 0) {
    const colon = rest.indexOf(':');
    const user = colon >= 0 && colon < at ? rest.slice(0, colon + 1) : '';
    return `${scheme}${user}***${rest.slice(at)}`;
  }
  const colon = rest.indexOf(':');
  if (colon >= 0 && !/^\d*([/?#]|$)/.test(rest.slice(colon + 1)))
    return `${scheme}${rest.slice(0, colon + 1)}***`;
  return value;
}

/** The host of a URL as the doctor prints it, never its password. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return withoutPassword(url);
  }
};
