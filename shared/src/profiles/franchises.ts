import type { Origin } from '../constants';

/**
 * Franchise presets and themes of spec §3 and decisions.md. The wizard shows them, the API checks
 * the chosen code against them and applies their default logo and intro (spec §4).
 */

/** Spec §3 default colours: primary black, secondary yellow. */
export const DEFAULT_COLOR_PRIMARY = '#000000';
export const DEFAULT_COLOR_SECONDARY = '#FFD200';

/**
 * Themes. The labels and values are inverted on purpose, as in the mobile app: the theme labelled
 * Black has the value `light` (its backend value is `dark`), the one labelled White has the value
 * `dark` (backend value empty). Profiles store the backend value.
 */
export const THEMES = [
  {
    label: 'black',
    value: 'light',
    backendValue: 'dark',
    outroColor: '#000000',
    iconVariables: { color_icons: '#FFFFFF', color_text: '#FFFFFF' },
  },
  {
    label: 'white',
    value: 'dark',
    backendValue: '',
    outroColor: '#FFFFFF',
    iconVariables: { color_icons: '#000000', color_text: '#000000' },
  },
] as const;
export type Theme = (typeof THEMES)[number];
export type ThemeValue = Theme['value'];
export type ThemeBackendValue = Theme['backendValue'];
export const THEME_BACKEND_VALUES = THEMES.map((theme) => theme.backendValue);

export function themeByBackendValue(value: string): Theme | undefined {
  return THEMES.find((theme) => theme.backendValue === value);
}

/** Franchise codes (spec §3): '' is Independent, null is Others. */
export const FRANCHISE_CODES = [
  '',
  'c21',
  'cold',
  'envo',
  'era',
  'kw',
  'remax',
  'falc',
  'falc_re',
  'exp',
  null,
] as const;
export type FranchiseCode = (typeof FRANCHISE_CODES)[number];

export interface FranchisePreset {
  code: FranchiseCode;
  /** Brand names are not translated; Independent and Others are (see `labelId`). */
  label: string;
  labelId: 'common.franchise.independent' | 'common.franchise.others' | null;
  /** Asset ids of the placeholder artwork (the project's own wordmarks, never a brand's logo). */
  defaultLogoId: string | null;
  defaultIntroId: string | null;
  theme: ThemeValue;
  colorPrimary: string;
  colorSecondary: string;
  outroBackground: string;
}

/** Fixed ids of the built-in artwork, the same in every database (the API stores it at start). */
const artworkId = (index: number, kind: 'logo' | 'intro') =>
  `00000000-0000-4000-8000-${String(index).padStart(10, '0')}${kind === 'logo' ? '01' : '02'}`;

const brand = (
  index: number,
  code: Exclude<FranchiseCode, '' | null>,
  label: string,
  colorPrimary: string,
  colorSecondary: string,
  outroBackground: string,
  theme: ThemeValue = 'light',
): FranchisePreset => ({
  code,
  label,
  labelId: null,
  defaultLogoId: artworkId(index, 'logo'),
  defaultIntroId: artworkId(index, 'intro'),
  theme,
  colorPrimary,
  colorSecondary,
  outroBackground,
});

const generic = (code: '' | null, label: string): FranchisePreset => ({
  code,
  label,
  labelId: code === '' ? 'common.franchise.independent' : 'common.franchise.others',
  defaultLogoId: null,
  defaultIntroId: null,
  theme: 'light',
  colorPrimary: DEFAULT_COLOR_PRIMARY,
  colorSecondary: DEFAULT_COLOR_SECONDARY,
  outroBackground: '#000000',
});

/** In the order the wizard lists them (decisions.md). */
export const FRANCHISE_PRESETS: readonly FranchisePreset[] = [
  generic('', 'Independent'),
  brand(1, 'c21', 'Century 21', '#252526', '#BEAF87', '#252526'),
  brand(2, 'cold', 'Coldwell Banker', '#012169', '#418FDE', '#012169'),
  brand(3, 'envo', 'Engel & Völkers', '#000000', '#E30613', '#FFFFFF', 'dark'),
  brand(4, 'era', 'ERA', '#1C355E', '#E31837', '#1C355E'),
  brand(5, 'kw', 'Keller Williams', '#B40101', '#000000', '#FFFFFF', 'dark'),
  brand(6, 'remax', 'RE/MAX', '#003DA5', '#DC1C2E', '#003DA5'),
  brand(7, 'falc', 'Falc', '#1B3F8B', '#F5A800', '#1B3F8B'),
  brand(8, 'falc_re', 'Falc Real Estate', '#0C2340', '#C8A24B', '#0C2340'),
  brand(9, 'exp', 'eXp Realty', '#00263E', '#F4B223', '#00263E'),
  generic(null, 'Others'),
];

export function franchisePreset(code: FranchiseCode | undefined): FranchisePreset | undefined {
  return FRANCHISE_PRESETS.find((preset) => preset.code === code);
}

/** A real franchise: neither Independent nor Others (spec §4 "no franchise"). */
export const isFranchise = (code: FranchiseCode | undefined): boolean =>
  code !== undefined && code !== '' && code !== null;

/** The auto edition shows Independent and Others only (decisions.md). */
export function franchisePresetsFor(origin: Origin): readonly FranchisePreset[] {
  return origin === 'auto'
    ? FRANCHISE_PRESETS.filter((preset) => !isFranchise(preset.code))
    : FRANCHISE_PRESETS;
}

export function isFranchiseAllowed(origin: Origin, code: FranchiseCode): boolean {
  return franchisePresetsFor(origin).some((preset) => preset.code === code);
}

/**
 * What choosing a franchise fills in (the wizard's franchise step and the brand kit alike): its
 * primary and secondary colours and its theme, as the profile stores them (theme: backend value).
 */
export function franchiseDefaults(code: FranchiseCode): {
  color_primary: string;
  color_secondary: string;
  theme: ThemeBackendValue;
} {
  const preset = franchisePreset(code) ?? franchisePreset('')!;
  const theme = THEMES.find((item) => item.value === preset.theme)!;
  return {
    color_primary: preset.colorPrimary,
    color_secondary: preset.colorSecondary,
    theme: theme.backendValue,
  };
}
