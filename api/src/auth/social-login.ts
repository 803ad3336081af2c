import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TSignInAnswer } from '@portal/shared/api/security';
import type { Locale } from '@portal/shared/i18n/locales';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import { AppError } from '../errors/app-error';
import { keepRefreshToken, providerTokenBox } from './provider-tokens';
import type { VerifiedIdentity } from './social-sign-in';

export interface SocialLogin {
  provider: SocialProvider;
  /** What the provider sent back to the redirect URI. */
  code: string;
  state: string;
  iss?: string;
  ip: string;
  /** The browser's User-Agent (the sessions list). */
  userAgent?: string | null | undefined;
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
 *
 * A member who joined a team with Google or Apple (issue 37, migration 041) signs in by the
 * subject linked then, to the account of their most recent sign-in. The account logins' links are
 * looked at first, and a member's subject is never linked to an account by its e-mail: one
 * identity signs in as one person only.
 */
export async function loginWithSocialProvider(
  fastify: FastifyInstance,
  { provider, code, state, iss, ip, userAgent, locale, log }: SocialLogin,
): Promise<TSignInAnswer> {
  const repo = fastify.signInRepository;
  const identifier = `social:${provider}`;
  const whoSignsIn = async (
    identity: VerifiedIdentity,
  ): Promise<{ accountId: string; memberId: null } | { accountId: string; memberId: string }> => {
    const linked = await repo.findIdentity(provider, identity.subject);
    if (linked) return { accountId: linked, memberId: null };
    const member = await fastify.membersRepository.findIdentity(provider, identity.subject);
    if (member) {
      if (!member.accountId) throw new AppError('SOCIAL_NOT_LINKED');
      return { accountId: member.accountId, memberId: member.memberId };
    }
    const accountId =
      identity.emailVerified && identity.email
        ? await repo.findByVerifiedEmail(identity.email)
        : null;
    if (!accountId) throw new AppError('SOCIAL_NOT_LINKED');
    await repo.linkIdentity(provider, identity.subject, accountId, identity.email!);
    log.info({ accountId, provider }, 'identity linked');
    return { accountId, memberId: null };
  };
  const found = await fastify.authService.checkAttempt<
    { accountId: string; memberId: null } | { accountId: string; memberId: string }
  >({
    identifier,
    ip,
    verify: async () => {
      const identity = await fastify.socialSignIn.finish(provider, { code, state, iss });
      const person = await whoSignsIn(identity);
      // Apple's refresh token, kept to revoke it if the account is deleted (provider-tokens.ts).
      await keepRefreshToken(fastify.db, providerTokenBox(fastify.config.providerTokenKey), {
        provider,
        ...identity,
      });
      return person;
    },
  });
  if (found.memberId)
    return fastify.authService.startMemberSession(found.accountId, found.memberId, {
      ip,
      userAgent,
    });
  // The account's own login: the one login sequence (its attempt was counted and cleared above).
  const answer = await fastify.authService.login({
    identifier,
    ip,
    userAgent,
    verify: async () => found.accountId,
  });
  await repo.rememberLocale(found.accountId, locale);
  return answer;
}
