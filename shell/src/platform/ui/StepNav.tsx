import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import './kitOnDemand';
import './stepNav.css';

export interface StepNavProps {
  /** Names the navigation ("Profile steps"). */
  label: string;
  steps: ReadonlyArray<{ id: string; label: ReactNode }>;
  /** Index of the current step. */
  current: number;
  /** Whether a step other than the current one may be opened from here (all, when editing). */
  canOpen?: (index: number) => boolean;
  onOpen?: (index: number) => void;
}

/**
 * The steps of a form a person may move between: a navigation holding an ordered list, the
 * current step marked (`aria-current="step"`), each step that may be opened a real button. On a
 * phone it folds to "Step 2 of 6" and the step's name over a row of numbered buttons.
 * `Stepper` (the main module) is the same list for flows that only go forward.
 */
export function StepNav({ label, steps, current, canOpen = () => false, onOpen }: StepNavProps) {
  return (
    <nav className="ui-stepnav" aria-label={label}>
      <p className="ui-stepnav-count">
        <FormattedMessage
          id="common.stepNav.count"
          values={{ current: current + 1, total: steps.length }}
        />
        <span className="ui-stepnav-count-name">{steps[current]?.label}</span>
      </p>
      <ol className="ui-stepnav-list">
        {steps.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          const content = (
            <>
              <span className="ui-stepnav-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="ui-stepnav-label">
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
            </>
          );
          const openable = state !== 'current' && onOpen !== undefined && canOpen(index);
          return (
            <li
              key={step.id}
              className="ui-stepnav-item"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              {openable ? (
                <button type="button" className="ui-stepnav-target" onClick={() => onOpen(index)}>
                  {content}
                </button>
              ) : (
                <span className="ui-stepnav-target">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
