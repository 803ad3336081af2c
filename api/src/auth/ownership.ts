import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { localeFromHeader } from '../i18n/translate';
import type { Caller } from '../accounts/account-settings';

/**
 * A resource of another account answers 404, exactly like a missing one (decisions.md: never
 * 403, so ids of other customers reveal nothing). Returns the resource, narrowed to non-null.
 */
export function ownedByCaller<T extends { accountId: string }>(
  request: FastifyRequest,
  resource: T | null | undefined,
): T {
  if (!resource || resource.accountId !== request.accountId) throw new AppError('NOT_FOUND');
  return resource;
}

/**
 * The caller, once the path names the caller's own account (/v2/users/{id}/…): another account's
 * id answers 404 like a missing one, for the same reason.
 */
export function ownAccount(request: FastifyRequest<{ Params: { id: string } }>): Caller {
  if (request.params.id !== request.accountId) throw new AppError('NOT_FOUND');
  return {
    accountId: request.accountId,
    familyId: request.familyId,
    ip: request.ip,
    locale: localeFromHeader(request.headers['accept-language']),
  };
}
