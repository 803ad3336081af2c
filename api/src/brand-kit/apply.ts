import type { ServerMessageId } from '../i18n/translate';
import {
  BRAND_KIT_FIELDS,
  BRAND_KIT_PAYLOAD_FIELD,
  kitSets,
  type BrandKitField,
  type TBrandKitValues,
} from '@portal/shared/validation/brand-kit';
import {
  franchisePreset,
  isFranchise,
  type FranchiseCode,
} from '@portal/shared/profiles/franchises';
import type { TProfileCreate, TProfileEdit } from '@portal/shared/validation/profile';
import { AppError } from '../errors/app-error';
import type { ProfileRow, StoredVariables } from '../profiles/profile-dto';

/**
 * The brand kit's rules as pure functions (shared/src/validation/brand-kit.ts says them to
 * clients): what a profile create or edit makes of the kit, and what a change of the kit makes of
 * a stored profile.
 */

/** The account's kit as stored; an account without one has EMPTY_KIT. */
export interface Kit {
  values: TBrandKitValues;
  locked: readonly BrandKitField[];
  version: number;
  updatedAt: Date | null;
}

export const EMPTY_KIT: Kit = { values: {}, locked: [], version: 0, updatedAt: null };

/** The kit changed between a profile write reading it and that write's transaction: retried. */
export class KitChangedError extends Error {
  constructor() {
    super('the brand kit changed');
    this.name = 'KitChangedError';
  }
}

type Payload = TProfileCreate | TProfileEdit;

/** The kit fields a profile payload holds as one value each (logo, intro and the policy aside). */
type SimpleField = Exclude<BrandKitField, 'logo' | 'intro' | 'photoRequired'>;

const SIMPLE: Record<
  SimpleField,
  {
    get: (payload: Payload) => unknown;
    set: (payload: Payload, value: unknown) => void;
    stored: (
      row: Pick<ProfileRow, 'company_name' | 'group_configuration' | 'variables'>,
    ) => unknown;
    kit: (values: TBrandKitValues) => unknown;
  }
> = {
  name: {
    get: (p) => p.name,
    set: (p, v) => (p.name = v as string),
    stored: (row) => row.company_name,
    kit: (k) => k.name,
  },
  theme: {
    get: (p) => p.variables.theme,
    set: (p, v) => (p.variables.theme = v as Payload['variables']['theme']),
    stored: (row) => row.variables.theme,
    kit: (k) => k.theme,
  },
  groupConfiguration: {
    get: (p) => p.groupConfiguration,
    set: (p, v) => (p.groupConfiguration = v as FranchiseCode),
    stored: (row) => row.group_configuration,
    kit: (k) => k.groupConfiguration,
  },
  color_primary: {
    get: (p) => p.color_primary.toUpperCase(),
    set: (p, v) => (p.color_primary = v as string),
    stored: (row) => row.variables.color_primary,
    kit: (k) => k.color_primary?.toUpperCase(),
  },
  color_secondary: {
    get: (p) => p.color_secondary.toUpperCase(),
    set: (p, v) => (p.color_secondary = v as string),
    stored: (row) => row.variables.color_secondary,
    kit: (k) => k.color_secondary?.toUpperCase(),
  },
  outroWebsite: {
    get: (p) => p.outroWebsite,
    set: (p, v) => (p.outroWebsite = v as string),
    stored: (row) => row.variables.outroWebsite,
    kit: (k) => k.outroWebsite,
  },
  outroExtraInfo: {
    get: (p) => p.outroExtraInfo,
    set: (p, v) => (p.outroExtraInfo = v as string),
    stored: (row) => row.variables.outroExtraInfo,
    kit: (k) => k.outroExtraInfo,
  },
  designLanguage: {
    get: (p) => p.designLanguage,
    set: (p, v) => (p.designLanguage = v as Payload['designLanguage']),
    stored: (row) => row.variables.designLanguage,
    kit: (k) => k.designLanguage,
  },
};
const SIMPLE_FIELDS = Object.keys(SIMPLE) as SimpleField[];

/** The kit's raw value of a simple field (colours as written, not upper-cased). */
const kitValue = (values: TBrandKitValues, field: SimpleField): unknown =>
  field === 'theme' ? values.theme : values[field];

/**
 * The kit fields a request body names, read before its schema fills the defaults: a field left
 * out takes the kit's value. The logo is named by an image, an uploaded id, `noLogo: true` or
 * `useDefaultLogo: true`; the intro by `noIntro: true`; the picture policy by `noPicAgent: true`.
 */
export function kitFieldsIn(body: unknown): Set<BrandKitField> {
  const sent = new Set<BrandKitField>();
  if (!body || typeof body !== 'object') return sent;
  const b = body as Record<string, unknown>;
  for (const field of SIMPLE_FIELDS)
    if (field !== 'theme' && b[field] !== undefined) sent.add(field);
  const variables = b.variables as Record<string, unknown> | undefined;
  if (variables && typeof variables === 'object' && variables.theme !== undefined)
    sent.add('theme');
  if (
    (typeof b.outroLogoBase64 === 'string' && b.outroLogoBase64 !== '') ||
    b.outroLogoAssetId !== undefined ||
    b.noLogo === true ||
    b.useDefaultLogo === true
  )
    sent.add('logo');
  if (b.noIntro === true) sent.add('intro');
  if (b.noPicAgent === true) sent.add('photoRequired');
  return sent;
}

