import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { definePart } from './setting';
import { flag, secret, text, wholeNumber, defaulted } from './values';

/** Sign-in: the tokens' secret, how long a login lasts, the demo customer. */
export interface SessionsConfig {
  jwtSecret: string;
  /**
   * The key the authenticator apps' secrets are encrypted with at rest (issue 38): SECOND_FACTOR_KEY,
   * else JWT_SECRET's (second-factor/secret-box.ts derives the AES key from it with HKDF).
   */
  secondFactorKey: string;
  /**
   * The key Sign in with Apple's refresh tokens are sealed with at rest (issue 39, kept to revoke
   * them when an account is deleted): PROVIDER_TOKEN_KEY, else JWT_SECRET's (auth/provider-tokens.ts).
   */
  providerTokenKey: string;
  demo: { enabled: boolean; email: string; password: string };
  /** A login ends this long after it started, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
  /** A login unused for this long ends. */
  sessionIdleSeconds: number;
}

const DAY = 24 * 3600;

/** Reads the persisted dev secret, creating it on first start so sessions survive restarts. */
function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export const sessions = definePart({
  name: 'sign-in',
  settings: {
    JWT_SECRET: {
      schema: secret(),
      default: '(generated)',
      example: '$(openssl rand -hex 32)',
      description:
        'HMAC secret of access tokens: at least 32 characters and random-looking (e.g. `openssl rand -hex 32`; repetitive or low-entropy values are refused). Required in production; otherwise generated once and kept in DATA_DIR/jwt-secret.',
    },
    SECOND_FACTOR_KEY: {
      schema: secret(),
      default: '(JWT_SECRET)',
      example: '$(openssl rand -hex 32)',
      description:
        'Encrypts the authenticator apps’ secrets at rest (AES-256-GCM, key derived with HKDF): at least 32 characters and random-looking. Unset: JWT_SECRET is used, so changing JWT_SECRET then turns every authenticator app off (set this one to change them apart). Changing it turns every authenticator app off; recovery codes and passkeys keep working.',
    },
    PROVIDER_TOKEN_KEY: {
      schema: secret(),
      default: '(JWT_SECRET)',
      example: '$(openssl rand -hex 32)',
      description:
        'Encrypts at rest the refresh tokens of Sign in with Apple (AES-256-GCM, key derived with HKDF), kept so that deleting an account revokes them at Apple: at least 32 characters, random-looking. Unset: JWT_SECRET is used. Changing it leaves the tokens kept until then unrevocable (the next Apple sign-in keeps a new one).',
    },
    DEMO_ACCOUNT: defaulted({
      schema: flag(),
      default: 'true',
      example: 'false',
      description:
        '`false` disables the demo customer (never created in production or with DATABASE_URL).',
    }),
    DEMO_EMAIL: defaulted({
      schema: text(),
      default: 'demo@example.com',
      description: 'E-mail of the demo customer.',
    }),
    DEMO_PASSWORD: defaulted({
      schema: text(),
      default: 'demo-portal-1',
      description: 'Password of the demo customer.',
    }),
    SESSION_MAX_AGE_DAYS: defaulted({
      schema: wholeNumber(1),
      default: '30',
      example: '30',
      description:
        'Absolute lifetime of a login: after it, sign in again however often the portal refreshed its tokens.',
    }),
    SESSION_IDLE_DAYS: defaulted({
      schema: wholeNumber(1),
      default: '14',
      example: '14',
      description: 'A login unused (no token refresh) for this many days ends.',
    }),
  },
  check: (env, at) =>
    at.isProduction && !env.JWT_SECRET
      ? [['JWT_SECRET', 'is required when NODE_ENV=production']]
      : [],
  read: (env, at): SessionsConfig => {
    const jwtSecret = env.JWT_SECRET ?? devJwtSecret(at.dataDir);
    return {
      jwtSecret,
      secondFactorKey: env.SECOND_FACTOR_KEY ?? jwtSecret,
      providerTokenKey: env.PROVIDER_TOKEN_KEY ?? jwtSecret,
      demo: {
        // The demo customer only exists in the embedded, non-production mode.
        enabled: env.DEMO_ACCOUNT && !at.isProduction && at.embeddedDb,
        email: env.DEMO_EMAIL.toLowerCase(),
        password: env.DEMO_PASSWORD,
      },
      sessionMaxAgeSeconds: DAY * env.SESSION_MAX_AGE_DAYS,
      sessionIdleSeconds: DAY * env.SESSION_IDLE_DAYS,
    };
  },
});
