import { FormattedMessage } from 'react-intl';
import { ImageField } from '../../images/ImageField';
import { BrandingHints } from '../WizardSteps';
import type { WizardFlow } from './useWizardFlow';

/**
 * Step 2: the logo and the agent's picture, each with its "none" choice. Choosing "none" clears
 * the field's error at once: the image is no longer asked for.
 */
export function BrandingStep({
  flow,
  canUpload,
  readOnly,
  defaultAssets,
}: {
  flow: WizardFlow;
  canUpload: boolean;
  readOnly: boolean;
  defaultAssets: boolean;
}) {
  const { form, values } = flow;
  return (
    <div className="profiles-fields">
      <BrandingHints defaultAssets={defaultAssets} />
      <ImageField
        kind="logo"
        name="outroLogoBase64"
        label={<FormattedMessage id="profiles.field.logo" />}
        hint={<FormattedMessage id="profiles.field.logoHint" />}
        previewUrl={flow.logoUrl}
        upload={canUpload}
        disabled={readOnly || values.noLogo}
        error={form.field('outroLogoBase64').error}
        onChosen={flow.setImage('logo')}
        onWork={flow.trackImage}
      />
      <label className="ui-choice">
        <input
          type="checkbox"
          {...form.register('noLogo', {
            onChange: () => form.clearErrors('outroLogoBase64'),
          })}
        />
        <span>
          <FormattedMessage id="profiles.field.noLogo" />
        </span>
      </label>
      <ImageField
        kind="photo"
        name="designLogoBase64"
        label={<FormattedMessage id="profiles.field.photo" />}
        hint={<FormattedMessage id="profiles.field.photoHint" />}
        previewUrl={flow.photoUrl}
        upload={canUpload}
        disabled={readOnly || values.noPicAgent}
        error={form.field('designLogoBase64').error}
        onChosen={flow.setImage('photo')}
        onWork={flow.trackImage}
      />
      <label className="ui-choice">
        <input
          type="checkbox"
          {...form.register('noPicAgent', {
            onChange: () => form.clearErrors('designLogoBase64'),
          })}
        />
        <span>
          <FormattedMessage id="profiles.field.noPhoto" />
        </span>
      </label>
    </div>
  );
}
