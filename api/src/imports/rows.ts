import type { Origin } from '@portal/shared/constants';
import type { TImportRow } from '@portal/shared/api/imports';
import type { ProfileCsvColumn } from '@portal/shared/profiles/csv-columns';
import {
  THEMES,
  franchiseDefaults,
  isFranchise,
  isFranchiseAllowed,
  type FranchiseCode,
} from '@portal/shared/profiles/franchises';
import { ZPhone } from '@portal/shared/validation/fields';
import {
  BRAND_KIT_PAYLOAD_FIELD,
  kitSets,
  type BrandKitField,
} from '@portal/shared/validation/brand-kit';
import {
  ZProfileCreateRequest,
  ZProfileEditRequest,
  type TemplateLanguage,
  type TProfileCreate,
  type TProfileEdit,
} from '@portal/shared/validation/profile';
import { applyKit, type Kit } from '../brand-kit/apply';
import { AppError } from '../errors/app-error';
import { phoneKey } from '../profiles/profiles-repository';

/**
 * A row of an import as a profile request (issue 36 §2): its cells, the brand kit and sensible
 * defaults make the body the wizard would send, validated by the same shared schema
 * (ZProfileCreateRequest) and the kit's rules (brand-kit/apply.ts); every refusal is reported at
 * the cell (column) it comes from. Pure: the service gives the kit, the account and what the
 * account already has.
 */

export type Cells = Partial<Record<ProfileCsvColumn, string>>;
export type CellErrors = TImportRow['errors'];

/**
 * An image given by URL stands in the request as an uploaded image (validated before it is
 * fetched); the job replaces it with the image it fetched.
 */
export const URL_IMAGE_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** What a row's check needs besides its cells. */
export interface RowContext {
  kit: Kit;
  origin: Origin;
  /** The template language of rows that name none and have no kit's. */
  language: TemplateLanguage;
}

/** The existing profile a row updates: what an edit keeps when the row leaves it out. */
export interface ExistingProfile {
  id: string;
  login_name: string;
  logo_id: string | null;
  photo_id: string | null;
  noLogo: boolean;
  noPicAgent: boolean;
  /** What no column holds and an update keeps (the wizard's own fields). */
  kept: {
    specialRequest: string;
    noIntro: boolean;
    noPicAgentOutro: boolean;
    colors: Record<string, string>;
  };
  /** Its values of the optional columns: what an empty cell keeps (an export re-imported). */
  values: Partial<Record<ProfileCsvColumn, string>>;
}

/** Where a field of the payload (a zod path's head, a refusal's key) is in the file. */
const COLUMN_OF: Record<string, ProfileCsvColumn> = {
  loginPhoneNumber: 'loginPhoneNumber',
  loginName: 'outroFullName',
  userName: 'outroFullName',
  name: 'name',
  outroFullName: 'outroFullName',
  outroPhoneNumber: 'outroPhoneNumber',
  outroEmail: 'outroEmail',
  outroWebsite: 'outroWebsite',
  outroExtraInfo: 'outroExtraInfo',
  designFullName: 'designFullName',
  designPhoneNumber: 'designPhoneNumber',
  designLanguage: 'designLanguage',
  groupConfiguration: 'groupConfiguration',
  variables: 'theme',
  'variables.theme': 'theme',
  color_primary: 'color_primary',
  color_secondary: 'color_secondary',
  outroLogoBase64: 'logoUrl',
  outroLogoAssetId: 'logoUrl',
  noLogo: 'logoUrl',
  designLogoBase64: 'photoUrl',
  designLogoAssetId: 'photoUrl',
  noPicAgent: 'photoUrl',
};
export const columnOf = (path: string): ProfileCsvColumn =>
  COLUMN_OF[path] ?? COLUMN_OF[path.split('.')[0]!] ?? 'loginPhoneNumber';

/** A theme cell: the stored value ('dark', '' for white) or the theme's name (black, white). */
function themeValue(cell: string): string {
  const byName = THEMES.find((theme) => theme.label === cell.toLowerCase());
  return byName ? byName.backendValue : cell.toLowerCase();
}

