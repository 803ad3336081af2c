import { z } from 'zod';
import { ORIGINS } from '../constants';
import { APP_SYNC_STATUSES, ZAppSyncStatus } from './app';
import { THEME_BACKEND_VALUES } from '../profiles/franchises';
import { BRAND_KIT_FIELDS } from '../validation/brand-kit';
import { TEMPLATE_LANGUAGES, ZFranchiseCode } from '../validation/profile';
import { ZBrandKit } from './brand-kit';

/** Response shapes of the profile, image and invitation calls of spec §7. */

/**
 * companies[0].configuration.variables: the images by asset id, the colours and theme, and every
 * text of the outro, so the wizard can open an existing profile as it was saved.
 */
export const ZProfileVariables = z.object({
  logoId: z.string().nullable(),
  introId: z.string().nullable(),
  /** The agent's picture on the outro (the profile photo). */
  agentOutroPictureId: z.string().nullable(),
  theme: z.enum(THEME_BACKEND_VALUES),
  color_primary: z.string(),
  color_secondary: z.string(),
  color_background: z.string().optional(),
  color_icons: z.string().optional(),
  color_text: z.string().optional(),
  outroFullName: z.string(),
  outroPhoneNumber: z.string(),
  outroEmail: z.string(),
  outroWebsite: z.string(),
  outroExtraInfo: z.string(),
  designFullName: z.string(),
  designPhoneNumber: z.string(),
  designLanguage: z.enum(TEMPLATE_LANGUAGES),
  specialRequest: z.string(),
  noLogo: z.boolean(),
  noIntro: z.boolean(),
  noPicAgent: z.boolean(),
  noPicAgentOutro: z.boolean(),
  useDefaultLogo: z.boolean(),
  useDefaultIntro: z.boolean(),
});
export type TProfileVariables = z.infer<typeof ZProfileVariables>;

/** One item of GET /v2/users/me/users: an app user (agent) and its one company. */
export const ZProfile = z.object({
  id: z.string(),
  loginName: z.string(),
  loginPhoneNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  companies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      groupConfiguration: ZFranchiseCode,
      configuration: z.object({ variables: ZProfileVariables }),
    }),
  ),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Profiles per page of GET /v2/users/me/users when the client names none, and the most it may ask. */
export const PROFILE_PAGE_SIZE = 50;
export const PROFILE_PAGE_MAX = 200;

/**
 * The query of GET /v2/users/me/users: a page of `limit` profiles after `cursor` (opaque, taken
 * from the previous page's Link), those matching `q` (name, e-mail or phone; empty: all).
 */
/** The users list's app filter: every profile, or those of one app status. */
export const APP_SYNC_FILTERS = ['all', ...APP_SYNC_STATUSES] as const;
export type AppSyncFilter = (typeof APP_SYNC_FILTERS)[number];

/**
 * The users list's brand kit filter: every profile, or those that differ from the brand kit (they
 * override at least one of the fields it sets; shared/src/validation/brand-kit.ts).
 */
export const KIT_FILTERS = ['all', 'differs'] as const;
export type KitFilter = (typeof KIT_FILTERS)[number];

export const ZProfileListQuery = z.object({
  // A query string's limit is text ("50"). No coercion helper: the browsers' shared zod leaves
  // them out (their bytes would count on every first screen), and a page never parses this query.
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.number().int().min(1).max(PROFILE_PAGE_MAX),
    )
    .default(PROFILE_PAGE_SIZE),
  cursor: z.string().min(1).max(200).optional(),
  q: z.string().trim().max(100).default(''),
  /** Only the profiles of one app status (ZAppSyncStatus); all by default. */
  app: z.enum(APP_SYNC_FILTERS).default('all'),
  /** Only the profiles that differ from the brand kit (KIT_FILTERS); all by default. */
  kit: z.enum(KIT_FILTERS).default('all'),
});
export type TProfileListQuery = z.infer<typeof ZProfileListQuery>;

/**
 * One row of the list: the profile, and the signed URLs of its outro picture and logo (as
 * GET /v2/resources/assets/{id}?noRedirect=true answers them), null when absent or switched off.
 */
export const ZProfileListItem = ZProfile.extend({
  pictureUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The newest video made with this profile (the users tab links it), null when none. */
  latestVideoId: z.string().nullable(),
  /**
   * The agent's app: deactivated (refused: the subscription ended); signedOut (its login phone
   * changed since it signed in); never signed in and fetched; current (holds the configuration it
   * would get now); pending (the profile changed since: the app picks it up within 5 minutes).
   */
  app: ZAppSyncStatus,
  /** When the app link was last texted to the agent (ISO date-time), null when never. */
  lastTextedAt: z.string().nullable(),
  /** It overrides at least one field the brand kit sets (the list's `kit=differs` filter). */
  differsFromKit: z.boolean(),
  /**
   * The brand kit fields it overrides (the wizard shows the others as following the kit, these
   * with "Use the brand kit's value").
   */
  kitOverrides: z.array(z.enum(BRAND_KIT_FIELDS)),
});
export type TProfileListItem = z.infer<typeof ZProfileListItem>;

export const ZProfileList = z.array(ZProfileListItem);

/** POST /v2/companies and POST /v2/invitations/{id}. */
export const ZCreateProfileResponse = z.object({ userId: z.string() });

/** GET /v2/resources/assets/{id}?noRedirect=true */
export const ZAssetUrl = z.object({ url: z.string() });

/** A video's own details (the video page): its title, when it was made, the profile it belongs to. */
export const ZVideoDetails = z.object({
  /** null: untitled (the page says "Video"). */
  title: z.string().nullable(),
  createdAt: z.string(),
  /** The profile whose app user made it; null when that profile was deleted. */
  profile: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TVideoDetails = z.infer<typeof ZVideoDetails>;

/** GET /v2/resources/assets/{id}?noRedirect=true: a video also has its poster and details. */
export const ZAssetAnswer = ZAssetUrl.extend({
  posterUrl: z.string().optional(),
  video: ZVideoDetails.optional(),
});
export type TAssetAnswer = z.infer<typeof ZAssetAnswer>;

/** POST /v2/resources/assets (multipart): the stored, re-encoded image. */
export const ZUploadedAsset = z.object({
  id: z.string(),
  url: z.string(),
  type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TUploadedAsset = z.infer<typeof ZUploadedAsset>;

/** GET /v2/invitations/{id} (public). */
export const ZInvitation = z.object({
  id: z.string(),
  origin: z.enum(ORIGINS),
  /** Not deleted and not expired. */
  active: z.boolean(),
  /** A seat is free for one more profile. */
  allowedNewUser: z.boolean(),
  expires: z.string(),
  /**
   * The inviting account's brand kit: the invited colleague's form starts from it and shows its
   * locked fields read-only (the API refuses another value for them).
   */
  brandKit: ZBrandKit,
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** GET /v2/invitations/user/me and POST /v2/invitations: the account's link, null when none. */
export const ZMyInvitation = z.object({ id: z.string(), expires: z.string() });
export type TMyInvitation = z.infer<typeof ZMyInvitation>;
