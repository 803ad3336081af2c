import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  DEFAULT_COLOR_PRIMARY,
  DEFAULT_COLOR_SECONDARY,
  FRANCHISE_CODES,
  THEME_BACKEND_VALUES,
  isFranchise,
  type FranchiseCode,
} from '../profiles/franchises';
import { IMAGE_MAX_BYTES } from '../profiles/images';
import { ZEmail, ZPhone, withoutNul } from './fields';

/**
 * The profile payload of spec §3 ("Profile submit payload"), the rules of spec §5 for its fields,
 * and the image rules of decisions.md. POST /v2/companies, PUT /v2/companies/{id} and
 * POST /v2/invitations/{id} validate with these; the wizard's form does too.
 */

/** Template languages of spec §3 (the language the videos are made in). */
export const TEMPLATE_LANGUAGES = ['en', 'fr', 'de', 'it', 'pt', 'es', 'br'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

const NO_SLASH = /^[^/]*$/;

/** Optional http(s) prefix; a domain or an IPv4 address; port, path, query, fragment. */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,}|(\d{1,3}\.){3}\d{1,3})(:\d{1,5})?(\/[-\w%.~+@!$&'()*,;=:]*)*(\?[-\w%.~+@!$&'()*,;=:/?]*)?(#[-\w%.~+/]*)?$/i;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ZCompanyName = withoutNul(
  z.string({ error: 'validation.company.required' }).trim().min(1, 'validation.company.required'),
)
  .max(LIMITS.company, 'validation.company.max')
  .regex(NO_SLASH, 'validation.company.slash');

/** "Name (profile)": optional, at most 26 characters, no slash. */
export const ZProfileName = withoutNul(z.string().trim())
  .max(LIMITS.company, 'validation.profileName.max')
  .regex(NO_SLASH, 'validation.profileName.slash');

export const ZFullName = withoutNul(
  z.string({ error: 'validation.fullName.required' }).trim().min(1, 'validation.fullName.required'),
).max(LIMITS.fullName, 'validation.fullName.max');

export const ZWebsite = withoutNul(z.string().trim())
  .max(LIMITS.website, 'validation.website.max')
  .refine((value) => value === '' || WEBSITE_PATTERN.test(value), 'validation.website.format');

export const ZExtraLine = withoutNul(z.string().trim()).max(
  LIMITS.extraLine,
  'validation.extraLine.max',
);

export const ZSpecialRequest = withoutNul(z.string().trim()).max(
  LIMITS.description,
  'validation.description.max',
);

export const ZTemplateLanguage = z.enum(TEMPLATE_LANGUAGES, {
  error: 'validation.language.required',
});

export const ZFranchiseCode = z
  .enum(
    FRANCHISE_CODES.filter((code): code is Exclude<FranchiseCode, null> => code !== null),
    { error: 'validation.franchise.invalid' },
  )
  .nullable();

export const ZColor = z.string().regex(HEX_COLOR, 'validation.color.format');

/**
 * A base64 data URL as the mobile app sends images, or '' for none. The declared type is not
 * trusted: the API reads the bytes. The length bound is the 10 MB limit once decoded.
 */
export const ZImageDataUrl = z
  .string()
  .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64, 'validation.image.tooLarge')
  .regex(/^(data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]+={0,2})?$/, 'validation.image.type');

/** SHA-256 (hex) of the image's bytes, checked by the server when given. */
export const ZImageHash = z.string().regex(/^[a-f0-9]{64}$/i, 'validation.image.hashMismatch');

/** The theme and the colours of the outro other than primary and secondary. */
export const ZDesignVariables = z.object({
  /** Backend value of the theme (see THEMES): 'dark' for Black, '' for White. */
  theme: z.enum(THEME_BACKEND_VALUES, { error: 'validation.theme.invalid' }).default('dark'),
  color_background: ZColor.optional(),
  color_icons: ZColor.optional(),
  color_text: ZColor.optional(),
});
export type TDesignVariables = z.infer<typeof ZDesignVariables>;

