import { OutroPreview } from '../../outro/OutroPreview';
import type { WizardFlow } from './useWizardFlow';

/**
 * The end card as the form stands: beside the steps, or as the last step. A picture the person
 * turned off (or a franchise's default logo, with defaultAssets) is not drawn.
 */
export function WizardPreview({ flow }: { flow: WizardFlow }) {
  const { values } = flow;
  return (
    <OutroPreview
      card={{
        fullName: values.outroFullName ?? '',
        phone: values.outroPhoneNumber ?? '',
        email: values.outroEmail ?? '',
        website: values.outroWebsite ?? '',
        extraLine: values.outroExtraInfo ?? '',
        logoUrl: values.noLogo || flow.franchiseLogo ? null : flow.logoUrl,
        photoUrl: values.noPicAgent ? null : flow.photoUrl,
        colorPrimary: values.color_primary ?? '#000000',
        colorSecondary: values.color_secondary ?? '#FFD200',
        theme: values.variables?.theme ?? 'dark',
        franchise: values.groupConfiguration ?? '',
      }}
    />
  );
}
