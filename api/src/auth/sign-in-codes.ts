import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TAppProfileChoice, TAppSession } from '@portal/shared/api/app';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import type { TSignInAnswer } from '@portal/shared/api/security';
import type { Locale } from '@portal/shared/i18n/locales';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import { loginCodeText } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { translate } from '../i18n/translate';

/**
 * Who a sign-in code is for: a customer signing in to the portal (POST /v2/auth/requestlogin) or
 * an agent signing in to the app (POST /app/v1/auth/code, docs/app-contract.md). Their codes are
 * apart: a portal code never signs in to the app, nor the reverse.
 */
export type SignInAudience = 'portal' | 'app';

const PURPOSE: Record<SignInAudience, string> = { portal: 'login', app: 'app-login' };

export interface CodeRequest {
  /** The number in E.164. */
  phone: string;
  channel: CodeChannel;
  ip: string;
  /** The language of the screen the person is looking at now: the text's. */
  locale: Locale;
}

export interface CodeCheck {
  /** The number in E.164. */
  phone: string;
  code: string;
  ip: string;
  /** The browser's User-Agent (the sessions list), when a browser asks. */
  userAgent?: string | null | undefined;
  locale: Locale;
}

/** An agent's sign-in: a session, or the companies to choose from (409 APP_CHOOSE_PROFILE). */
export type AgentSignIn =
  { kind: 'session'; session: TAppSession } | { kind: 'choose'; choice: TAppProfileChoice };

export interface SignInCodes {
  /**
   * Sends a 6-digit code to the number, by SMS or on the messaging app, with the same budgets for
   * both audiences (per address, per number, per account). The portal's goes to the account that
   * proved the number (404/409 otherwise), before the answer. The app's answer depends on nothing
   * the number is: which agents hold it, and what the gateway says of it, are found out after.
   */
  request(audience: SignInAudience, request: CodeRequest): Promise<TPhoneLoginInfo>;
  /** The portal's code: a login of the account that proved the number. */
  signInCustomer(check: CodeCheck): Promise<TSignInAnswer>;
  /** The app's code: an agent session, or the companies of a number several of them hold. */
  signInAgent(
    check: CodeCheck & { profileId?: string; log: FastifyBaseLogger },
  ): Promise<AgentSignIn>;
}

/**
 * Phone sign-in with a one-time code, for the portal's customers and the app's agents: one code
 * service, one set of limits and one delivery (spec §4 Phone login, docs/app-contract.md §1).
 */
