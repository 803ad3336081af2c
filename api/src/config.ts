import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { SAMPLE_SELLER, type Seller } from './billing/invoices/seller';

/** The repository root: api/src/config.ts -> ../.. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export { REMOTE_NAMES, type RemoteName } from '@portal/shared/remotes';
import type { RemoteName } from '@portal/shared/remotes';

export type DatabaseConfig =
  /** dataDir null = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null }
  /** poolSize: connections per process (each replica opens its own pool). */
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  jwtSecret: string;
  demo: { enabled: boolean; email: string; password: string };
  logLevel: string;
  /** Bearer token of GET /metrics; null: /metrics is served without one, outside production only. */
  metricsToken: string | null;
  /** OTLP/HTTP collector traces go to (read again by the SDK itself); null: no tracing. */
  otlpEndpoint: string | null;
  webRoot: string;
  runtimeConfigFile: string | null;
  apiBase: string;
  /** Origins (scheme://host[:port]) of pages allowed to call the API from another origin. */
  corsOrigins: string[];
  remoteUrls: Record<RemoteName, string | null>;
  trustProxy: boolean | number | string;
  /** General per-IP request budget on /v2, per minute. */
  rateLimitPerMinute: number;
  /** A request (headers and body) must arrive within this time; idle sockets close after it too. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection closes after this time. */
  keepAliveTimeoutMs: number;
  /** A login ends this long after it started, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
  /** A login unused for this long ends. */
  sessionIdleSeconds: number;
  /** The OpenAPI document and UI at /docs. */
  apiDocs: boolean;
  /** Serve the front end's *.map files in production. */
  sourceMapsPublic: boolean;
  /** Origin of the portal as customers reach it: e-mailed links and OpenID redirect URIs. */
  publicUrl: string;
  mail: { smtpUrl: string | null; from: string };
  /** Retries of the durable outbox: first wait, then 4x each time (capped at an hour). */
  outbox: { retryMs: number; maxAttempts: number };
  /** Text messages and the messaging-app option; null keeps them in the outbox. */
  twilio: TwilioConfig | null;
  oidc: Record<'google' | 'apple', OidcProviderConfig | null>;
  /** Payments through Stripe; null: the embedded local billing engine. */
  stripe: StripeConfig | null;
  /** Who bills, printed on every invoice (SELLER_*); the sample one outside production only. */
  seller: Seller;
  /** How VAT numbers are checked: the EU's VIES registry, or the local stub (src/billing/tax-id.ts). */
  vatCheck: { kind: 'vies'; url: string; timeoutMs: number } | { kind: 'stub' };
  /**
   * Development fallbacks `NODE_ENV=production` was told to accept (the ALLOW_* variables);
   * without them it refuses to start on that fallback.
   */
  allow: {
    embeddedDb: boolean;
    localPayments: boolean;
    outboxMail: boolean;
    outboxSms: boolean;
    stubVatCheck: boolean;
    localPublicUrl: boolean;
    singleInstance: boolean;
    sampleSeller: boolean;
  };
  /** How long a start waits for PostgreSQL and Redis to answer before it gives up. */
  startupWaitSeconds: number;
  /** Uploads not yet used by a profile: at most this many files and bytes per account. */
  pendingUploads: { maxFiles: number; maxBytes: number; maxAgeHours: number };
  /** Where pictures' bytes live: in the database (the default), or in an S3-compatible bucket. */
  assetStorage: { kind: 'database' } | S3StorageConfig;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** MinIO, R2, a local stand-in...; null: AWS itself. */
  endpoint: string | null;
  /** null: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** A CDN in front of the bucket: pictures redirect to <this>/<key> instead of a presigned URL. */
  publicBaseUrl: string | null;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Stripe's API origin; tests point it at a server replaying recorded answers. */
  apiUrl: string;
  /** Signing secret of POST /payments/webhook (whsec_...); unset: the webhook refuses every event. */
  webhookSecret?: string;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Sender of text messages (a number or a messaging service id). */
  from: string;
  /** Sender on the messaging app, e.g. whatsapp:+14155238886; null: that option is off. */
  whatsappFrom: string | null;
  apiUrl: string;
}

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  /** Google: the client secret. Apple: a ready secret, or built from the signing key below. */
  clientSecret: string | null;
  appleKey: { teamId: string; keyId: string; privateKey: string } | null;
}

