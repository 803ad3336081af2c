import { pathToFileURL } from 'node:url';
import { ALLOWS, ConfigError, loadConfig, type Config } from './config';
import { database } from './config/database';
import { mail } from './config/mail';
import { payments } from './config/payments';
import { redis } from './config/redis';
import { seller } from './config/seller';
import type { ExternalPart, Part, PartStatus, Settings } from './config/setting';
import { social } from './config/social';
import { storage } from './config/storage';
import { telemetry } from './config/telemetry';
import { texts } from './config/texts';
import { web } from './config/web';

export type { ExternalPart, PartStatus } from './config/setting';

/** The parts the doctor shows, in its order; each declares its own rows (config/<part>.ts). */
const DOCTOR_PARTS = [
  database,
  storage,
  redis,
  mail,
  texts,
  social,
  payments,
  seller,
  web,
  telemetry,
] as unknown as Part<Settings, Config>[];

/** Every external part of the portal and whether this configuration uses it or a stand-in. */
export function externalParts(config: Config): ExternalPart[] {
  return DOCTOR_PARTS.flatMap((part) => part.doctor?.(config, config.isProduction) ?? []).map(
    // Whether the ALLOW_* behind a fallback is set, by the Config['allow'] key it declares.
    (row) => (row.allowedBy ? { ...row, allowed: config.allow[ALLOWS[row.allowedBy]!] } : row),
  );
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
