import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@portal/shared/api/contract';
import { localeFromHeader, translate } from '../i18n/translate';
import { AppError, type ErrorCode } from './app-error';
import { illFormedField, validationFields } from './validation';
import { noteRejection } from '../logger';

/** Fastify's own request errors that have a portal text. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
};

function toAppError(error: FastifyError | AppError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { fields } = validationFields(error.validation);
    return new AppError('VALIDATION', { fields });
  }
  const code = error.code ? FASTIFY_CODES[error.code] : undefined;
  return code ? new AppError(code) : null;
}

/** Fills a text's {placeholders}. */
function fill(text: string, values: Record<string, string> | undefined): string {
  return values ? text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all) : text;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const locale = localeFromHeader(request.headers['accept-language']);
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([k, id]) => [
          k,
          fill(translate(locale, id), error.values),
        ]),
      )
    : undefined;
  // A validation message names its first field ("First name must be under 255 characters.").
  const firstField = fields ? Object.values(fields)[0] : undefined;
  const body: TErrorResponse = {
    message: firstField ?? fill(translate(locale, error.messageId), error.values),
    code: error.code,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}),
    ...(error.attemptsLeft !== undefined ? { attemptsLeft: error.attemptsLeft } : {}),
    ...(error.restore ? { restore: error.restore } : {}),
  };
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.statusCode).send(body);
}

/** Where a request's params, query or body holds an ill-formed string (illFormedField), else null. */
function illFormedPart(part: unknown): string | null {
  return typeof part === 'object' ? illFormedField(part) : null;
}

/** The one error handler: every failure leaves as {message, code, fields?} in the caller's language. */
export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    // Every route, its schema shared or its own: a string holding a NUL or a lone surrogate is
    // refused at its field (PostgreSQL cannot store a NUL: it was a 500). After validation, so a
    // shared schema's answer names every field at fault, this one included.
    // A plain callback: every request passes here, most with nothing to look at.
    fastify.addHook('preHandler', (request, _reply, done) => {
      const field =
        illFormedPart(request.params) ??
        illFormedPart(request.query) ??
        illFormedPart(request.body);
      if (field === null) return done();
      done(
        new AppError('VALIDATION', { fields: { [field || 'body']: 'errors.invalidCharacters' } }),
      );
    });
    fastify.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
      const appError = toAppError(error);
      if (appError) {
        // Only the code, on the request's one line: request bodies (passwords) are never logged.
        noteRejection(request, appError.code);
        return sendError(request, reply, appError);
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(request, reply, new AppError('SERVER_ERROR'));
      }
      // Rare client errors of Fastify itself (e.g. 415): keep their status, explain generically.
      noteRejection(request, (error as FastifyError).code);
      return reply.code(status).send({
        message: translate(localeFromHeader(request.headers['accept-language']), 'errors.unknown'),
        code: (error as FastifyError).code ?? 'BAD_REQUEST',
      } satisfies TErrorResponse);
    });
  },
  { name: 'error-handler' },
);
