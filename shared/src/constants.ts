/** Business constants of spec §9 and decisions.md, shared by the API and every app. */

export const ORIGINS = ['realty', 'auto'] as const;
export type Origin = (typeof ORIGINS)[number];
export const DEFAULT_ORIGIN: Origin = 'realty';

export const SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'TRIAL',
  'INCOMPLETE',
  'PAST_DUE',
  'DISABLED',
  'CANCELED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that may not enter the portal at all (spec §4). */
export const BLOCKED_STATUSES: readonly SubscriptionStatus[] = ['INCOMPLETE', 'TRIAL'];

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Where a code goes: a text message, or the messaging-app option of spec §1. */
export const CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** The sign-in providers beside e-mail and phone (spec §2 Login). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The mobile app's store pages when the runtime config names none. */
export const DEFAULT_STORE_URLS = {
  appStoreUrl: 'https://apps.apple.com/app/property-video/id1436366374',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.propertyvideo.app',
} as const;

/** Access-token lifetime in seconds (decisions.md). */
export const TOKEN_TTL_SECONDS = 900;
/** Refresh-token lifetime in seconds: 30 days. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/** A lazily loaded script chunk gives up after this long (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Largest JSON body the API accepts. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const LIMITS = {
  personName: 254, // "under 255"
  email: 39,
  phone: 18,
  passwordMin: 8,
  company: 26,
  fullName: 26,
  website: 39,
  extraLine: 64,
  description: 2000,
} as const;

/** Where the portal goes after a login when nothing else is asked. */
export const DEFAULT_LOGIN_TO = '/additional-info';

/** Where customers write when something is theirs to ask (read-only profiles, spec §6). */
export const SUPPORT_EMAIL = 'support@propertyvideo.app';
