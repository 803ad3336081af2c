import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { Locale } from '@portal/shared/i18n/locales';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import { AppError } from '../errors/app-error';

export interface SocialLogin {
  provider: SocialProvider;
  /** What the provider sent back to the redirect URI. */
  code: string;
  state: string;
  iss?: string;
  ip: string;
  /** The language of the login screen: the account's from now on. */
  locale: Locale;
  log: FastifyBaseLogger;
}

/**
 * "Continue with Google" and "Continue with Apple" (POST /v2/auth/social): the provider's code
 * gives its identity; an identity already linked signs in to its account, a new one is linked
 * only when both sides vouch for the address: the provider, and this portal (the customer proved
 * it here). Anything else would hand an account to whoever registered the address first
 * (SOCIAL_NOT_LINKED). The login sequence (limiter, session) is the auth service's.
 */
export async function loginWithSocialProvider(
  fastify: FastifyInstance,
  { provider, code, state, iss, ip, locale, log }: SocialLogin,
): Promise<TLoginResponse> {
  const repo = fastify.signInRepository;
  const answer = await fastify.authService.login({
    identifier: `social:${provider}`,
    ip,
    verify: async () => {
      const identity = await fastify.socialSignIn.finish(provider, { code, state, iss });
      const linked = await repo.findIdentity(provider, identity.subject);
      if (linked) return linked;
      const accountId =
        identity.emailVerified && identity.email
          ? await repo.findByVerifiedEmail(identity.email)
          : null;
      if (!accountId) throw new AppError('SOCIAL_NOT_LINKED');
      await repo.linkIdentity(provider, identity.subject, accountId, identity.email!);
      log.info({ accountId, provider }, 'identity linked');
      return accountId;
    },
  });
  await repo.rememberLocale(answer.user.id, locale);
  return answer;
}