export function signInCodes(fastify: FastifyInstance): SignInCodes {
  const { oneTimeCodes, messaging, textBudget } = fastify;

  /** The account the number signs in to. A number typed but not proven is "not found". */
  async function ownerOf(phone: string) {
    const owner = await fastify.signInRepository.findPhoneOwner(phone);
    if (owner.kind === 'ambiguous') throw new AppError('PHONE_AMBIGUOUS');
    if (owner.kind === 'none') throw new AppError('PHONE_NOT_FOUND');
    return owner.account;
  }

  /**
   * Who a number signs in as: a team member who joined with it (issue 37, migration 041), in the
   * account of their most recent sign-in, or else the account that proved it (`ownerOf`). A number
   * that is both a member's and an account's proven one is ambiguous: neither is guessed.
   */
  async function signInTargetOf(
    phone: string,
  ): Promise<{ accountId: string; memberId: string | null }> {
    const member = await fastify.membersRepository.findByPhone(phone);
    if (!member?.accountId) return { accountId: (await ownerOf(phone)).id, memberId: null };
    const owner = await fastify.signInRepository.findPhoneOwner(phone);
    if (owner.kind === 'proven') throw new AppError('PHONE_AMBIGUOUS');
    return { accountId: member.accountId, memberId: member.memberId };
  }

  /**
   * After the answer: the agents of the number, then the text if one of their accounts may still
   * text (its budget is charged). Nothing here can change the answer or its delay.
   */
  async function textAgents(phone: string, channel: CodeChannel, text: string) {
    const agents = await fastify.agents.findByPhone(phone);
    const accountIds = [...new Set(agents.map((agent) => agent.profile.account_id))];
    // Each account that names the number pays for it; one whose budget is spent does not stop the
    // text for the others (another account typing the number cannot keep its agent out).
    const charged = await Promise.allSettled(
      accountIds.map((accountId) => textBudget.take({ accountIds: [accountId] })),
    );
    if (!charged.some((charge) => charge.status === 'fulfilled')) {
      if (accountIds.length > 0)
        fastify.log.warn({ accountIds }, 'app code not sent: budget spent');
      return;
    }
    // A refusal of the gateway is logged by messaging and kept in the outbox.
    await messaging.send(phone, channel, text).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'DELIVERY_FAILED')) throw error;
    });
  }

  return {
    async request(audience, { phone, channel, ip, locale }) {
      // Counted whether the number has an account or not: finding which do is slow.
      await textBudget.fromAddress(ip, 'signIn');
      // The portal says at once whether the number signs in; the app never does.
      const owner = audience === 'portal' ? await signInTargetOf(phone) : null;
      if (!messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
      // The app's code and the number's budget are taken whoever holds the number, so the same
      // limits answer for every number; the portal's account pays for its own.
      const issued = await oneTimeCodes.issue(PURPOSE[audience], phone, () =>
        textBudget.take(owner ? { to: phone, accountIds: [owner.accountId] } : { to: phone }),
      );
      const text = loginCodeText(locale, issued.code);
      if (owner) await messaging.send(phone, channel, text);
      else fastify.background.run('app sign-in code', () => textAgents(phone, channel, text));
      return {
        phone,
        channel,
        expiresIn: issued.expiresIn,
        resendIn: issued.resendIn,
        attemptsLeft: issued.attemptsLeft,
      };
    },

    async signInCustomer({ phone, code, ip, userAgent, locale }) {
      if (await fastify.membersRepository.findByPhone(phone)) {
        // A team member's number: their login, through the same limiter and code.
        const member = await fastify.authService.checkAttempt({
          identifier: phone,
          ip,
          verify: async () => {
            const target = await signInTargetOf(phone);
            await oneTimeCodes.verify(PURPOSE.portal, phone, code);
            return target;
          },
        });
        if (member.memberId)
          return fastify.authService.startMemberSession(member.accountId, member.memberId, {
            ip,
            userAgent,
          });
        throw new AppError('PHONE_NOT_FOUND');
      }
      let accountId = '';
      const answer = await fastify.authService.login({
        identifier: phone,
        ip,
        userAgent,
        verify: async () => {
          const account = await ownerOf(phone);
          await oneTimeCodes.verify(PURPOSE.portal, phone, code);
          accountId = account.id;
          return account.id;
        },
      });
      // The account's e-mails follow the language it last signed in with.
      await fastify.signInRepository.rememberLocale(accountId, locale);
      return answer;
    },

    async signInAgent({ phone, code, ip, locale, profileId, log }) {
      const found = await fastify.authService.checkAttempt({
        identifier: phone,
        ip,
        verify: async () => {
          const agents = await fastify.agents.findByPhone(phone);
          const chosen = profileId
            ? agents.find((agent) => agent.profile.id === profileId)
            : agents.length === 1
              ? agents[0]
              : undefined;
          if (!chosen && agents.length > 0) {
            // Several companies have this number (or the one picked is gone): the right code
            // shows them, and stays valid for the sign-in that names one.
            await oneTimeCodes.verify(PURPOSE.app, phone, code, { keep: true });
            return { choose: true as const, agents };
          }
          await oneTimeCodes.verify(PURPOSE.app, phone, code);
          return chosen ? { choose: false as const, agent: chosen } : null;
        },
      });
      if (found.choose) {
        return {
          kind: 'choose',
          choice: {
            message: translate(locale, 'delivery.error.appChooseProfile'),
            code: 'APP_CHOOSE_PROFILE',
            profiles: found.agents.map(({ profile }) => ({
              profileId: profile.id,
              companyName: profile.company_name,
              loginName: profile.login_name,
            })),
          },
        };
      }
      const { agent } = found;
      await fastify.agents.checkActive(agent);
      const { profile } = agent;
      // Only while the profile still signs in with this number (a change or deletion may race).
      const tokens = await fastify.sessions.startAgent(profile.id, phone);
      log.info({ profileId: profile.id }, 'agent signed in');
      return {
        kind: 'session',
        session: {
          ...tokens,
          agent: {
            profileId: profile.id,
            loginName: profile.login_name,
            phone: profile.login_phone,
          },
        },
      };
    },
  };
}