/** The fields of spec §3 "Profile submit payload", in its order. */
const profileFields = {
  loginName: ZProfileName.default(''),
  /** The mobile number the agent signs in to the app with. */
  loginPhoneNumber: ZPhone,
  /** Company name. */
  name: ZCompanyName,
  outroFullName: ZFullName,
  outroPhoneNumber: ZPhone,
  outroEmail: ZEmail,
  outroWebsite: ZWebsite.default(''),
  /** The logo (decisions.md). */
  outroLogoBase64: ZImageDataUrl.default(''),
  outroLogoHash: ZImageHash.optional(),
  outroExtraInfo: ZExtraLine.default(''),
  designFullName: ZFullName,
  designPhoneNumber: ZPhone,
  groupConfiguration: ZFranchiseCode.default(''),
  designLanguage: ZTemplateLanguage,
  /** The profile picture (decisions.md). */
  designLogoBase64: ZImageDataUrl.default(''),
  designLogoHash: ZImageHash.optional(),
  specialRequest: ZSpecialRequest.default(''),
  noLogo: z.boolean().default(false),
  /** Set by the server too (spec §4 "Automatic image choices"). */
  noIntro: z.boolean().default(false),
  color_primary: ZColor.default(DEFAULT_COLOR_PRIMARY),
  color_secondary: ZColor.default(DEFAULT_COLOR_SECONDARY),
  variables: ZDesignVariables.default({ theme: 'dark' }),
  /** Instead of base64: an image uploaded first (POST /v2/resources/assets), by its id. */
  outroLogoAssetId: z.uuid().optional(),
  designLogoAssetId: z.uuid().optional(),
  /** The "no profile picture" option (spec §5); the edit payload names it too. */
  noPicAgent: z.boolean().default(false),
};

/** Which images a profile lacks although required (spec §5), as field -> message id. */
export function missingImages(profile: {
  noLogo: boolean;
  hasLogo: boolean;
  groupConfiguration: FranchiseCode;
  noPicAgent: boolean;
  hasPhoto: boolean;
}): Partial<
  Record<
    'outroLogoBase64' | 'designLogoBase64',
    'validation.logo.required' | 'validation.photo.required'
  >
> {
  const missing: ReturnType<typeof missingImages> = {};
  // A franchise brings its default logo (spec §4).
  if (!profile.noLogo && !profile.hasLogo && !isFranchise(profile.groupConfiguration))
    missing.outroLogoBase64 = 'validation.logo.required';
  if (!profile.noPicAgent && !profile.hasPhoto)
    missing.designLogoBase64 = 'validation.photo.required';
  return missing;
}

/** POST /v2/companies and POST /v2/invitations/{id}. */
export const ZProfileCreateRequest = z.object(profileFields).superRefine((profile, ctx) => {
  const missing = missingImages({
    noLogo: profile.noLogo,
    hasLogo: profile.outroLogoBase64 !== '' || profile.outroLogoAssetId !== undefined,
    groupConfiguration: profile.groupConfiguration,
    noPicAgent: profile.noPicAgent,
    hasPhoto: profile.designLogoBase64 !== '' || profile.designLogoAssetId !== undefined,
  });
  for (const [path, message] of Object.entries(missing)) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
});
export type TProfileCreateRequest = z.input<typeof ZProfileCreateRequest>;
export type TProfileCreate = z.output<typeof ZProfileCreateRequest>;

/**
 * PUT /v2/companies/{id}: the same fields plus the edit extras of spec §3. An image left empty
 * keeps the stored one, so the required-image rule is checked by the server on the result.
 */
export const ZProfileEditRequest = z.object({
  ...profileFields,
  noPicAgentOutro: z.boolean().default(false),
  useDefaultLogo: z.boolean().default(false),
  useDefaultIntro: z.boolean().default(false),
  userName: ZProfileName.default(''),
});
export type TProfileEditRequest = z.input<typeof ZProfileEditRequest>;
export type TProfileEdit = z.output<typeof ZProfileEditRequest>;

/** Invitation links live at most a year (spec §9), 30 days unless chosen (decisions.md). */
export const INVITATION_DEFAULT_DAYS = 30;
export const INVITATION_MAX_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

/** POST /v2/invitations: the expiry date, in the future and at most a year away. */
export const ZCreateInvitationRequest = z.object({
  expires: z.iso
    .datetime({ offset: true, error: 'validation.invitation.expires' })
    .optional()
    .refine((value) => value === undefined || Date.parse(value) > Date.now(), {
      message: 'validation.invitation.expiresPast',
    })
    .refine(
      (value) =>
        value === undefined || Date.parse(value) <= Date.now() + INVITATION_MAX_DAYS * DAY_MS,
      { message: 'validation.invitation.expiresMax' },
    ),
});
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;
