import type { FastifyInstance } from 'fastify';
import type { TAppTokens } from '@portal/shared/api/app';
import { AppError } from '../errors/app-error';

/**
 * Rotates an agent's refresh token (docs/app-contract.md, "The agent session"): new tokens while
 * the profile exists and its access has not ended. Access that ended for good says why
 * (APP_PROFILE_DELETED, APP_DEACTIVATED); anything else signs in again (401).
 */
export async function refreshAgentSession(
  fastify: FastifyInstance,
  refreshToken: string,
): Promise<TAppTokens> {
  const result = await fastify.sessions.refreshAgent(refreshToken);
  if (!result.ok) {
    const family = result.familyId
      ? await fastify.refreshTokensRepository.agentFamily(result.familyId)
      : null;
    if (family?.reason === 'profile_deleted') throw new AppError('APP_PROFILE_DELETED');
    if (family?.reason === 'deactivated') throw new AppError('APP_DEACTIVATED');
    if (family?.reason === 'signed_out') throw new AppError('APP_SIGNED_OUT_BY_CUSTOMER');
    throw new AppError('UNAUTHORIZED');
  }
  const agent = await fastify.agents.findById(result.profileId);
  if (!agent) throw new AppError('APP_PROFILE_DELETED');
  await fastify.agents.checkActive(agent);
  return result.tokens;
}
