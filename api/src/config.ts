import { z } from 'zod';
import { database, type DatabasePartConfig } from './config/database';
import { limits, type LimitsConfig } from './config/limits';
import { mail, type MailConfig } from './config/mail';
import { payments, type PaymentsConfig } from './config/payments';
import { redis, type RedisConfig } from './config/redis';
import { seller, type SellerConfig } from './config/seller';
import { contextOf, server, type ServerConfig } from './config/server';
import { sessions, type SessionsConfig } from './config/sessions';
import {
  ConfigError,
  type AllowKey,
  type Issue,
  type Part,
  type Setting,
  type Settings,
} from './config/setting';
import { social, type SocialConfig } from './config/social';
import { storage, type StorageConfig } from './config/storage';
import { telemetry, type TelemetryConfig } from './config/telemetry';
import { texts, type TextsConfig } from './config/texts';
import { web, type WebConfig } from './config/web';

/**
 * The API's settings. Each environment variable is declared once, in the file of its part
 * (config/<part>.ts): its zod schema, description, default and example, the settings it goes
 * together with, and the development fallback production refuses without its ALLOW_*. From those
 * declarations come the validation (ENV_SCHEMA), the README's table (CONFIG_DOC, npm run
 * docs:settings), the refusals of loadConfig and the rows of `npm run doctor`.
 */

export { REPO_ROOT } from './config/paths';
export { REMOTE_NAMES, type RemoteName } from '@portal/shared/remotes';
export { ConfigError, isLocalUrl, withoutPassword } from './config/setting';
export type { ExternalPart, PartStatus } from './config/setting';
export { estimatedEntropyBits } from './config/values';
export type { DatabaseConfig } from './config/database';
export type { StripeConfig } from './config/payments';
export type { TwilioConfig } from './config/texts';
export type { OidcProviderConfig } from './config/social';
export type { S3StorageConfig } from './config/storage';
export { SAMPLE_SELLER, type Seller } from './config/seller';

/** Every part, in the order of the settings table and of a refusal's lines. */
export const PARTS = [
  server,
  sessions,
  database,
  redis,
  mail,
  texts,
  payments,
  web,
  seller,
  storage,
  social,
  limits,
  telemetry,
] as const;

export type Config = ServerConfig &
  SessionsConfig &
  DatabasePartConfig &
  RedisConfig &
  MailConfig &
  TextsConfig &
  PaymentsConfig &
  WebConfig &
  SellerConfig &
  StorageConfig &
  SocialConfig &
  LimitsConfig &
  TelemetryConfig & {
    /**
     * Development fallbacks `NODE_ENV=production` was told to accept (the ALLOW_* variables);
     * without them it refuses to start on that fallback.
     */
    allow: Record<AllowKey, boolean>;
  };

type NamesOf<P> = P extends { settings: infer S } ? keyof S & string : never;
export type ConfigEnvName = NamesOf<(typeof PARTS)[number]>;
type Env = Partial<Record<ConfigEnvName, string>>;

/** The parts as their common shape, to walk them. */
const parts = PARTS as unknown as Part<Settings, object>[];

const DECLARED: Record<string, Setting & { part: string }> = Object.fromEntries(
  parts.flatMap((part) =>
    Object.entries(part.settings).map(([name, setting]) => [name, { ...setting, part: part.name }]),
  ),
);

/** Every environment variable the API reads, as the README's table lists them. */
export const CONFIG_DOC = Object.entries(DECLARED).map(([name, setting]) => ({
  name: name as ConfigEnvName,
  part: setting.part,
  default: setting.default,
  description: setting.description,
}));

/** The environment the API reads, one entry per declared variable. */
export const ENV_SCHEMA = z.object(
  Object.fromEntries(Object.entries(DECLARED).map(([name, setting]) => [name, setting.schema])),
);

/** Which Config['allow'] key each ALLOW_* setting sets (the doctor names them). */
export const ALLOWS: Record<string, AllowKey> = Object.assign(
  {},
  ...parts.map((part) => part.allows ?? {}),
);

/** One line of a refusal: the variable, what is wrong, an example of a good value. */
const problem = ([name, wrong]: Issue) =>
  `${name}: ${wrong} (e.g. ${name}=${DECLARED[name]?.example ?? 'true'})`;

/** The lines of a ConfigError, joined; the first line says how many there are. */
function refuse(lines: string[]): never {
  throw new ConfigError(
    lines.length === 1 ? lines[0]! : `${lines.length} settings to fix:\n${lines.join('\n')}`,
  );
}

/**
 * The configuration of `raw` (process.env by default). A bad value, half a configuration, or a
 * development fallback under NODE_ENV=production without its ALLOW_* throws a ConfigError with
 * one line per variable. `refuseFallbacks: false` (npm run doctor) reads production's fallbacks
 * without refusing them, to show them.
 */
export function loadConfig(
  raw: Env = process.env as Env,
  { refuseFallbacks = true }: { refuseFallbacks?: boolean } = {},
): Config {
  const parsed = ENV_SCHEMA.safeParse(raw);
  if (!parsed.success) {
    const lines = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (!lines.has(name)) lines.set(name, problem([name, issue.message]));
    }
    refuse([...lines.values()]);
  }
  const env = parsed.data as Record<string, never>;
  const at = contextOf(env as never, { refuseFallbacks, embeddedDb: !env.DATABASE_URL });

  const issues: Issue[] = [];
  for (const part of parts) {
    for (const [names, purpose] of part.together ?? []) {
      const set = names.filter((name) => env[name]);
      if (set.length > 0 && set.length < names.length)
        for (const name of names.filter((n) => !env[n]))
          issues.push([name, `is required with ${set.join(', ')} (${purpose})`]);
    }
    for (const fallback of part.fallbacks ?? []) {
      const wrong = at.refuseIn && !env[fallback.allow] ? fallback.refused(env) : null;
      if (wrong)
        for (const name of fallback.names)
          issues.push([
            name,
            `${wrong}: ${fallback.risk}; set ${fallback.allow}=true ${fallback.accept ?? 'to accept that'}`,
          ]);
    }
    issues.push(...(part.check?.(env, at) ?? []));
  }
  if (issues.length > 0) refuse(issues.map(problem));

  const allow = Object.fromEntries(
    Object.entries(ALLOWS).map(([name, key]) => [key, env[name] ?? false]),
  ) as Record<AllowKey, boolean>;
  return Object.assign({ allow }, ...parts.map((part) => part.read(env, at))) as Config;
}
