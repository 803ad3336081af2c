import type { FastifyInstance } from 'fastify';
import type { TAppConfiguration } from '@portal/shared/api/app';
import { signedAssetUrl } from '../assets/asset-urls';
import type { Agent } from './agents';
import { configurationVersion, resolveConfiguration, validUntil } from './app-configuration';

/** What the app's configuration fetch answers: the body, its entity tag and validity. */
export interface ConfigurationSync {
  configuration: TAppConfiguration;
  /** The version as a strong entity tag (`"…"`). */
  etag: string;
  /** Now + 7 days: the app works offline until then. */
  validUntil: string;
}

/**
 * The signed-in agent's branding (GET /app/v1/configuration, docs/app-contract.md), every default
 * resolved, versioned by a hash of what the app renders. Each fetch (200 or 304) records on the
 * profile when the agent synced and which version it holds.
 */
export function configurationSync(fastify: FastifyInstance) {
  const secret = fastify.config.jwtSecret;
  const sign = (id: string) => signedAssetUrl(secret, id);

  return async function syncConfiguration(agent: Agent): Promise<ConfigurationSync> {
    const resolved = resolveConfiguration(agent.profile, agent.subscription, sign);
    const version = configurationVersion(agent.profile, agent.subscription, secret);
    const until = validUntil();
    await fastify.agents.recordSync(agent.profile.id, version);
    return {
      configuration: { ...resolved, version, validUntil: until },
      etag: `"${version}"`,
      validUntil: until,
    };
  };
}