/** An image's URL, checked for its form only (fetched by the job). */
const isImageUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The row's login phone as one app user of the account (phoneKey), null when not a phone. */
export function rowPhoneKey(cells: Cells): string | null {
  const parsed = ZPhone.safeParse(cells.loginPhoneNumber ?? '');
  return parsed.success ? phoneKey(parsed.data) : null;
}

/** The request body the row stands for, and the kit fields it names. */
function rowBody(
  cells: Cells,
  context: RowContext,
  existing: ExistingProfile | undefined,
): {
  body: Record<string, unknown>;
  sent: Set<BrandKitField>;
  kept: Record<string, unknown>;
  /** A field the row leaves empty that takes another cell's value: that cell answers for it. */
  from: Partial<Record<ProfileCsvColumn, ProfileCsvColumn>>;
} {
  const { kit } = context;
  const values = kit.values;
  const sent = new Set<BrandKitField>();
  const cell = (column: ProfileCsvColumn) => (cells[column] ?? '').trim();
  /**
   * A kit field: the row's cell (naming it), else the kit's value (following it), else the
   * existing profile's own value (an update keeps it), else `fallback`.
   */
  const kitField = (
    field: BrandKitField,
    own: string | undefined,
    kitValue: unknown,
    fallback: unknown,
    column: ProfileCsvColumn = field as ProfileCsvColumn,
  ) => {
    if (own !== undefined && (own !== '' || field === 'theme')) {
      sent.add(field);
      return own;
    }
    if (kitSets(values, field)) return kitValue;
    const kept = existing?.values[column];
    return kept !== undefined &&
      (kept !== '' || column === 'theme' || column === 'groupConfiguration')
      ? kept
      : fallback;
  };

  const loginPhone = cell('loginPhoneNumber');
  const outroName = cell('outroFullName') || cell('designFullName');
  const from: Partial<Record<ProfileCsvColumn, ProfileCsvColumn>> = {};
  if (!cell('outroPhoneNumber')) from.outroPhoneNumber = 'loginPhoneNumber';
  if (!cell('designPhoneNumber')) from.designPhoneNumber = 'loginPhoneNumber';
  if (!cell('outroFullName') && cell('designFullName')) from.outroFullName = 'designFullName';
  if (!cell('designFullName')) from.designFullName = 'outroFullName';
  const group = kitField(
    'groupConfiguration',
    cell('groupConfiguration').toLowerCase(),
    values.groupConfiguration,
    '',
  ) as FranchiseCode;
  // A franchise brings its colours and theme, as the wizard's franchise step fills them.
  const preset = isFranchise(group) ? franchiseDefaults(group) : undefined;
  const body: Record<string, unknown> = {
    loginName: existing?.login_name ?? '',
    loginPhoneNumber: loginPhone,
    name: kitField('name', cell('name'), values.name, ''),
    outroFullName: outroName,
    outroPhoneNumber: cell('outroPhoneNumber') || loginPhone,
    outroEmail: cell('outroEmail'),
    outroWebsite: kitField('outroWebsite', cell('outroWebsite'), values.outroWebsite, ''),
    outroExtraInfo: kitField('outroExtraInfo', cell('outroExtraInfo'), values.outroExtraInfo, ''),
    designFullName: cell('designFullName') || outroName,
    designPhoneNumber: cell('designPhoneNumber') || loginPhone,
    designLanguage: kitField(
      'designLanguage',
      cell('designLanguage').toLowerCase(),
      values.designLanguage,
      context.language,
    ),
    groupConfiguration: group,
    color_primary: kitField(
      'color_primary',
      cell('color_primary'),
      values.color_primary,
      preset?.color_primary,
    ),
    color_secondary: kitField(
      'color_secondary',
      cell('color_secondary'),
      values.color_secondary,
      preset?.color_secondary,
    ),
    ...(existing && {
      specialRequest: existing.kept.specialRequest,
      noIntro: existing.kept.noIntro,
      noPicAgentOutro: existing.kept.noPicAgentOutro,
    }),
    variables: {
      ...existing?.kept.colors,
      theme: kitField(
        'theme',
        cell('theme') === '' ? undefined : themeValue(cell('theme')),
        values.theme,
        preset?.theme ?? 'dark',
      ),
    },
  };

  /** The existing profile's own images an edit keeps: present for the create schema's check. */
  const kept: Record<string, unknown> = {};
  const logoUrl = cell('logoUrl');
  if (logoUrl !== '') {
    sent.add('logo');
    body.outroLogoAssetId = URL_IMAGE_PLACEHOLDER;
  } else if (existing) {
    // An update without a logo keeps the profile's own (or follows the kit's: apply.ts).
    body.noLogo = existing.noLogo;
    if (!existing.noLogo && existing.logo_id) kept.outroLogoAssetId = URL_IMAGE_PLACEHOLDER;
  } else if (values.logoId) {
    body.outroLogoAssetId = values.logoId;
  } else if (!isFranchise(group)) {
    // No logo, no kit's, no franchise's: the profile has none (spec §5 "No logo").
    body.noLogo = true;
  }

  const photoUrl = cell('photoUrl');
  if (photoUrl !== '') body.designLogoAssetId = URL_IMAGE_PLACEHOLDER;
  else if (existing?.photo_id) {
    body.noPicAgent = existing.noPicAgent;
    if (!existing.noPicAgent) kept.designLogoAssetId = URL_IMAGE_PLACEHOLDER;
  } else if (!values.photoRequired) body.noPicAgent = true;
  return { body, sent, kept, from };
}

