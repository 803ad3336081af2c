import { z } from 'zod';
import {
  ZColor,
  ZCompanyName,
  ZDesignVariables,
  ZExtraLine,
  ZFranchiseCode,
  ZTemplateLanguage,
  ZWebsite,
} from './profile';

/**
 * The company brand kit (issue 36 §1): the account's defaults for the branding fields of its
 * profiles, each with the profile's own rules (spec §5: the field schemas of ./profile, never a
 * copy), and which of them are locked.
 *
 * **Follow or override.** A profile follows the kit for a field, or overrides it. The server
 * decides at each create and edit (POST /v2/companies, PUT /v2/companies/{id}, POST
 * /v2/invitations/{id}), field by field:
 * - the request leaves the field out → the kit's value is taken and the profile follows (an edit
 *   of a profile that overrides the field keeps its own value and still overrides it);
 * - the request sends the kit's value → the profile follows (this is "Use the brand kit's value":
 *   put the kit's value back in the form; for the logo, send `outroLogoAssetId` = the kit's
 *   `logoId`);
 * - the request sends another value → the profile overrides the field, or, when the kit locks it,
 *   the request is refused: 400 with `fields[BRAND_KIT_PAYLOAD_FIELD[field]]` = "Your company's
 *   brand kit sets this…" (`validation.brandKit.locked`), and nothing is written.
 * A field the kit does not set is the profile's own. Changing the kit writes the new values to
 * every profile that follows them, and to every profile for a locked field.
 */

/** The kit's fields, as `locked` and a profile's overrides name them. */
export const BRAND_KIT_FIELDS = [
  'name',
  'logo',
  'intro',
  'photoRequired',
  'theme',
  'groupConfiguration',
  'color_primary',
  'color_secondary',
  'outroWebsite',
  'outroExtraInfo',
  'designLanguage',
] as const;
export type BrandKitField = (typeof BRAND_KIT_FIELDS)[number];

/**
 * Where the profile payload (./profile) carries each kit field: the key of a refusal's `fields`,
 * so the wizard shows the message under its own field.
 */
export const BRAND_KIT_PAYLOAD_FIELD: Record<BrandKitField, string> = {
  name: 'name',
  logo: 'outroLogoBase64',
  intro: 'noIntro',
  photoRequired: 'designLogoBase64',
  theme: 'variables.theme',
  groupConfiguration: 'groupConfiguration',
  color_primary: 'color_primary',
  color_secondary: 'color_secondary',
  outroWebsite: 'outroWebsite',
  outroExtraInfo: 'outroExtraInfo',
  designLanguage: 'designLanguage',
};

/**
 * The values a kit sets: a key left out is not set (profiles keep their own). The profile's own
 * field schemas, without their defaults.
 */
export const ZBrandKitValues = z.object({
  /** Company name (kit field `name`). */
  name: ZCompanyName.optional(),
  /** The logo (kit field `logo`): an image uploaded with POST /v2/resources/assets?kind=logo. */
  logoId: z.uuid({ error: 'errors.notFound' }).optional(),
  /**
   * The intro (kit field `intro`), as a profile has it: `useDefaultIntro` = the franchise's
   * default intro; else `introId`, an intro of the account or a built-in one (null: none).
   */
  useDefaultIntro: z.boolean().optional(),
  introId: z.uuid({ error: 'errors.notFound' }).nullable().optional(),
  /**
   * The profile-picture policy (kit field `photoRequired`): true = required. Locked and true, a
   * profile without a picture (`noPicAgent`) is refused; it is a rule, not a value profiles copy.
   */
  photoRequired: z.boolean().optional(),
  /** The theme's backend value (kit field `theme`), as `variables.theme` of the profile. */
  theme: ZDesignVariables.shape.theme.unwrap().optional(),
  /**
   * The franchise preset (kit field `groupConfiguration`). Choosing one fills the colours and the
   * theme the request leaves out with the preset's (`franchiseDefaults`), as the wizard's step does;
   * profiles without a logo or intro of their own get its default ones (spec §4).
   */
  groupConfiguration: ZFranchiseCode.optional(),
  color_primary: ZColor.optional(),
  color_secondary: ZColor.optional(),
  outroWebsite: ZWebsite.optional(),
  /** The extra line (e.g. the brokerage licence). */
  outroExtraInfo: ZExtraLine.optional(),
  /** The template language. */
  designLanguage: ZTemplateLanguage.optional(),
});
export type TBrandKitValues = z.output<typeof ZBrandKitValues>;

/** Which kit field each value key belongs to (`intro` has two). */
export const BRAND_KIT_VALUE_FIELD: Record<keyof TBrandKitValues, BrandKitField> = {
  name: 'name',
  logoId: 'logo',
  useDefaultIntro: 'intro',
  introId: 'intro',
  photoRequired: 'photoRequired',
  theme: 'theme',
  groupConfiguration: 'groupConfiguration',
  color_primary: 'color_primary',
  color_secondary: 'color_secondary',
  outroWebsite: 'outroWebsite',
  outroExtraInfo: 'outroExtraInfo',
  designLanguage: 'designLanguage',
};

/** Whether the kit sets this field. */
export function kitSets(values: TBrandKitValues, field: BrandKitField): boolean {
  return Object.entries(BRAND_KIT_VALUE_FIELD).some(
    ([key, owner]) => owner === field && values[key as keyof TBrandKitValues] !== undefined,
  );
}

/**
 * PUT /v2/brand-kit: the whole kit (a value left out is no longer set) and the fields profiles may
 * not change. Only a field the kit sets can be locked.
 */
export const ZBrandKitRequest = ZBrandKitValues.extend({
  locked: z
    .array(z.enum(BRAND_KIT_FIELDS))
    .max(BRAND_KIT_FIELDS.length)
    .default([])
    .transform((fields) => [...new Set(fields)]),
}).superRefine((kit, ctx) => {
  // A franchise fills the colours and theme it is sent without: those count as set.
  const filled = kit.groupConfiguration !== undefined;
  const filledByFranchise = new Set<BrandKitField>(['color_primary', 'color_secondary', 'theme']);
  for (const field of kit.locked) {
    if (!kitSets(kit, field) && !(filled && filledByFranchise.has(field)))
      ctx.addIssue({ code: 'custom', path: ['locked'], message: 'validation.brandKit.lockUnset' });
  }
});
export type TBrandKitRequest = z.input<typeof ZBrandKitRequest>;
export type TBrandKitUpdate = z.output<typeof ZBrandKitRequest>;
