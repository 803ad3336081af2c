import type { TBrandKit } from '@portal/shared/api/brand-kit';
import type { TProfile } from '@portal/shared/api/profiles';
import { DEFAULT_COLOR_PRIMARY, DEFAULT_COLOR_SECONDARY } from '@portal/shared/profiles/franchises';
import { TEMPLATE_LANGUAGES, type TemplateLanguage } from '@portal/shared/validation/profile';
import type { WizardValues } from './payload';

/** The videos' language follows the portal's, English for en-us. */
export function templateLanguageFor(locale: string): TemplateLanguage {
  const language = locale === 'en-us' ? 'en' : locale;
  return (TEMPLATE_LANGUAGES as readonly string[]).includes(language)
    ? (language as TemplateLanguage)
    : 'en';
}

export function newProfileValues(locale: string): WizardValues {
  return {
    loginName: '',
    loginPhoneNumber: '',
    name: '',
    outroFullName: '',
    outroPhoneNumber: '',
    outroEmail: '',
    outroWebsite: '',
    outroLogoBase64: '',
    outroExtraInfo: '',
    designFullName: '',
    designPhoneNumber: '',
    groupConfiguration: '',
    designLanguage: templateLanguageFor(locale),
    designLogoBase64: '',
    specialRequest: '',
    noLogo: false,
    noIntro: false,
    noPicAgent: false,
    color_primary: DEFAULT_COLOR_PRIMARY,
    color_secondary: DEFAULT_COLOR_SECONDARY,
    variables: { theme: 'dark' },
  };
}

/** A saved profile as the wizard edits it: images stay as stored unless a new one is chosen. */
export function savedProfileValues(profile: TProfile): WizardValues {
  const company = profile.companies[0]!;
  const saved = company.configuration.variables;
  return {
    loginName: profile.loginName,
    loginPhoneNumber: profile.loginPhoneNumber,
    name: company.name,
    outroFullName: saved.outroFullName,
    outroPhoneNumber: saved.outroPhoneNumber,
    outroEmail: saved.outroEmail,
    outroWebsite: saved.outroWebsite,
    outroLogoBase64: '',
    outroExtraInfo: saved.outroExtraInfo,
    designFullName: saved.designFullName,
    designPhoneNumber: saved.designPhoneNumber,
    groupConfiguration: company.groupConfiguration,
    designLanguage: saved.designLanguage,
    designLogoBase64: '',
    specialRequest: saved.specialRequest,
    noLogo: saved.noLogo,
    noIntro: false,
    noPicAgent: saved.noPicAgent,
    color_primary: saved.color_primary,
    color_secondary: saved.color_secondary,
    variables: {
      theme: saved.theme,
      ...(saved.color_background && { color_background: saved.color_background }),
      ...(saved.color_icons && { color_icons: saved.color_icons }),
      ...(saved.color_text && { color_text: saved.color_text }),
    },
  };
}

/**
 * A new profile starts from the company's brand kit: each value the kit sets replaces the blank
 * one; the kit's logo is sent as its asset id (the profile follows it); a kit requiring a picture
 * starts with one asked for.
 */
export function withKit(values: WizardValues, kit: TBrandKit | undefined): WizardValues {
  if (!kit) return values;
  return {
    ...values,
    name: kit.name ?? values.name,
    outroWebsite: kit.outroWebsite ?? values.outroWebsite,
    outroExtraInfo: kit.outroExtraInfo ?? values.outroExtraInfo,
    designLanguage: kit.designLanguage ?? values.designLanguage,
    groupConfiguration:
      kit.groupConfiguration === undefined ? values.groupConfiguration : kit.groupConfiguration,
    color_primary: kit.color_primary ?? values.color_primary,
    color_secondary: kit.color_secondary ?? values.color_secondary,
    variables: { ...values.variables, theme: kit.theme ?? values.variables?.theme },
    ...(kit.logoId && { outroLogoAssetId: kit.logoId, noLogo: false }),
    ...(kit.photoRequired && { noPicAgent: false }),
  };
}