/** Every environment variable the API reads; the README's table is checked against this list. */
export const CONFIG_DOC = [
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface to listen on. Only this machine by default (the embedded mode holds a demo account); `0.0.0.0` opens it to the network (the container sets it).',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      '`production` turns off the demo account and /docs; it requires JWT_SECRET, and a real database, payments, mail and VAT check or their ALLOW_* (see "Production refuses fallbacks").',
  },
  {
    name: 'ALLOW_EMBEDDED_DB',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run on the embedded PGlite, accepting that it does not fsync (see "What the embedded database promises").',
  },
  {
    name: 'ALLOW_LOCAL_PAYMENTS',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run without Stripe on the local engine, which sells subscriptions for test card 4242 and takes card numbers over the API. A staging stack only.',
  },
  {
    name: 'ALLOW_OUTBOX_MAIL',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run without SMTP_URL: every e-mail, recovery links included, is kept in the outbox and never sent.',
  },
  {
    name: 'ALLOW_OUTBOX_SMS',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run without Twilio: sign-in codes by SMS or WhatsApp are kept in the outbox and never sent.',
  },
  {
    name: 'ALLOW_LOCAL_PUBLIC_URL',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run with PUBLIC_URL unset, on localhost or on plain http: links in e-mails and the Google/Apple redirects would point nowhere or travel unencrypted.',
  },
  {
    name: 'ALLOW_SINGLE_INSTANCE',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run without REDIS_URL: rate limits, login-failure counters and one-time codes live in one process, so a second instance multiplies every limit and a restart forgets them. One instance only.',
  },
  {
    name: 'ALLOW_STUB_VAT_CHECK',
    default: 'false',
    description:
      '`true` makes `NODE_ENV=production` check VAT numbers with the local stub (any well-formed number is valid) instead of the EU VIES registry, its default (a trial stack without access to VIES).',
  },
  {
    name: 'ALLOW_SAMPLE_SELLER',
    default: 'false',
    description:
      '`true` lets `NODE_ENV=production` run without the SELLER_* settings: invoices name "Sample seller — set SELLER_*" and are no valid tax invoices. A trial stack only.',
  },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description:
      'Embedded data: PGlite database in DATA_DIR/pglite, generated JWT secret in DATA_DIR/jwt-secret.',
  },
  {
    name: 'DATABASE_URL',
    default: '(none)',
    description: 'PostgreSQL connection string; when set, used instead of the embedded PGlite.',
  },
  {
    name: 'STARTUP_WAIT_SECONDS',
    default: '60',
    description:
      'At start, PostgreSQL and Redis are tried again with growing pauses (1 s, 2 s, 4 s… at most 15 s) for this long before the API gives up and exits 1.',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: '20',
    description:
      "PostgreSQL connections per API process (each replica has its own pool; keep the sum under the server's max_connections).",
  },
  {
    name: 'REDIS_URL',
    default: '(none)',
    description:
      'Redis for state shared between replicas (rate limits, login-failure counters); in memory when unset.',
  },
  { name: 'REDIS_KEY_PREFIX', default: 'portal:', description: 'Prefix of every Redis key.' },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'HMAC secret of access tokens: at least 32 characters and random-looking (e.g. `openssl rand -hex 32`; repetitive or low-entropy values are refused). Required in production; otherwise generated once and kept in DATA_DIR/jwt-secret.',
  },
  {
    name: 'DEMO_ACCOUNT',
    default: 'true',
    description:
      '`false` disables the demo customer (never created in production or with DATABASE_URL).',
  },
  { name: 'DEMO_EMAIL', default: 'demo@example.com', description: 'E-mail of the demo customer.' },
  {
    name: 'DEMO_PASSWORD',
    default: 'demo-portal-1',
    description: 'Password of the demo customer.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino log level (trace, debug, info, warn, error, silent).',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(none)',
    description:
      'Bearer token of `GET /metrics` (Prometheus); unset: served without a token outside production, not served in production (docs/operations.md).',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(none)',
    description:
      'OTLP/HTTP collector (e.g. `http://otel-collector:4318`): traces of requests, SQL and Redis calls are sent there; unset: no tracing code is loaded. The other `OTEL_*` variables of OpenTelemetry apply.',
  },
  {
    name: 'WEB_ROOT',
    default: '<repo>',
    description: 'Folder holding `shell/dist` and `remote-<name>/dist`, served when present.',
  },
  {
    name: 'RUNTIME_CONFIG_FILE',
    default: '(none)',
    description:
      'JSON file served as /runtime-config.json, re-read on every request; else built from the variables below.',
  },
  {
    name: 'API_BASE',
    default: "''",
    description:
      'runtime config `apiBase`: origin of the API for the front end (empty = same origin).',
  },
  {
    name: 'CORS_ORIGINS',
    default: '(none)',
    description:
      'Comma list of origins (`https://portal.example.com`) whose pages may call the API across origins (an `API_BASE` on another origin); Bearer tokens only, never cookies. Others get no CORS headers, so browsers refuse.',
  },
  {
    name: 'REMOTE_AUTH_URL',
    default: '/remotes/auth/mf-manifest.json',
    description: 'runtime config `remotes.auth`.',
  },
  {
    name: 'REMOTE_CHECKOUT_URL',
    default: '/remotes/checkout/mf-manifest.json',
    description: 'runtime config `remotes.checkout`.',
  },
  {
    name: 'REMOTE_PROFILES_URL',
    default: '/remotes/profiles/mf-manifest.json',
    description: 'runtime config `remotes.profiles`.',
  },
  {
    name: 'REMOTE_ACCOUNT_URL',
    default: '/remotes/account/mf-manifest.json',
    description: 'runtime config `remotes.account`.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'How many reverse proxies stand in front (a hop count, e.g. `1` behind the compose nginx) or a comma list of their addresses/CIDRs; the client IP for limits comes from X-Forwarded-For. Never `true` (see "Behind a proxy").',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '300',
    description: 'General request budget per client IP per minute on /v2.',
  },
  {
    name: 'SESSION_MAX_AGE_DAYS',
    default: '30',
    description:
      'Absolute lifetime of a login: after it, sign in again however often the portal refreshed its tokens.',
  },
  {
    name: 'SESSION_IDLE_DAYS',
    default: '14',
    description: 'A login unused (no token refresh) for this many days ends.',
  },
  {
    name: 'API_DOCS',
    default: 'true outside production',
    description:
      '`true` serves the OpenAPI document and UI at /docs in production too; `false` hides them.',
  },
  {
    name: 'SOURCE_MAPS_PUBLIC',
    default: 'false',
    description:
      "`true` serves the front end's `*.map` files in production (they answer 404 otherwise; upload them to your error tracker).",
  },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: '30000',
    description:
      'A request must arrive whole (headers and body) within this time, or the connection is cut (slow clients).',
  },
  {
    name: 'KEEP_ALIVE_TIMEOUT_MS',
    default: '5000',
    description: 'An idle keep-alive connection is closed after this time.',
  },
  {
    name: 'UPLOAD_PENDING_MAX_FILES',
    default: '20',
    description:
      'Images an account may hold that no profile uses yet; one more is refused (413) until a profile uses them or they are swept.',
  },
  {
    name: 'UPLOAD_PENDING_MAX_MB',
    default: '50',
    description: 'Megabytes of images an account may hold that no profile uses yet.',
  },
  {
    name: 'UPLOAD_PENDING_HOURS',
    default: '24',
    description:
      'An uploaded image no profile uses after this many hours is deleted (swept every hour), freeing the disk and the quota.',
  },
  {
    name: 'ASSETS_S3_BUCKET',
    default: '(none)',
    description:
      'S3-compatible bucket pictures are stored in (AWS S3, MinIO, R2...); unset: in the database. Existing pictures move with `npm run assets:migrate`.',
  },
  {
    name: 'ASSETS_S3_REGION',
    default: 'us-east-1',
    description: "The bucket's region (`auto` for R2).",
  },
  {
    name: 'ASSETS_S3_ENDPOINT',
    default: '(AWS)',
    description: 'Endpoint of an S3-compatible service other than AWS (MinIO, R2...).',
  },
  {
    name: 'ASSETS_S3_ACCESS_KEY_ID',
    default: '(none)',
    description:
      "Access key of the bucket, with ASSETS_S3_SECRET_ACCESS_KEY; unset: the SDK's own credentials (an instance role, AWS_* variables).",
  },
  { name: 'ASSETS_S3_SECRET_ACCESS_KEY', default: '(none)', description: 'Its secret.' },
  {
    name: 'ASSETS_S3_FORCE_PATH_STYLE',
    default: 'false',
    description: '`true` addresses the bucket as <endpoint>/<bucket> (MinIO and most stand-ins).',
  },
  {
    name: 'ASSETS_PUBLIC_BASE_URL',
    default: '(none)',
    description:
      "A CDN in front of the bucket: pictures redirect to <this>/<key> instead of a presigned URL of the bucket (an hour's).",
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    description:
      'Origin of the portal as customers reach it: recovery links in e-mails and the Google/Apple redirect URIs are built on it.',
  },
  {
    name: 'SMTP_URL',
    default: '(none)',
    description:
      'SMTP server for e-mails (e.g. `smtp://mailpit:1025`, `smtps://user:pass@host:465`); unset: e-mails go to the development outbox.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Property Video <no-reply@propertyvideo.app>',
    description: 'Sender of every e-mail.',
  },
  {
    name: 'OUTBOX_RETRY_MS',
    default: '30000',
    description:
      'Wait before a refused e-mail or text is tried again; each later try waits 4 times longer, at most an hour.',
  },
  {
    name: 'OUTBOX_MAX_ATTEMPTS',
    default: '8',
    description:
      'Tries of an e-mail or text before it is marked `failed` (about 4 hours with the default wait).',
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '(none)',
    description:
      'Twilio account: with TWILIO_AUTH_TOKEN and TWILIO_FROM, codes go by SMS through Twilio; unset: to the development outbox.',
  },
  { name: 'TWILIO_AUTH_TOKEN', default: '(none)', description: 'Twilio auth token.' },
  {
    name: 'TWILIO_FROM',
    default: '(none)',
    description: 'Twilio sender of text messages (a number or a messaging service SID).',
  },
  {
    name: 'TWILIO_WHATSAPP_FROM',
    default: '(none)',
    description: 'Twilio WhatsApp sender (`whatsapp:+14155238886`) for the messaging-app option.',
  },
  {
    name: 'TWILIO_API_URL',
    default: 'https://api.twilio.com',
    description: 'Base URL of the Twilio REST API.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(none)',
    description:
      'Stripe secret key: with STRIPE_PUBLISHABLE_KEY, payments go through Stripe; unset: the embedded local billing engine (test cards of docs/decisions.md).',
  },
  {
    name: 'STRIPE_PUBLISHABLE_KEY',
    default: '(none)',
    description: "Stripe publishable key, given to the browser's Payment Element.",
  },
  {
    name: 'STRIPE_API_URL',
    default: 'https://api.stripe.com',
    description: 'Origin of the Stripe API (tests point it at recorded answers).',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(none)',
    description:
      'Signing secret of the Stripe webhook endpoint `POST /payments/webhook` (`whsec_…`); unset: every event is refused.',
  },
  {
    name: 'SELLER_NAME',
    default: '(sample seller)',
    description:
      'Legal name of the company that bills, printed on every invoice. The five SELLER_* are required when NODE_ENV=production; unset elsewhere, invoices show "Sample seller — set SELLER_*".',
  },
  {
    name: 'SELLER_ADDRESS',
    default: '(sample seller)',
    description:
      'Its address lines, separated by `|` (`10 Main Street|London EC2A 1AF|United Kingdom`).',
  },
  {
    name: 'SELLER_COUNTRY',
    default: '(sample: GB)',
    description:
      'ISO country code of the seller (`GB`, `FR`…): decides domestic VAT and reverse charge (docs/tax.md).',
  },
  {
    name: 'SELLER_TAX_IDS',
    default: '(sample seller)',
    description:
      'VAT and registration ids as printed on invoices (`VAT GB123456789 · Company no. 01234567`).',
  },
  {
    name: 'SELLER_EMAIL',
    default: '(sample seller)',
    description: 'Billing contact e-mail on invoices.',
  },
  {
    name: 'VIES_URL',
    default: '(the EU VIES REST API)',
    description:
      'Base URL of the VIES REST API (`https://ec.europa.eu/taxation_customs/vies/rest-api`) checking EU VAT numbers: in production unless ALLOW_STUB_VAT_CHECK, elsewhere only when set.',
  },
  {
    name: 'VIES_TIMEOUT_MS',
    default: '5000',
    description:
      'A VIES check waits this long; then the number is recorded "unverified" and VAT is charged (docs/tax.md).',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(none)',
    description:
      'OAuth client id of "Continue with Google" (with GOOGLE_CLIENT_SECRET); unset: the button is hidden.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(none)', description: 'Its client secret.' },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description: 'OpenID Connect issuer for Google (discovery document and keys are read from it).',
  },
  {
    name: 'APPLE_CLIENT_ID',
    default: '(none)',
    description: 'Services ID of "Continue with Apple"; unset: the button is hidden.',
  },
  {
    name: 'APPLE_CLIENT_SECRET',
    default: '(none)',
    description:
      'A ready client secret; otherwise it is signed from the three APPLE_* key variables.',
  },
  { name: 'APPLE_TEAM_ID', default: '(none)', description: 'Apple developer team id.' },
  { name: 'APPLE_KEY_ID', default: '(none)', description: 'Id of the Sign in with Apple key.' },
  {
    name: 'APPLE_PRIVATE_KEY',
    default: '(none)',
    description: 'That key (PKCS#8 PEM, `\\n` for line breaks allowed).',
  },
  {
    name: 'APPLE_ISSUER',
    default: 'https://appleid.apple.com',
    description: 'OpenID Connect issuer for Apple.',
  },
] as const;

