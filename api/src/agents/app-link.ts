import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { APP_STORE_URL, PLAY_STORE_URL, type TAppLinkSent } from '@portal/shared/api/app';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared/i18n/locales';
import { toE164 } from '@portal/shared/validation/phone-login';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import { appLinkText } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';
import { phoneKey } from '../profiles/profiles-repository';

/** "Text the app link": once per profile in 10 minutes, 30 an hour per account. */
export const APP_LINK_LIMITS = {
  perProfile: { points: 1, seconds: 10 * 60 },
  perAccount: { points: 30, seconds: 60 * 60 },
} as const;

/** The profile's template language as a locale of the texts ('en' is the default English). */
const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** A stored number in E.164 when it parses (Twilio wants it), else its digits and +. */
function dialable(phone: string): string {
  try {
    return toE164(phone);
  } catch {
    return phoneKey(phone);
  }
}

export interface AppLinkRequest {
  /** The caller's account: a profile of another account is a 404. */
  accountId: string;
  profileId: string;
  channel: CodeChannel;
  log: FastifyBaseLogger;
}

/**
 * "Text the app link" from the users tab (docs/app-contract.md): the stores' links and the number
 * to sign in with, in the profile's language, through the outbox like the sign-in codes.
 */
export function appLinkSender(fastify: FastifyInstance) {
  const perProfile = createRateLimiter(fastify.redis, {
    keyPrefix: 'app-link-profile',
    points: APP_LINK_LIMITS.perProfile.points,
    duration: APP_LINK_LIMITS.perProfile.seconds,
  });
  const perAccount = createRateLimiter(fastify.redis, {
    keyPrefix: 'app-link-account',
    points: APP_LINK_LIMITS.perAccount.points,
    duration: APP_LINK_LIMITS.perAccount.seconds,
  });

  return async function sendAppLink({
    accountId,
    profileId,
    channel,
    log,
  }: AppLinkRequest): Promise<TAppLinkSent> {
    const profile = await fastify.profilesRepository.findById(profileId);
    if (!profile || profile.accountId !== accountId) throw new AppError('NOT_FOUND');
    // The narrow budget first: a refused resend does not spend the account's; and a text the
    // account's budget refuses was not sent, so it does not hold the profile's either.
    await consumeOrRefuse(perProfile, profile.id, 'APP_LINK_TOO_SOON');
    await consumeOrRefuse(perAccount, accountId, 'APP_LINK_TOO_MANY').catch(
      async (error: unknown) => {
        await perProfile.delete(profile.id);
        throw error;
      },
    );
    const phone = dialable(profile.login_phone);
    // A text like any other: the number's and the account's budgets (text-budget.ts).
    await fastify.textBudget
      .take({ to: phone, accountIds: [accountId] })
      .catch(async (error: unknown) => {
        await Promise.all([perProfile.delete(profile.id), perAccount.reward(accountId, 1)]);
        throw error;
      });
    const text = appLinkText(
      localeOf(profile.variables.designLanguage),
      { appStore: APP_STORE_URL, googlePlay: PLAY_STORE_URL },
      phone,
    );
    await fastify.messaging.send(phone, channel, text);
    log.info({ profileId: profile.id, channel }, 'app link sent');
    return { phone, channel };
  };
}
