/**
 * What never reaches the activity log: any key naming a secret (a password, a one-time code, a
 * token, a card number or its security code, a bank account) is dropped from `changes`, at every
 * depth, whatever its value. A text holding a card number (13 to 19 digits passing the Luhn check,
 * spaces or dashes between them) is dropped too, wherever it stands.
 */
const SECRET_KEY =
  /password|passcode|^code$|(verification|sms|login|otp|reset|recovery|proof)code|otp|token|secret|card|cvc|cvv|iban|^pin$|claim/i;
const CARD_NUMBER = /(?<![+\d])\d(?:[ -]?\d){12,18}(?!\d)/g;

/** Whether a run of digits passes the Luhn check every card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a text holds a card number (13 to 19 digits passing Luhn; a phone's + excluded). */
export function holdsCardNumber(text: string): boolean {
  return [...text.matchAll(CARD_NUMBER)].some((m) => luhn(m[0].replace(/[ -]/g, '')));
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A copy of `value` without secrets (undefined when the value itself is one). */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return undefined;
  if (typeof value === 'string') return holdsCardNumber(value) ? undefined : value;
  if (Array.isArray(value))
    return value.map((item) => redact(item, depth + 1)).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (isSecretKey(key)) continue;
      const kept = redact(item, depth + 1);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value;
}

export type ActivityChanges = Record<string, { before: unknown; after: unknown }>;

/** The changes without secrets; null when nothing is left. */
export function redactChanges(changes: ActivityChanges | null | undefined): ActivityChanges | null {
  if (!changes) return null;
  const out: ActivityChanges = {};
  for (const [field, change] of Object.entries(changes)) {
    if (isSecretKey(field)) continue;
    out[field] = {
      before: redact(change.before) ?? null,
      after: redact(change.after) ?? null,
    };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The fields of `after` that differ from `before` (top level, compared as JSON), as changes. */
export function diffChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): ActivityChanges | null {
  const out: ActivityChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = { before: a, after: b };
  }
  return Object.keys(out).length > 0 ? out : null;
}