/** A configuration the API refuses to start with; the message says what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type ConfigEnvName = (typeof CONFIG_DOC)[number]['name'];
type Env = Partial<Record<ConfigEnvName, string>>;

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
const MIN_SECRET_BITS = 128;

const DAY = 24 * 3600;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An example of a good value of each checked variable, quoted in its error line. */
const EXAMPLES: Partial<Record<ConfigEnvName, string>> = {
  PORT: '3000',
  DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
  DATABASE_POOL_SIZE: '20',
  REDIS_URL: 'redis://cache:6379',
  JWT_SECRET: '$(openssl rand -hex 32)',
  DEMO_ACCOUNT: 'false',
  API_DOCS: 'false',
  LOG_LEVEL: 'info',
  CORS_ORIGINS: 'https://portal.example.com',
  TRUST_PROXY: '1',
  RATE_LIMIT_PER_MINUTE: '300',
  SESSION_MAX_AGE_DAYS: '30',
  SESSION_IDLE_DAYS: '14',
  REQUEST_TIMEOUT_MS: '30000',
  KEEP_ALIVE_TIMEOUT_MS: '5000',
  STARTUP_WAIT_SECONDS: '60',
  UPLOAD_PENDING_MAX_FILES: '20',
  UPLOAD_PENDING_MAX_MB: '50',
  UPLOAD_PENDING_HOURS: '24',
  ASSETS_S3_BUCKET: 'portal-pictures',
  ASSETS_S3_REGION: 'eu-west-3',
  ASSETS_S3_ENDPOINT: 'https://s3.example.com',
  ASSETS_S3_ACCESS_KEY_ID: '…',
  ASSETS_S3_SECRET_ACCESS_KEY: '…',
  ASSETS_S3_FORCE_PATH_STYLE: 'true',
  ASSETS_PUBLIC_BASE_URL: 'https://pictures.example.com',
  STRIPE_WEBHOOK_SECRET: 'whsec_…',
  PUBLIC_URL: 'https://portal.example.com',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  TWILIO_API_URL: 'https://api.twilio.com',
  STRIPE_API_URL: 'https://api.stripe.com',
  STRIPE_SECRET_KEY: 'sk_live_…',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_…',
  TWILIO_ACCOUNT_SID: 'AC…',
  TWILIO_AUTH_TOKEN: '…',
  TWILIO_FROM: '+14155238886',
  GOOGLE_ISSUER: 'https://accounts.google.com',
  SELLER_NAME: '"Property Video Ltd"',
  SELLER_ADDRESS: '"10 Finsbury Square|London EC2A 1AF|United Kingdom"',
  SELLER_COUNTRY: 'GB',
  SELLER_TAX_IDS: '"VAT GB123456789"',
  SELLER_EMAIL: 'billing@example.com',
  VIES_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
  VIES_TIMEOUT_MS: '5000',
  APPLE_ISSUER: 'https://appleid.apple.com',
};
const example = (name: ConfigEnvName) => EXAMPLES[name] ?? 'true';

