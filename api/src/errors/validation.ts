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
