import { z } from 'zod';
import { CODE_CHANNELS, DEFAULT_STORE_URLS, SUBSCRIPTION_STATUSES } from '../constants';
import { ZErrorResponse } from './contract';
import { THEME_BACKEND_VALUES } from '../profiles/franchises';
import { ZLogoutRequest } from '../validation/auth';
import { ZValidateLoginRequest } from '../validation/phone-login';
import { TEMPLATE_LANGUAGES, ZFranchiseCode } from '../validation/profile';

/**
 * The mobile app's contract (docs/app-contract.md): an agent signs in with the login phone of its
 * profile and reads the branding of that profile. Routes under /app/v1; their tokens are of the
 * audience `app`, which no portal route accepts (and no app route accepts a portal token).
 */

/** Seconds a configuration may be used without asking again: "an edit reaches the app in 5 min". */
export const APP_CONFIGURATION_MAX_AGE_SECONDS = 300;
/** Days the app keeps working on its last configuration without reaching the API (spec §1). */
export const APP_OFFLINE_DAYS = 7;

/** POST /app/v1/auth/refresh and /logout: the refresh token is the whole permission. */
export const ZAppRefreshRequest = ZLogoutRequest;
export type TAppRefreshRequest = z.infer<typeof ZAppRefreshRequest>;

/** POST /app/v1/auth/code: where a code went (the same answer whether the number has a profile). */
export const ZAppCodeSent = z.object({
  phone: z.string(),
  channel: z.enum(CODE_CHANNELS),
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
  attemptsLeft: z.number().int(),
});
export type TAppCodeSent = z.infer<typeof ZAppCodeSent>;

/**
 * POST /app/v1/auth/verify. A login phone is unique within an account, not across accounts: when
 * the number is on profiles of several companies, the agent (who holds the phone) picks one, and
 * the same code is sent again with that `profileId`.
 */
export const ZAppVerifyRequest = ZValidateLoginRequest.extend({ profileId: z.uuid().optional() });
export type TAppVerifyRequest = z.input<typeof ZAppVerifyRequest>;

/** 409 APP_CHOOSE_PROFILE: the right code for a number of several companies' profiles. */
export const ZAppProfileChoice = ZErrorResponse.extend({
  profiles: z.array(
    z.object({ profileId: z.string(), companyName: z.string(), loginName: z.string() }),
  ),
});
export type TAppProfileChoice = z.infer<typeof ZAppProfileChoice>;

/** An agent's session: a 15-minute access token (aud `app`) and a rotating refresh token. */
export const ZAppTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  tokenTtl: z.number().int(),
});
export type TAppTokens = z.infer<typeof ZAppTokens>;

/** POST /app/v1/auth/verify */
export const ZAppSession = ZAppTokens.extend({
  agent: z.object({ profileId: z.string(), loginName: z.string(), phone: z.string() }),
});
export type TAppSession = z.infer<typeof ZAppSession>;

const ZImage = z.object({
  id: z.string(),
  /** Signed URL, readable without a token (as the users list gives it). */
  url: z.string(),
});

/**
 * GET /app/v1/configuration: everything the app needs to render the outro and brand the videos,
 * resolved (the franchise's defaults and the automatic choices of spec §4 applied).
 */
export const ZAppConfiguration = z.object({
  profileId: z.string(),
  /** The configuration's version: the ETag without its quotes. */
  version: z.string(),
  /** Now + 7 days: after it, without a newer answer (200 or 304), the app stops working. */
  validUntil: z.string(),
  subscription: z.object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** Set while the subscription is PAST_DUE: the app works until then. */
    graceExpires: z.string().nullable(),
  }),
  /** The outro's texts. */
  agent: z.object({
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    /** The extra line (a licence number...). */
    extraInfo: z.string(),
    companyName: z.string(),
    designFullName: z.string(),
    designPhoneNumber: z.string(),
  }),
  /** The language of the video templates. */
  language: z.enum(TEMPLATE_LANGUAGES),
  theme: z.object({
    /** Stored (backend) value: 'dark' is the theme labelled Black, '' the one labelled White. */
    value: z.enum(THEME_BACKEND_VALUES),
    label: z.enum(['black', 'white']),
  }),
  franchise: z.object({
    /** '' Independent, null Others, else a franchise. */
    code: ZFranchiseCode,
    label: z.string(),
    defaultLogoId: z.string().nullable(),
    defaultIntroId: z.string().nullable(),
    colorPrimary: z.string(),
    colorSecondary: z.string(),
    outroBackground: z.string(),
  }),
  /** The colours to paint with: the profile's own, else the franchise's and theme's defaults. */
  colors: z.object({
    primary: z.string(),
    secondary: z.string(),
    background: z.string(),
    icons: z.string(),
    text: z.string(),
  }),
  /** null: no logo on the outro (`noLogo`). `isDefault`: the franchise's placeholder. */
  logo: ZImage.extend({ isDefault: z.boolean() }).nullable(),
  /** The agent's picture on the outro; null when none or switched off (`noPicAgentOutro`). */
  picture: ZImage.nullable(),
  /** The intro card; null with `noIntro`. */
  intro: ZImage.extend({ isDefault: z.boolean() }).nullable(),
  /** Spec §4's choices as stored, for an app that draws its own conclusions. */
  choices: z.object({
    noLogo: z.boolean(),
    noIntro: z.boolean(),
    noPicAgent: z.boolean(),
    noPicAgentOutro: z.boolean(),
    useDefaultLogo: z.boolean(),
    useDefaultIntro: z.boolean(),
  }),
});
export type TAppConfiguration = z.infer<typeof ZAppConfiguration>;

/**
 * The users list's view of an agent's app (GET /v2/users/me/users rows), what is true first:
 * deactivated: the app is refused (the subscription ended, or its grace is over); signedOut: the
 * login phone changed since the agent signed in, so it must sign in with the new number; never:
 * not fetched yet; current: holds today's configuration; pending: changed since.
 */
export const APP_SYNC_STATUSES = [
  'never',
  'current',
  'pending',
  'signedOut',
  'deactivated',
] as const;
export const ZAppSyncStatus = z.object({
  status: z.enum(APP_SYNC_STATUSES),
  syncedAt: z.string().nullable(),
});
export type TAppSyncStatus = z.infer<typeof ZAppSyncStatus>;

/** POST /v2/companies/{id}/app-link */
export const ZAppLinkRequest = z.object({ channel: z.enum(CODE_CHANNELS).default('sms') });
export const ZAppLinkSent = z.object({ phone: z.string(), channel: z.enum(CODE_CHANNELS) });
export type TAppLinkSent = z.infer<typeof ZAppLinkSent>;

/** Where the app is downloaded (the app-link text names both): the users tab's own links. */
export const APP_STORE_URL = DEFAULT_STORE_URLS.appStoreUrl;
export const PLAY_STORE_URL = DEFAULT_STORE_URLS.playStoreUrl;