/** An empty variable counts as unset (`PORT= npm start` keeps the default). */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const got = (value: unknown) => `got ${JSON.stringify(value)}`;

const text = () => z.preprocess(unsetIfEmpty, z.string().optional());
/** Like text(), but an empty value is a value (REDIS_KEY_PREFIX, API_BASE). */
const verbatim = () => z.string().optional();

const flag = () =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(['true', 'false'], { error: (issue) => `must be true or false, ${got(issue.input)}` })
      .transform((value) => value === 'true')
      .optional(),
  );

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER, what = 'a whole number above 0') =>
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

/**
 * A URL whose scheme is one of `schemes` (without the colon). Its user and password must be
 * percent-encoded as the drivers decode them (else pg and ioredis fail with "URI malformed").
 */
const url = (schemes: string[], what: string) =>
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
const httpUrl = () => url(['http', 'https'], 'an http(s) URL');

/** `https://a.example, http://127.0.0.1:3420` -> exact origins. */
const origins = () =>
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

const trustProxy = () =>
  z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      if (!value || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    });

const jwtSecret = () =>
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

/** The environment the API reads, one entry per variable of CONFIG_DOC. */
export const ENV_SCHEMA = z.object({
  PORT: wholeNumber(0, 65535, 'a port number from 0 to 65535'),
  HOST: text(),
  NODE_ENV: text(),
  ALLOW_EMBEDDED_DB: flag(),
  ALLOW_LOCAL_PAYMENTS: flag(),
  ALLOW_OUTBOX_MAIL: flag(),
  ALLOW_OUTBOX_SMS: flag(),
  ALLOW_LOCAL_PUBLIC_URL: flag(),
  ALLOW_SINGLE_INSTANCE: flag(),
  ALLOW_STUB_VAT_CHECK: flag(),
  ALLOW_SAMPLE_SELLER: flag(),
  STARTUP_WAIT_SECONDS: wholeNumber(0, 3600, 'a number of seconds from 0 to 3600'),
  UPLOAD_PENDING_MAX_FILES: wholeNumber(1),
  UPLOAD_PENDING_MAX_MB: wholeNumber(1),
  UPLOAD_PENDING_HOURS: wholeNumber(1),
  ASSETS_S3_BUCKET: text(),
  ASSETS_S3_REGION: text(),
  ASSETS_S3_ENDPOINT: httpUrl(),
  ASSETS_S3_ACCESS_KEY_ID: text(),
  ASSETS_S3_SECRET_ACCESS_KEY: text(),
  ASSETS_S3_FORCE_PATH_STYLE: flag(),
  ASSETS_PUBLIC_BASE_URL: httpUrl(),
  DATA_DIR: text(),
  DATABASE_URL: url(['postgres', 'postgresql'], 'a postgres:// URL'),
  DATABASE_POOL_SIZE: wholeNumber(1),
  REDIS_URL: url(['redis', 'rediss'], 'a redis:// or rediss:// URL'),
  REDIS_KEY_PREFIX: verbatim(),
  JWT_SECRET: jwtSecret(),
  DEMO_ACCOUNT: flag(),
  DEMO_EMAIL: text(),
  DEMO_PASSWORD: text(),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z
      .enum(LOG_LEVELS, {
        error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, ${got(issue.input)}`,
      })
      .optional(),
  ),
  METRICS_TOKEN: text(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(),
  WEB_ROOT: text(),
  RUNTIME_CONFIG_FILE: text(),
  API_BASE: verbatim(),
  CORS_ORIGINS: origins(),
  REMOTE_AUTH_URL: text(),
  REMOTE_CHECKOUT_URL: text(),
  REMOTE_PROFILES_URL: text(),
  REMOTE_ACCOUNT_URL: text(),
  TRUST_PROXY: trustProxy(),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1),
  SESSION_MAX_AGE_DAYS: wholeNumber(1),
  SESSION_IDLE_DAYS: wholeNumber(1),
  API_DOCS: flag(),
  SOURCE_MAPS_PUBLIC: flag(),
  REQUEST_TIMEOUT_MS: wholeNumber(1),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1),
  PUBLIC_URL: httpUrl(),
  SMTP_URL: url(['smtp', 'smtps'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: text(),
  OUTBOX_RETRY_MS: wholeNumber(1),
  OUTBOX_MAX_ATTEMPTS: wholeNumber(1, 100),
  TWILIO_ACCOUNT_SID: text(),
  TWILIO_AUTH_TOKEN: text(),
  TWILIO_FROM: text(),
  TWILIO_WHATSAPP_FROM: text(),
  TWILIO_API_URL: httpUrl(),
  STRIPE_SECRET_KEY: text(),
  STRIPE_PUBLISHABLE_KEY: text(),
  STRIPE_API_URL: httpUrl(),
  STRIPE_WEBHOOK_SECRET: text(),
  SELLER_NAME: text(),
  SELLER_ADDRESS: text(),
  SELLER_COUNTRY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[A-Z]{2}$/, { error: (issue) => `must be an ISO country code, ${got(issue.input)}` })
      .optional(),
  ),
  SELLER_TAX_IDS: text(),
  SELLER_EMAIL: text(),
  VIES_URL: httpUrl(),
  VIES_TIMEOUT_MS: wholeNumber(1),
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_CLIENT_SECRET: text(),
  GOOGLE_ISSUER: httpUrl(),
  APPLE_CLIENT_ID: text(),
  APPLE_CLIENT_SECRET: text(),
  APPLE_TEAM_ID: text(),
  APPLE_KEY_ID: text(),
  APPLE_PRIVATE_KEY: text(),
  APPLE_ISSUER: httpUrl(),
} satisfies Record<ConfigEnvName, z.ZodType>);

/** Who bills (SELLER_*): all required in production, unless ALLOW_SAMPLE_SELLER. */
const SELLER_SETTINGS = [
  'SELLER_NAME',
  'SELLER_ADDRESS',
  'SELLER_COUNTRY',
  'SELLER_TAX_IDS',
  'SELLER_EMAIL',
] as const satisfies ConfigEnvName[];

/** One line of a refusal: the variable, what is wrong, an example of a good value. */
const problem = (name: ConfigEnvName, wrong: string, good = `${name}=${example(name)}`) =>
  `${name}: ${wrong} (e.g. ${good})`;

/** The lines of a ConfigError, joined; the first line says how many there are. */
function refuse(lines: string[]): never {
  throw new ConfigError(
    lines.length === 1 ? lines[0]! : `${lines.length} settings to fix:\n${lines.join('\n')}`,
  );
}

/** Reads the persisted dev secret, creating it on first start so sessions survive restarts. */
function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const noSlash = (value: string) => value.replace(/\/+$/, '');

/** A URL of this machine: customers' browsers and mail clients cannot reach it. */
export const isLocalUrl = (value: string) =>
  /^https?:\/\/(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(value);

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
      const name = String(issue.path[0]) as ConfigEnvName;
      if (!lines.has(name)) lines.set(name, problem(name, issue.message));
    }
    refuse([...lines.values()]);
  }
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE ?? 20 }
    : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };

  const half: string[] = [];
  const together = (names: ConfigEnvName[], purpose: string) => {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < names.length)
      for (const name of missing)
        half.push(
          problem(name, `is required with ${names.filter((n) => env[n]).join(', ')} (${purpose})`),
        );
  };
  // Half a Stripe or Twilio configuration would silently fall back to the development stand-in.
  together(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'], 'payments through Stripe');
  together(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], 'text messages');
  together(['ASSETS_S3_ACCESS_KEY_ID', 'ASSETS_S3_SECRET_ACCESS_KEY'], 'the pictures bucket');
  const withoutBucket = (
    [
      'ASSETS_S3_ENDPOINT',
      'ASSETS_S3_ACCESS_KEY_ID',
      'ASSETS_S3_SECRET_ACCESS_KEY',
      'ASSETS_PUBLIC_BASE_URL',
    ] as const
  ).filter((name) => env[name]);
  // Settings for a bucket without the bucket would silently keep pictures in the database.
  if (withoutBucket.length > 0 && !env.ASSETS_S3_BUCKET)
    half.push(problem('ASSETS_S3_BUCKET', `is required with ${withoutBucket.join(', ')}`));
  if (isProduction && !env.JWT_SECRET)
    half.push(problem('JWT_SECRET', 'is required when NODE_ENV=production'));
  const refuseIn = isProduction && refuseFallbacks;
  if (refuseIn && database.kind === 'pglite' && !env.ALLOW_EMBEDDED_DB)
    half.push(
      problem(
        'DATABASE_URL',
        'is required when NODE_ENV=production: the embedded database does not fsync, so a ' +
          'power loss can lose acknowledged writes; set ALLOW_EMBEDDED_DB=true to accept that',
      ),
    );
  if (refuseIn && !env.REDIS_URL && !env.ALLOW_SINGLE_INSTANCE)
    half.push(
      problem(
        'REDIS_URL',
        'is required when NODE_ENV=production: without it rate limits, login-failure counters and ' +
          'one-time codes live in one process, so a second instance multiplies every limit and a ' +
          'restart forgets them; set ALLOW_SINGLE_INSTANCE=true to accept that (one instance only)',
      ),
    );
  if (refuseIn && !env.SMTP_URL && !env.ALLOW_OUTBOX_MAIL)
    half.push(
      problem(
        'SMTP_URL',
        'is required when NODE_ENV=production: without it every e-mail, recovery links included, ' +
          'is kept in the development outbox and never sent; set ALLOW_OUTBOX_MAIL=true to accept that',
      ),
    );
  if (refuseIn && !env.TWILIO_ACCOUNT_SID && !env.ALLOW_OUTBOX_SMS)
    half.push(
      problem(
        'TWILIO_ACCOUNT_SID',
        'with TWILIO_AUTH_TOKEN and TWILIO_FROM is required when NODE_ENV=production: without ' +
          'them sign-in codes by SMS or WhatsApp are kept in the development outbox and never ' +
          'sent; set ALLOW_OUTBOX_SMS=true to accept that',
      ),
    );
  if (
    refuseIn &&
    !(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) &&
    !env.ALLOW_LOCAL_PAYMENTS
  )
    half.push(
      problem(
        'STRIPE_SECRET_KEY',
        'and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production: without them the local ' +
          'payment engine sells subscriptions for test cards and takes card numbers over the API; ' +
          'set ALLOW_LOCAL_PAYMENTS=true to accept that (a staging stack)',
      ),
    );
  // No ALLOW_ for this one: Stripe's events are what confirm a payment.
  if (refuseIn && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    half.push(
      problem(
        'STRIPE_WEBHOOK_SECRET',
        'is required with STRIPE_SECRET_KEY when NODE_ENV=production: without it every Stripe ' +
          'event is refused, so payments are never confirmed and subscriptions never start',
      ),
    );
  const publicUrlProblem = !env.PUBLIC_URL
    ? 'is required when NODE_ENV=production'
    : isLocalUrl(env.PUBLIC_URL)
      ? 'names this machine'
      : new URL(env.PUBLIC_URL).protocol !== 'https:'
        ? 'must be https when NODE_ENV=production'
        : null;
  if (refuseIn && publicUrlProblem && !env.ALLOW_LOCAL_PUBLIC_URL)
    half.push(
      problem(
        'PUBLIC_URL',
        `${publicUrlProblem}: links in e-mails (recovery, invitations) and the Google/Apple ` +
          'redirects are built on it and would point nowhere or travel unencrypted; set ' +
          'ALLOW_LOCAL_PUBLIC_URL=true to accept that',
      ),
    );
  // An invoice must name who bills: the sample seller is for development and trials.
  const sellerSettings = [...SELLER_SETTINGS];
  together(sellerSettings, 'the seller printed on invoices');
  if (refuseIn && !env.ALLOW_SAMPLE_SELLER && !sellerSettings.some((name) => env[name]))
    for (const name of sellerSettings)
      half.push(
        problem(
          name,
          'is required when NODE_ENV=production: invoices print who bills, and the seller ' +
            'country decides VAT; set ALLOW_SAMPLE_SELLER=true to print a sample seller instead',
        ),
      );
  if (half.length > 0) refuse(half);
  const jwtSecret = env.JWT_SECRET ?? devJwtSecret(dataDir);
  const port = env.PORT ?? 3000;

  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    nodeEnv,
    isProduction,
    dataDir,
    database,
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'portal:',
    jwtSecret,
    demo: {
      // The demo customer only exists in the embedded, non-production mode.
      enabled: env.DEMO_ACCOUNT !== false && !isProduction && database.kind === 'pglite',
      email: (env.DEMO_EMAIL ?? 'demo@example.com').toLowerCase(),
      password: env.DEMO_PASSWORD ?? 'demo-portal-1',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN ?? null,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    webRoot: resolve(env.WEB_ROOT ?? REPO_ROOT),
    runtimeConfigFile: env.RUNTIME_CONFIG_FILE ? resolve(env.RUNTIME_CONFIG_FILE) : null,
    apiBase: env.API_BASE ?? '',
    corsOrigins: env.CORS_ORIGINS,
    remoteUrls: {
      auth: env.REMOTE_AUTH_URL ?? null,
      checkout: env.REMOTE_CHECKOUT_URL ?? null,
      profiles: env.REMOTE_PROFILES_URL ?? null,
      account: env.REMOTE_ACCOUNT_URL ?? null,
    },
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE ?? 300,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? 30_000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 5_000,
    sessionMaxAgeSeconds: DAY * (env.SESSION_MAX_AGE_DAYS ?? 30),
    sessionIdleSeconds: DAY * (env.SESSION_IDLE_DAYS ?? 14),
    apiDocs: env.API_DOCS ?? !isProduction,
    sourceMapsPublic: env.SOURCE_MAPS_PUBLIC ?? false,
    publicUrl: noSlash(env.PUBLIC_URL ?? `http://localhost:${port}`),
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? 'Property Video <no-reply@propertyvideo.app>',
    },
    outbox: { retryMs: env.OUTBOX_RETRY_MS ?? 30_000, maxAttempts: env.OUTBOX_MAX_ATTEMPTS ?? 8 },
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            whatsappFrom: env.TWILIO_WHATSAPP_FROM ?? null,
            apiUrl: noSlash(env.TWILIO_API_URL ?? 'https://api.twilio.com'),
          }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiUrl: noSlash(env.STRIPE_API_URL ?? 'https://api.stripe.com'),
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    seller:
      env.SELLER_NAME &&
      env.SELLER_ADDRESS &&
      env.SELLER_COUNTRY &&
      env.SELLER_TAX_IDS &&
      env.SELLER_EMAIL
        ? {
            name: env.SELLER_NAME,
            address: env.SELLER_ADDRESS.split('|')
              .map((line) => line.trim())
              .filter(Boolean),
            country: env.SELLER_COUNTRY,
            taxIds: env.SELLER_TAX_IDS,
            email: env.SELLER_EMAIL,
            sample: false,
          }
        : SAMPLE_SELLER,
    // Production asks VIES unless told to use the stub; development only when VIES_URL is set.
    vatCheck:
      (isProduction && !env.ALLOW_STUB_VAT_CHECK) || (!isProduction && env.VIES_URL)
        ? {
            kind: 'vies',
            url: noSlash(env.VIES_URL ?? 'https://ec.europa.eu/taxation_customs/vies/rest-api'),
            timeoutMs: env.VIES_TIMEOUT_MS ?? 5_000,
          }
        : { kind: 'stub' },
    allow: {
      embeddedDb: env.ALLOW_EMBEDDED_DB ?? false,
      localPayments: env.ALLOW_LOCAL_PAYMENTS ?? false,
      outboxMail: env.ALLOW_OUTBOX_MAIL ?? false,
      outboxSms: env.ALLOW_OUTBOX_SMS ?? false,
      stubVatCheck: env.ALLOW_STUB_VAT_CHECK ?? false,
      localPublicUrl: env.ALLOW_LOCAL_PUBLIC_URL ?? false,
      singleInstance: env.ALLOW_SINGLE_INSTANCE ?? false,
      sampleSeller: env.ALLOW_SAMPLE_SELLER ?? false,
    },
    startupWaitSeconds: env.STARTUP_WAIT_SECONDS ?? 60,
    pendingUploads: {
      maxFiles: env.UPLOAD_PENDING_MAX_FILES ?? 20,
      maxBytes: (env.UPLOAD_PENDING_MAX_MB ?? 50) * 1024 * 1024,
      maxAgeHours: env.UPLOAD_PENDING_HOURS ?? 24,
    },
    assetStorage: env.ASSETS_S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.ASSETS_S3_BUCKET,
          region: env.ASSETS_S3_REGION ?? 'us-east-1',
          endpoint: env.ASSETS_S3_ENDPOINT ?? null,
          credentials:
            env.ASSETS_S3_ACCESS_KEY_ID && env.ASSETS_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.ASSETS_S3_ACCESS_KEY_ID,
                  secretAccessKey: env.ASSETS_S3_SECRET_ACCESS_KEY,
                }
              : null,
          forcePathStyle: env.ASSETS_S3_FORCE_PATH_STYLE ?? false,
          publicBaseUrl: env.ASSETS_PUBLIC_BASE_URL ? noSlash(env.ASSETS_PUBLIC_BASE_URL) : null,
        }
      : { kind: 'database' },
    oidc: {
      google: env.GOOGLE_CLIENT_ID
        ? {
            issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET ?? null,
            appleKey: null,
          }
        : null,
      apple: env.APPLE_CLIENT_ID
        ? {
            issuer: env.APPLE_ISSUER ?? 'https://appleid.apple.com',
            clientId: env.APPLE_CLIENT_ID,
            clientSecret: env.APPLE_CLIENT_SECRET ?? null,
            appleKey:
              env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
                ? {
                    teamId: env.APPLE_TEAM_ID,
                    keyId: env.APPLE_KEY_ID,
                    privateKey: env.APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
                  }
                : null,
          }
        : null,
    },
  };
}
