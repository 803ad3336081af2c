import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256 } from './second-factor-repository';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before or after the server's are accepted (a clock a little off). */
export const TOTP_DRIFT_STEPS = 1;
/** The product's name the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Property Video';

function totpOf(secret: string, label = 'portal') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, base32) and the otpauth:// URI of its QR code. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label).toString() };
}

/**
 * The time step a code belongs to (within ±TOTP_DRIFT_STEPS of now), or null when it is none of
 * them. The caller accepts each step once (totp_factors.last_step).
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Recovery codes: 10 characters without look-alikes (0/o, 1/l/i), shown as `abcde-12345`. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODES_PER_SET = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_PER_SET }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code's stored form: the SHA-256 of its 10 characters, any case or dash aside. */
export const recoveryCodeHash = (code: string) =>
  sha256(code.trim().toLowerCase().replace(/-/g, ''));