/** The intro a profile following the kit's gets: the franchise's default, or this one (or none). */
export interface KitIntro {
  useDefaultIntro: boolean;
  introId: string | null;
}

export interface KitDecision<P extends Payload> {
  /** The payload with the kit's values where the profile follows it. */
  payload: P;
  /** The kit fields the profile overrides, in BRAND_KIT_FIELDS order. */
  overrides: BrandKitField[];
  /** The kit's intro when the profile follows it; null: the profile's own intro rules. */
  intro: KitIntro | null;
}

const ordered = (fields: Iterable<BrandKitField>) => {
  const set = new Set(fields);
  return BRAND_KIT_FIELDS.filter((field) => set.has(field));
};

/**
 * What a profile create (no `current`) or edit makes of the account's kit: a field the request
 * leaves out takes the kit's value (an edit of a profile overriding it keeps its own); one equal
 * to the kit's follows it; another value overrides it, or, when the kit locks the field, the
 * request is refused (400, the message under the payload's field) before anything is written.
 * `sent`: the kit fields the request named (kitFieldsIn); undefined: all of them.
 */
export function applyKit<P extends Payload>(
  kit: Kit,
  input: P,
  sent: ReadonlySet<BrandKitField> | undefined,
  current?: Pick<
    ProfileRow,
    'company_name' | 'group_configuration' | 'variables' | 'kit_overrides'
  >,
): KitDecision<P> {
  const payload = { ...input, variables: { ...input.variables } } as P;
  const values = kit.values;
  const locked = new Set(kit.locked);
  const overrides = new Set((current?.kit_overrides ?? []) as BrandKitField[]);
  const refused: Record<string, ServerMessageId> = {};
  const named = (field: BrandKitField) => sent === undefined || sent.has(field);

  /** One field: follows (takes or has the kit's value), overrides it, or is refused. */
  function decide(
    field: BrandKitField,
    equal: () => boolean,
    takeKit: () => void,
    keepOwn: () => void,
  ): 'follows' | 'overrides' {
    if (!named(field)) {
      if (current && overrides.has(field) && !locked.has(field)) {
        keepOwn();
        return 'overrides';
      }
      takeKit();
    } else if (!equal()) {
      if (locked.has(field)) refused[BRAND_KIT_PAYLOAD_FIELD[field]] = 'validation.brandKit.locked';
      else {
        overrides.add(field);
        return 'overrides';
      }
    }
    overrides.delete(field);
    return 'follows';
  }

  for (const field of SIMPLE_FIELDS) {
    if (!kitSets(values, field)) {
      overrides.delete(field);
      continue;
    }
    const rule = SIMPLE[field];
    decide(
      field,
      () => rule.get(payload) === rule.kit(values),
      () => rule.set(payload, kitValue(values, field)),
      () => rule.set(payload, rule.stored(current!)),
    );
  }

  if (kitSets(values, 'logo')) {
    const edit = 'useDefaultLogo' in payload;
    decide(
      'logo',
      () =>
        !payload.noLogo &&
        payload.outroLogoBase64 === '' &&
        payload.outroLogoAssetId === values.logoId &&
        !(edit && payload.useDefaultLogo),
      () => {
        payload.noLogo = false;
        payload.outroLogoBase64 = '';
        payload.outroLogoHash = undefined;
        payload.outroLogoAssetId = values.logoId;
        if (edit) payload.useDefaultLogo = false;
      },
      // An edit without an image keeps the profile's own logo (profiles-service).
      () => undefined,
    );
  } else overrides.delete('logo');

  let intro: KitIntro | null = null;
  if (kitSets(values, 'intro')) {
    const kitIntro: KitIntro = {
      useDefaultIntro: values.useDefaultIntro ?? false,
      introId: values.introId ?? null,
    };
    const givesIntro = kitIntro.useDefaultIntro || kitIntro.introId !== null;
    const outcome = decide(
      'intro',
      () => !(payload.noIntro && givesIntro),
      () => (payload.noIntro = false),
      () => (payload.noIntro = current!.variables.noIntro),
    );
    if (outcome === 'follows') intro = kitIntro;
  } else overrides.delete('intro');

  // A rule, not a value: a required picture, locked, refuses "no profile picture".
  overrides.delete('photoRequired');
  if (values.photoRequired && locked.has('photoRequired') && payload.noPicAgent)
    refused[BRAND_KIT_PAYLOAD_FIELD.photoRequired] = 'validation.brandKit.locked';

  if (Object.keys(refused).length > 0) throw new AppError('VALIDATION', { fields: refused });
  return { payload, overrides: ordered(overrides), intro };
}

