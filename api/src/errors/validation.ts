import type { FastifySchemaValidationError } from 'fastify';
import type { MessageId } from '@portal/shared/i18n/messages';
import { isServerMessageId, type ServerMessageId } from '../i18n/translate';

/**
 * Turns the validation issues of a request into field -> message id. The shared zod schemas
 * use message ids as messages; anything else (a body that is not an object at all) becomes
 * the generic form error.
 */
export function validationFields(issues: FastifySchemaValidationError[]): {
  fields: Record<string, ServerMessageId>;
  first: ServerMessageId;
} {
  const fields: Record<string, ServerMessageId> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const id = issue.message && isServerMessageId(issue.message) ? issue.message : null;
    // Keep the first problem of each field: that is the one the form shows too.
    if (name && id && !(name in fields)) fields[name] = id;
  }
  const first: ServerMessageId = Object.values(fields)[0] ?? ('errors.formInvalid' as MessageId);
  return { fields, first };
}

/** A NUL or a lone UTF-16 surrogate (a pair is one character with the `u` flag). */
const ILL_FORMED = /[\0\ud800-\udfff]/u;

/**
 * Where a parsed body (or query, or path) holds a string no text may hold: a NUL or a lone
 * surrogate, which JSON's `"\u0000"` and `"\ud800"` parse to. The field's dotted path ('' for the
 * body itself), or null when every string, key or value, is well formed.
 */
export function illFormedField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return ILL_FORMED.test(value) ? path : null;
  // Not a parsed value: bytes kept as they came (the webhook's), read by their route.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  // Own enumerable keys, as Object.entries gives them, without an array for an empty part.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const at = path ? `${path}.${key}` : key;
    if (ILL_FORMED.test(key)) return at;
    const found = illFormedField((value as Record<string, unknown>)[key], at);
    if (found !== null) return found;
  }
  return null;
}
