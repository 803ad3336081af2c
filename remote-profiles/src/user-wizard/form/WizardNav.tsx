import { FormattedMessage } from 'react-intl';
import { Button } from '@portal/shell/platform';
import type { WizardFlow } from './useWizardFlow';

/** Back, Next and the save: Next stays while editing, the save button is the primary one. */
export function WizardNav({ flow, mode }: { flow: WizardFlow; mode: 'create' | 'edit' }) {
  const { step, last, canSave } = flow;
  return (
    <div className="profiles-wizard-nav">
      {step > 0 ? (
        <Button
          variant="secondary"
          className="profiles-wizard-back"
          onClick={() => flow.goTo(step - 1)}
        >
          <FormattedMessage id="profiles.wizard.back" />
        </Button>
      ) : null}
      {last ? null : (
        <Button
          key="next"
          variant={canSave ? 'secondary' : 'primary'}
          busy={flow.waitingForImages}
          onClick={() => void flow.next()}
        >
          <FormattedMessage id="profiles.wizard.next" />
        </Button>
      )}
      {canSave ? (
        // Its own key: reusing the Next button's element would let the click that leads to
        // the last step submit the form (the type changes before the click's default action).
        <Button
          key="submit"
          type="submit"
          busy={flow.form.formState.isSubmitting || flow.waitingForImages}
        >
          <FormattedMessage
            id={mode === 'create' ? 'profiles.wizard.create' : 'profiles.wizard.save'}
          />
        </Button>
      ) : null}
    </div>
  );
}
