import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

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
