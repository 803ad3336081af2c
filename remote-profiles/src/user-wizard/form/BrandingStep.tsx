import { FormattedMessage } from 'react-intl';
import type { TBrandKit } from '@portal/shared/api/brand-kit';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import { ImageField } from '../../images/ImageField';
import { KitFieldStatus } from '../KitFieldStatus';
import { BrandingHints } from '../WizardSteps';
import type { WizardFlow } from './useWizardFlow';

/**
 * Step 2: the logo and the agent's picture, each with its "none" choice. Choosing "none" clears
 * the field's error at once: the image is no longer asked for.
 *
 * Against the company's brand kit: a kit logo is the profile's until another is chosen (it follows
 * the kit; "Use the brand kit's value" puts it back), read-only with the reason when locked. A kit
 * that requires a picture does not offer "no profile picture" (shown read-only with the reason
 * when locked) and says so at the field.
 */
export function BrandingStep({
  flow,
  canUpload,
  readOnly,
  defaultAssets,
  kit,
  kitLocked = [],
  kitOverrides = [],
}: {
  flow: WizardFlow;
  canUpload: boolean;
  readOnly: boolean;
  defaultAssets: boolean;
  kit?: TBrandKit;
  kitLocked?: readonly BrandKitField[];
  kitOverrides?: readonly BrandKitField[];
}) {
  const { form, values } = flow;
  const kitLogoId = kit?.logoId;
  const logoLocked = Boolean(kitLogoId) && kitLocked.includes('logo');
  // The kit's logo sent (its asset id, nothing uploaded instead) = follows; untouched on edit, as
  // stored.
  const logoChosen = Boolean(values.outroLogoBase64 || values.outroLogoAssetId);
  const logoFollows =
    !values.noLogo &&
    (logoChosen
      ? !values.outroLogoBase64 && values.outroLogoAssetId === kitLogoId
      : !kitOverrides.includes('logo'));
  const pictureRequired = kit?.photoRequired === true;
  const pictureLocked = pictureRequired && kitLocked.includes('photoRequired');
  const lockedReason = <FormattedMessage id="profiles.kit.lockedReason" />;
  return (
    <div className="profiles-fields">
      <BrandingHints defaultAssets={defaultAssets} />
      <ImageField
        kind="logo"
        name="outroLogoBase64"
        label={<FormattedMessage id="profiles.field.logo" />}
        hint={logoLocked ? lockedReason : <FormattedMessage id="profiles.field.logoHint" />}
        previewUrl={flow.logoUrl}
        upload={canUpload}
        disabled={readOnly || values.noLogo || logoLocked}
        error={form.field('outroLogoBase64').error}
        onChosen={flow.setImage('logo')}
        onWork={flow.trackImage}
      />
      <label className="ui-choice">
        <input
          type="checkbox"
          disabled={logoLocked || undefined}
          aria-describedby={logoLocked ? 'profiles-no-logo-locked' : undefined}
          {...form.register('noLogo', {
            onChange: () => form.clearErrors('outroLogoBase64'),
          })}
        />
        <span>
          <FormattedMessage id="profiles.field.noLogo" />
        </span>
      </label>
      {logoLocked ? (
        <p id="profiles-no-logo-locked" className="ui-hint">
          {lockedReason}
        </p>
      ) : null}
      <KitFieldStatus
        kit={kit}
        field="logo"
        label="profiles.field.logo"
        follows={logoFollows}
        onUse={() =>
          kitLogoId && flow.setImage('logo')({ assetId: kitLogoId, previewUrl: flow.kitLogoUrl })
        }
      />
      <ImageField
        kind="photo"
        name="designLogoBase64"
        label={<FormattedMessage id="profiles.field.photo" />}
        hint={
          pictureRequired ? (
            <>
              <FormattedMessage id="profiles.field.photoHint" />{' '}
              <FormattedMessage id="profiles.kit.pictureRequired" />
            </>
          ) : (
            <FormattedMessage id="profiles.field.photoHint" />
          )
        }
        previewUrl={flow.photoUrl}
        upload={canUpload}
        disabled={readOnly || (values.noPicAgent && !pictureRequired)}
        error={form.field('designLogoBase64').error}
        onChosen={flow.setImage('photo')}
        onWork={flow.trackImage}
      />
      {pictureRequired && !pictureLocked ? null : (
        <>
          <label className="ui-choice">
            <input
              type="checkbox"
              disabled={pictureLocked || undefined}
              aria-describedby={pictureLocked ? 'profiles-no-photo-locked' : undefined}
              {...form.register('noPicAgent', {
                onChange: () => form.clearErrors('designLogoBase64'),
              })}
            />
            <span>
              <FormattedMessage id="profiles.field.noPhoto" />
            </span>
          </label>
          {pictureLocked ? (
            <p id="profiles-no-photo-locked" className="ui-hint">
              {lockedReason}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
