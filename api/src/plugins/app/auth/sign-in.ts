import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { AppError } from '../../../errors/app-error';
import { localeFromHeader } from '../../../i18n/translate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends every sign-in method alike: a new login and the account, as POST /v2/auth/email. */
    signIn(request: FastifyRequest, accountId: string): Promise<TLoginResponse>;
  }
}

export default fp(
  async function signInPlugin(fastify) {
    fastify.decorate('signIn', async (request: FastifyRequest, accountId: string) => {
      const account = await fastify.accountsRepository.findById(accountId);
      if (!account) throw new AppError('IDENTIFIERS_NOT_RECOGNIZED');
      // The account's e-mails follow the language it last signed in with.
      await fastify.signInRepository.rememberLocale(
        accountId,
        localeFromHeader(request.headers['accept-language']),
      );
      request.log.info({ accountId }, 'login');
      return { ...(await fastify.sessions.start(accountId)), user: account };
    });
  },
  { name: 'sign-in', dependencies: ['accounts-repository', 'sign-in-repository', 'sessions'] },
);
