import type { MessageId } from '@portal/shell/platform';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';

/** The brand kit's fields as the brand kit page names them. */
export const KIT_FIELD_LABELS: Record<BrandKitField, MessageId> = {
  name: 'profiles.field.company',
  logo: 'profiles.field.logo',
  intro: 'profiles.import.field.intro',
  photoRequired: 'profiles.kit.photoRequired',
  theme: 'profiles.field.theme',
  groupConfiguration: 'profiles.field.franchise',
  color_primary: 'profiles.field.colorPrimary',
  color_secondary: 'profiles.field.colorSecondary',
  outroWebsite: 'profiles.field.website',
  outroExtraInfo: 'profiles.field.extraLine',
  designLanguage: 'profiles.field.language',
};
