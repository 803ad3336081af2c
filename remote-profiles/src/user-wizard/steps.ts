import type { MessageId } from '@portal/shell/platform';

/** The wizard's steps (spec §2) and the form fields each one owns, for per-step checks. */
export const STEPS = [
  {
    id: 'details',
    title: 'profiles.step.details',
    fields: [
      'loginPhoneNumber',
      'loginName',
      'name',
      'designLanguage',
      'outroFullName',
      'outroPhoneNumber',
      'outroEmail',
      'outroWebsite',
      'outroExtraInfo',
      'designFullName',
      'designPhoneNumber',
    ],
  },
  {
    id: 'branding',
    title: 'profiles.step.branding',
    fields: ['noLogo', 'noPicAgent', 'outroLogoBase64', 'designLogoBase64'],
  },
  {
    id: 'theme',
    title: 'profiles.step.theme',
    fields: ['variables', 'color_primary', 'color_secondary'],
  },
  { id: 'franchise', title: 'profiles.step.franchise', fields: ['groupConfiguration'] },
  { id: 'request', title: 'profiles.step.request', fields: ['specialRequest'] },
  { id: 'preview', title: 'profiles.step.preview', fields: [] },
] as const satisfies ReadonlyArray<{ id: string; title: MessageId; fields: readonly string[] }>;

/** The step holding a field (an error from the server or from the final check lands there). */
export function stepOfField(name: string): number {
  const root = name.split('.')[0]!;
  const owner = root.endsWith('AssetId') ? root.replace('AssetId', 'Base64') : root;
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(owner));
  return index === -1 ? 0 : index;
}
