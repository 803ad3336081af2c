import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAccount } from '@portal/shared/api/contract';
import type { TRole } from '@portal/shared/roles/roles';
import { AppError } from '../errors/app-error';
import { reachableBeforeSetup } from '../second-factor/policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of protected routes: 401 unless a valid Bearer token of a live login is sent. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's account id, set by authenticate. */
    accountId: string;
    /** The caller's login (refresh-token family): what "every other session" leaves alone. */
    familyId: string;
    /** The caller's account as of this request, loaded by authenticate with the login check. */
    account: TAccount | null;
    /** The member signed in, null for the account's own login (its owner). */
    memberId: string | null;
    /** The caller's role in the account (shared/src/roles/roles.ts). */
    role: TRole;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export default fp(
  async function authenticatePlugin(fastify) {
    fastify.decorateRequest('accountId', '');
    fastify.decorateRequest('familyId', '');
    fastify.decorateRequest('account', null);
    fastify.decorateRequest('memberId', null);
    fastify.decorateRequest('role', 'owner');
    fastify.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await fastify.sessions.verify(token) : null;
      if (!claims) throw new AppError('UNAUTHORIZED');
      request.accountId = claims.accountId;
      request.familyId = claims.familyId;
      request.account = claims.account;
      request.memberId = claims.memberId ?? null;
      request.role = claims.account.role ?? 'owner';
      // The account requires a second factor the caller has not set up (issue 38): only the
      // set-up (and who they are, signing out, their other accounts) until they have one.
      const factor = claims.account.secondFactor;
      if (
        factor?.required &&
        !factor.enrolled &&
        !reachableBeforeSetup(request.method, request.routeOptions.url ?? '')
      )
        throw new AppError('SECOND_FACTOR_SETUP_REQUIRED');
    });
  },
  { name: 'authenticate', dependencies: ['sessions'] },
);
