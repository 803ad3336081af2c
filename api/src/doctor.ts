import { pathToFileURL } from 'node:url';
import {
  ConfigError,
  isLocalUrl,
  loadConfig,
  withoutPassword,
  type Config,
  type ConfigEnvName,
} from './config';

/** real: the part itself; fallback: a development stand-in; off: not offered. */
export type PartStatus = 'real' | 'fallback' | 'off';

export interface ExternalPart {
  part: string;
  /** What this configuration uses for it. */
  uses: string;
  status: PartStatus;
  /** The setting that lets production run on this fallback, when production refuses it otherwise. */
  allowedBy?: ConfigEnvName;
  /** Whether that setting is true. */
  allowed?: boolean;
}

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return withoutPassword(url);
  }
};

/** Every external part of the portal and whether this configuration uses it or a stand-in. */
export function externalParts(config: Config): ExternalPart[] {
  const { database, mail, twilio, stripe, oidc, allow } = config;
  const localUrl = isLocalUrl(config.publicUrl);
  const plainHttp = config.publicUrl.startsWith('http:');
  const allowedBy: Partial<Record<ConfigEnvName, boolean>> = {
    ALLOW_EMBEDDED_DB: allow.embeddedDb,
    ALLOW_SINGLE_INSTANCE: allow.singleInstance,
    ALLOW_OUTBOX_MAIL: allow.outboxMail,
    ALLOW_OUTBOX_SMS: allow.outboxSms,
    ALLOW_LOCAL_PAYMENTS: allow.localPayments,
    ALLOW_STUB_VAT_CHECK: allow.stubVatCheck,
    ALLOW_SAMPLE_SELLER: allow.sampleSeller,
    ALLOW_LOCAL_PUBLIC_URL: allow.localPublicUrl,
  };
  const parts: ExternalPart[] = [
    database.kind === 'postgres'
      ? { part: 'database', uses: `PostgreSQL (${host(database.url)})`, status: 'real' }
      : {
          part: 'database',
          uses: 'PGlite embedded (no fsync)',
          status: 'fallback',
          allowedBy: 'ALLOW_EMBEDDED_DB',
        },
    // Pictures in the database are a choice, not a stand-in: no ALLOW_ for them.
    config.assetStorage.kind === 's3'
      ? {
          part: 'object storage',
          uses: `pictures in bucket ${config.assetStorage.bucket} (${
            config.assetStorage.endpoint ? host(config.assetStorage.endpoint) : 'AWS S3'
          }${config.assetStorage.publicBaseUrl ? `, served by ${host(config.assetStorage.publicBaseUrl)}` : ''})`,
          status: 'real',
        }
      : { part: 'object storage', uses: 'none: pictures in the database', status: 'real' },
    config.redisUrl
      ? { part: 'Redis', uses: `Redis (${host(config.redisUrl)})`, status: 'real' }
      : {
          part: 'Redis',
          uses: 'memory (limits counted per process)',
          status: 'fallback',
          allowedBy: 'ALLOW_SINGLE_INSTANCE',
        },
    mail.smtpUrl
      ? { part: 'mail', uses: `SMTP (${host(mail.smtpUrl)})`, status: 'real' }
      : {
          part: 'mail',
          uses: 'outbox (kept, never sent)',
          status: 'fallback',
          allowedBy: 'ALLOW_OUTBOX_MAIL',
        },
    twilio
      ? {
          part: 'SMS/WhatsApp',
          uses: twilio.whatsappFrom ? 'Twilio (SMS and WhatsApp)' : 'Twilio (SMS; WhatsApp off)',
          status: 'real',
        }
      : {
          part: 'SMS/WhatsApp',
          uses: 'outbox (kept, never sent)',
          status: 'fallback',
          allowedBy: 'ALLOW_OUTBOX_SMS',
        },
    oidc.google
      ? { part: 'Google', uses: `configured (${host(oidc.google.issuer)})`, status: 'real' }
      : { part: 'Google', uses: 'off (button hidden)', status: 'off' },
    oidc.apple
      ? { part: 'Apple', uses: `configured (${host(oidc.apple.issuer)})`, status: 'real' }
      : { part: 'Apple', uses: 'off (button hidden)', status: 'off' },
    stripe
      ? {
          part: 'payments',
          uses: stripe.secretKey.startsWith('sk_test_') ? 'Stripe (test mode)' : 'Stripe',
          status: 'real',
        }
      : {
          part: 'payments',
          uses: 'local engine (test cards, card numbers over the API)',
          status: 'fallback',
          allowedBy: 'ALLOW_LOCAL_PAYMENTS',
        },
    config.vatCheck.kind === 'vies'
      ? { part: 'VAT registry', uses: `VIES (${host(config.vatCheck.url)})`, status: 'real' }
      : {
          part: 'VAT registry',
          uses: 'stub (every well-formed number valid; no VIES)',
          status: 'fallback',
          allowedBy: 'ALLOW_STUB_VAT_CHECK',
        },
    config.seller.sample
      ? {
          part: 'seller',
          uses: 'sample (set SELLER_*)',
          status: 'fallback',
          allowedBy: 'ALLOW_SAMPLE_SELLER',
        }
      : {
          part: 'seller',
          uses: `${config.seller.name} (${config.seller.country})`,
          status: 'real',
        },
    localUrl || plainHttp
      ? {
          part: 'public URL',
          uses: `${config.publicUrl} (${localUrl ? 'this machine only' : 'unencrypted'})`,
          status: 'fallback',
          allowedBy: 'ALLOW_LOCAL_PUBLIC_URL',
        }
      : { part: 'public URL', uses: config.publicUrl, status: 'real' },
    // GET /metrics (metrics/plugin.ts): production serves it only behind its token.
    config.metricsToken
      ? { part: 'metrics', uses: 'GET /metrics with METRICS_TOKEN', status: 'real' }
      : config.isProduction
        ? { part: 'metrics', uses: 'not served (no METRICS_TOKEN)', status: 'off' }
        : {
            part: 'metrics',
            uses: 'GET /metrics without a token (development only)',
            status: 'fallback',
          },
  ];
  return parts.map((row) => (row.allowedBy ? { ...row, allowed: allowedBy[row.allowedBy] } : row));
}

