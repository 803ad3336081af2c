import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import './styles';

interface StepperProps {
  /** Names the list ("Checkout steps"). */
  label: string;
  steps: ReadonlyArray<{ id: string; label: ReactNode }>;
  /** Index of the current step. */
  current: number;
}

/** Where the user is in a multi-step flow: an ordered list, the current step marked for everyone. */
export function Stepper({ label, steps, current }: StepperProps) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, index) => {
        const state = index === current ? 'current' : index < current ? 'done' : 'todo';
        return (
          <li
            key={step.id}
            className="ui-step"
            aria-current={state === 'current' ? 'step' : undefined}
            data-done={state === 'done'}
          >
            <span className="ui-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              {step.label}
              {state === 'todo' ? null : (
                <span className="ui-visually-hidden">
                  {' ('}
                  <FormattedMessage
                    id={state === 'current' ? 'common.step.current' : 'common.step.done'}
                  />
                  {')'}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