/** A row checked: its refusals by column, and the request the job writes when it has none. */
export interface RowCheck {
  errors: CellErrors;
  /** Without errors: the create request (a new profile) and the kit fields it names. */
  create?: TProfileCreate;
  /** Without errors, for an existing profile: the edit request. */
  edit?: TProfileEdit;
  sent: Set<BrandKitField>;
}

/**
 * Checks one row as the wizard's create (or, for an `existing` profile, edit) would: the shared
 * schema, the franchises of the account's origin, the brand kit (a cell that changes a locked
 * field is refused with the kit's message), the images' URLs by their form.
 */
export function checkRow(cells: Cells, context: RowContext, existing?: ExistingProfile): RowCheck {
  const errors: CellErrors = {};
  const refuse = (column: ProfileCsvColumn, id: string) => {
    errors[column] ??= id;
  };
  for (const column of ['logoUrl', 'photoUrl'] as const) {
    const url = (cells[column] ?? '').trim();
    if (url !== '' && !isImageUrl(url)) refuse(column, 'validation.import.imageUrl');
  }
  const { body, sent, kept, from } = rowBody(cells, context, existing);
  const at = (column: ProfileCsvColumn) => from[column] ?? column;
  const parsed = ZProfileCreateRequest.safeParse({ ...body, ...kept });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      refuse(at(columnOf(issue.path.map(String).join('.'))), issue.message);
    return { errors, sent };
  }
  const request = parsed.data;
  try {
    applyKit(context.kit, request, sent);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    for (const [field, id] of Object.entries(error.fields)) refuse(at(columnOf(field)), id);
  }
  if (!isFranchiseAllowed(context.origin, request.groupConfiguration))
    refuse('groupConfiguration', 'validation.franchise.invalid');
  if (Object.keys(errors).length > 0) return { errors, sent };
  if (!existing) return { errors, create: request, sent };
  const edit = ZProfileEditRequest.parse({ ...body, userName: existing.login_name });
  return { errors, edit, sent };
}

/** The payload field a kit field refusal is reported at, as a column (for tests and docs). */
export const KIT_FIELD_COLUMN = (field: BrandKitField) => columnOf(BRAND_KIT_PAYLOAD_FIELD[field]);
