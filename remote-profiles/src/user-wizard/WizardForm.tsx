import { FormattedMessage, useIntl } from 'react-intl';
import { SUPPORT_EMAIL } from '@portal/shared/constants';
import { Alert } from '@portal/shell/platform';
import { StepNav } from '@portal/shell/platform/step-nav';
import { BrandingStep } from './form/BrandingStep';
import { dropRepeatedMove } from './form/dropRepeatedMove';
import { useWizardFlow } from './form/useWizardFlow';
import type { WizardFormProps } from './form/wizardFormProps';
import { WizardNav } from './form/WizardNav';
import { WizardPreview } from './form/WizardPreview';
import { DetailsStep, FranchiseStep, RequestStep, ThemeStep } from './WizardSteps';
import { STEPS } from './steps';
import './wizard.css';

export type { WizardFormProps };

/**
 * The profile wizard (spec §2): one form across six steps. Every step stays mounted (hidden when
 * not current), so a field's error can always be shown and focused on its own step.
 *
 * A new profile walks the steps in order (each step's Next checks that step, the logo and the
 * picture included), and a finished step can be opened again from the steps. Editing, every step
 * can be opened at once and "Save changes" is on every step: changing one field is two actions.
 * The state and the moves live in `useWizardFlow`.
 */
export function WizardForm(props: WizardFormProps) {
  const { mode, canUpload, readOnly, defaultAssets = false, kit } = props;
  const kitLocked = props.kitLocked ?? kit?.locked ?? [];
  const intl = useIntl();
  const flow = useWizardFlow(props);
  const { form, step, onPreviewStep } = flow;

  return (
    <form
      noValidate
      onSubmit={(event) => void flow.onSubmit(event)}
      onClickCapture={dropRepeatedMove}
      className="profiles-wizard"
      data-step={STEPS[step]!.id}
    >
      {readOnly ? (
        <p className="ui-alert ui-alert-info">
          <FormattedMessage
            id="profiles.wizard.readOnly"
            values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
          />
        </p>
      ) : null}
      <StepNav
        label={intl.formatMessage({ id: 'profiles.wizard.steps' })}
        steps={STEPS.map((item) => ({ id: item.id, label: <FormattedMessage id={item.title} /> }))}
        current={step}
        canOpen={flow.canOpen}
        onOpen={(index) => void flow.open(index)}
      />
      <div className="profiles-wizard-body">
        <fieldset disabled={readOnly} className="profiles-wizard-steps">
          {STEPS.map((item, index) => (
            <section
              key={item.id}
              hidden={index !== step}
              aria-labelledby={`profiles-step-${item.id}`}
              className="profiles-step"
            >
              <h2
                id={`profiles-step-${item.id}`}
                ref={(element) => {
                  flow.headings.current[index] = element;
                }}
                tabIndex={-1}
                className="profiles-step-title"
              >
                <FormattedMessage id={item.title} />
              </h2>
              {item.id === 'details' ? (
                <DetailsStep form={form} locked={kitLocked} kit={kit} />
              ) : null}
              {item.id === 'branding' ? (
                <BrandingStep
                  flow={flow}
                  canUpload={canUpload}
                  readOnly={readOnly}
                  defaultAssets={defaultAssets}
                  kit={kit}
                  kitLocked={kitLocked}
                  kitOverrides={props.kitOverrides}
                />
              ) : null}
              {item.id === 'theme' ? <ThemeStep form={form} locked={kitLocked} kit={kit} /> : null}
              {item.id === 'franchise' ? (
                <FranchiseStep form={form} origin={props.origin} locked={kitLocked} kit={kit} />
              ) : null}
              {item.id === 'request' ? <RequestStep form={form} /> : null}
              {/* The last step is the preview itself, under its heading. */}
              {item.id === 'preview' && onPreviewStep ? <WizardPreview flow={flow} /> : null}
            </section>
          ))}
        </fieldset>
        {onPreviewStep ? null : (
          <aside
            className="profiles-wizard-preview"
            aria-label={intl.formatMessage({ id: 'profiles.outro.title' })}
          >
            <WizardPreview flow={flow} />
          </aside>
        )}
      </div>
      <Alert messages={[form.formError]} />
      <WizardNav flow={flow} mode={mode} />
      {flow.guard}
    </form>
  );
}