const STATUS_TEXT: Record<PartStatus, string> = {
  real: 'real',
  fallback: 'DEVELOPMENT FALLBACK',
  off: 'off',
};

/** The parts as a table of plain text lines, as `npm run doctor` and a development start print. */
export function partsTable(parts: ExternalPart[], isProduction: boolean): string[] {
  const width = Math.max(...parts.map((row) => row.part.length));
  const usesWidth = Math.max(...parts.map((row) => row.uses.length));
  return parts.map((row) => {
    // Production runs on such a fallback only by its ALLOW_* setting: name it, or the refusal.
    const allowed =
      !isProduction || row.status !== 'fallback' || !row.allowedBy
        ? ''
        : row.allowed
          ? ` (${row.allowedBy}=true)`
          : `, refused without ${row.allowedBy}=true`;
    return `${row.part.padEnd(width)}  ${row.uses.padEnd(usesWidth)}  ${STATUS_TEXT[row.status]}${allowed}`;
  });
}

/** `npm run doctor`: the table for this environment, and the refusal a start would meet. */
function main(): number {
  let refusal: string | null = null;
  let config: Config;
  try {
    try {
      config = loadConfig();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      refusal = error.message;
      config = loadConfig(process.env, { refuseFallbacks: false });
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n  Not starting: ${error.message}\n`);
    return 1;
  }
  console.log(`\n  NODE_ENV=${config.nodeEnv}: the portal's external parts\n`);
  for (const line of partsTable(externalParts(config), config.isProduction))
    console.log(`  ${line}`);
  if (refusal) {
    console.error(`\n  Not starting: ${refusal}\n`);
    return 1;
  }
  console.log('');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = main();
