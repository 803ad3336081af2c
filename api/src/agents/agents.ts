import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SubscriptionStatus } from '@portal/shared/constants';
import { AppError } from '../errors/app-error';
import { agentActive, type AgentSubscription } from './app-configuration';
import type { ProfileRow } from '../profiles/profile-dto';
import { phoneKey } from '../profiles/profiles-repository';

/** An app user (agent): its profile and its account's subscription. */
export interface Agent {
  profile: ProfileRow;
  subscription: AgentSubscription;
}

interface AgentRow extends ProfileRow {
  sub_status: SubscriptionStatus | null;
  sub_grace_expires: Date | null;
}

const SELECT_AGENT = `SELECT p.*, s.status AS sub_status, s.grace_expires AS sub_grace_expires
  FROM profiles p LEFT JOIN subscriptions s ON s.account_id = p.account_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

function toAgent(row: AgentRow | null | undefined): Agent | null {
  if (!row) return null;
  const { sub_status, sub_grace_expires, ...profile } = row;
  return {
    profile,
    subscription: {
      // As the account's DTO says it: no subscription row is INCOMPLETE.
      status: sub_status ?? 'INCOMPLETE',
      graceExpires: sub_grace_expires ? new Date(sub_grace_expires).toISOString() : null,
    },
  };
}

export interface Agents {
  /**
   * Every agent whose profile signs in with this number (E.164), oldest first: a login phone is
   * unique within an account, not across accounts (api/README "Profiles").
   */
  findByPhone(e164: string): Promise<Agent[]>;
  findById(profileId: string): Promise<Agent | null>;
  /**
   * Refuses an agent whose access ended: the profile was switched off at contract end, or the
   * subscription no longer lets anyone work (CANCELED, a grace period over). Its app logins end
   * with it, so its refresh token is refused too.
   */
  checkActive(agent: Agent): Promise<void>;
  /**
   * "Sign out of the app" (a lost phone, issue 38): ends every app login of the account's
   * profile; the app's next call answers 401 APP_SIGNED_OUT_BY_CUSTOMER. The agent signs in
   * again with their phone. How many logins ended; NOT_FOUND for a profile of another account.
   */
  signOutOfApp(accountId: string, profileId: string): Promise<number>;
  /** Records a configuration fetch: when, and the version the app now holds. */
  recordSync(profileId: string, version: string): Promise<void>;
  /**
   * The onRequest hook of every protected /app route: a valid access token of audience `app`
   * whose login is live and whose agent is active. 401 lets the app refresh or sign in again; 403
   * (APP_DEACTIVATED, APP_PROFILE_DELETED) tells it access is over.
   */
  authenticate(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agents: Agents;
  }
  interface FastifyRequest {
    /** The signed-in agent on /app routes, set by agents.authenticate. */
    agent: Agent | null;
  }
}

export default fp(
  async function agentsPlugin(fastify) {
    const { db, sessions, refreshTokensRepository: tokens } = fastify;

    const agents: Agents = {
      async findByPhone(e164) {
        const rows = await db.query<AgentRow>(
          `${SELECT_AGENT} WHERE p.login_phone_key = $1 ORDER BY p.created_at, p.id`,
          [phoneKey(e164)],
        );
        return rows.map((row) => toAgent(row)!);
      },
      async findById(profileId) {
        if (!UUID.test(profileId)) return null;
        return toAgent(await db.one<AgentRow>(`${SELECT_AGENT} WHERE p.id = $1`, [profileId]));
      },
      async checkActive(agent) {
        if (agentActive(agent.profile, agent.subscription)) return;
        await db.transaction((tx) => tokens.endAgentSessions(agent.profile.id, 'deactivated', tx));
        throw new AppError('APP_DEACTIVATED');
      },
      async signOutOfApp(accountId, profileId) {
        if (!UUID.test(profileId)) throw new AppError('NOT_FOUND');
        return db.transaction(async (tx) => {
          const profile = await tx.one<{ id: string }>(
            'SELECT id FROM profiles WHERE id = $1 AND account_id = $2',
            [profileId, accountId],
          );
          if (!profile) throw new AppError('NOT_FOUND');
          return tokens.endAgentSessions(profileId, 'signed_out', tx);
        });
      },
      async recordSync(profileId, version) {
        // updated_at stays: a fetch is no change of the profile. The profile's part of the version
        // is written too: the list then compares like with like after a release that changed
        // what a profile resolves to (a franchise's colours).
        // A fetch is signed in: with the new number, if a phone change had signed it out.
        await db.query(
          `UPDATE profiles SET app_synced_at = now(), app_synced_version = $2,
             app_content_version = $3, app_signed_out_at = NULL WHERE id = $1`,
          [profileId, version, version.split('.')[0]],
        );
      },
      async authenticate(request) {
        const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
        const claims = token ? await sessions.verifyAgent(token) : null;
        if (!claims) throw new AppError('UNAUTHORIZED');
        const family = await tokens.agentFamily(claims.familyId);
        if (!family || family.profileId !== claims.accountId) {
          // A deleted profile's logins keep their reason once the profile is gone.
          if (family?.reason === 'profile_deleted') throw new AppError('APP_PROFILE_DELETED');
          throw new AppError('UNAUTHORIZED');
        }
        if (family.reason === 'profile_deleted') throw new AppError('APP_PROFILE_DELETED');
        if (family.reason === 'deactivated') throw new AppError('APP_DEACTIVATED');
        if (family.reason === 'signed_out') throw new AppError('APP_SIGNED_OUT_BY_CUSTOMER');
        if (!family.live) throw new AppError('UNAUTHORIZED');
        const agent = await agents.findById(claims.accountId);
        if (!agent) throw new AppError('APP_PROFILE_DELETED');
        await agents.checkActive(agent);
        request.agent = agent;
      },
    };

    fastify.decorateRequest('agent', null);
    fastify.decorate('agents', agents);
  },
  { name: 'agents', dependencies: ['db', 'sessions', 'refresh-tokens-repository'] },
);