/** The branding columns of a profile that a change of the kit writes. */
export interface KitBranding {
  company_name: string;
  group_configuration: string | null;
  logo_id: string | null;
  intro_id: string | null;
  variables: StoredVariables;
  kit_overrides: BrandKitField[];
}

type BrandedRow = Pick<
  ProfileRow,
  'company_name' | 'group_configuration' | 'logo_id' | 'intro_id' | 'variables' | 'kit_overrides'
>;

/** Whether the stored profile already has the kit's value of this field. */
function hasKitValue(row: BrandedRow, values: TBrandKitValues, field: BrandKitField): boolean {
  if (field === 'photoRequired') return true;
  if (field === 'logo') return !row.variables.noLogo && row.logo_id === values.logoId;
  if (field === 'intro')
    return values.useDefaultIntro
      ? Boolean(row.variables.useDefaultIntro)
      : !row.variables.useDefaultIntro && row.intro_id === (values.introId ?? null);
  const stored = SIMPLE[field].stored(row);
  const own =
    typeof stored === 'string' && field.startsWith('color_') ? stored.toUpperCase() : stored;
  return own === SIMPLE[field].kit(values);
}

/**
 * What the kit makes of a stored profile: every field it sets that the profile follows (or that
 * it locks) takes the kit's value, with spec §4's choices (a profile without a logo or intro of
 * its own shows its franchise's default ones, no intro without a logo, an intro or a franchise).
 * A field the kit sets for the first time (`previous`: the kit before this change) is followed
 * by the profiles that already have its value; the others override it (unless it is locked), so
 * setting up a kit never overwrites what agents chose: "differs from the brand kit" finds them.
 * null when nothing changes.
 */
export function brandingFromKit(
  row: BrandedRow,
  kit: Kit,
  previous: TBrandKitValues = kit.values,
): KitBranding | null {
  const values = kit.values;
  const locked = new Set(kit.locked);
  const own = ((row.kit_overrides ?? []) as BrandKitField[]).filter(
    (field) => !locked.has(field) && kitSets(values, field),
  );
  for (const field of BRAND_KIT_FIELDS) {
    if (locked.has(field) || !kitSets(values, field) || kitSets(previous, field)) continue;
    if (!hasKitValue(row, values, field)) own.push(field);
  }
  const overrides = ordered(own);
  const follows = (field: BrandKitField) => kitSets(values, field) && !overrides.includes(field);
  const variables: StoredVariables = { ...row.variables };
  const next: KitBranding = {
    company_name: row.company_name,
    group_configuration: row.group_configuration,
    logo_id: row.logo_id,
    intro_id: row.intro_id,
    variables,
    kit_overrides: overrides,
  };
  if (follows('name')) next.company_name = values.name!;
  if (follows('groupConfiguration')) next.group_configuration = values.groupConfiguration!;
  if (follows('theme')) variables.theme = values.theme!;
  if (follows('color_primary')) variables.color_primary = values.color_primary!;
  if (follows('color_secondary')) variables.color_secondary = values.color_secondary!;
  if (follows('outroWebsite')) variables.outroWebsite = values.outroWebsite!;
  if (follows('outroExtraInfo')) variables.outroExtraInfo = values.outroExtraInfo!;
  if (follows('designLanguage')) variables.designLanguage = values.designLanguage!;
  if (follows('logo')) {
    next.logo_id = values.logoId!;
    variables.noLogo = false;
    variables.useDefaultLogo = false;
  }

  const code = next.group_configuration as FranchiseCode;
  const preset = isFranchise(code) ? franchisePreset(code) : undefined;
  if (!variables.noLogo && (next.logo_id === null || variables.useDefaultLogo)) {
    next.logo_id = preset?.defaultLogoId ?? null;
    variables.useDefaultLogo = next.logo_id !== null;
  }
  if (follows('intro')) {
    const useDefault = values.useDefaultIntro ?? false;
    next.intro_id = useDefault ? (preset?.defaultIntroId ?? null) : (values.introId ?? null);
    variables.useDefaultIntro = useDefault && next.intro_id !== null;
    if (next.intro_id !== null) variables.noIntro = false;
  } else if (next.intro_id === null || variables.useDefaultIntro) {
    next.intro_id = preset?.defaultIntroId ?? null;
    variables.useDefaultIntro = next.intro_id !== null;
  }
  const customLogo = next.logo_id !== null && !variables.useDefaultLogo;
  const customIntro = next.intro_id !== null && !variables.useDefaultIntro;
  if (!customLogo && !customIntro && !preset) variables.noIntro = true;

  const same =
    next.company_name === row.company_name &&
    next.group_configuration === row.group_configuration &&
    next.logo_id === row.logo_id &&
    next.intro_id === row.intro_id &&
    JSON.stringify(variables) === JSON.stringify(row.variables) &&
    overrides.join() === (row.kit_overrides ?? []).join();
  return same ? null : next;
}
