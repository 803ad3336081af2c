import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@portal/shell/platform';
import { useStepHeading } from './useStepHeading';

/**
 * The last step of a settings change (spec §8 "e-mail changed", "password changed", "number
 * verified"): its heading takes the focus, a sentence says what is now true, Close starts over.
 */
export function DoneStep({
  title,
  children,
  onClose,
}: {
  title: ReactNode;
  /** What is now true. */
  children: ReactNode;
  onClose: () => void;
}) {
  const heading = useStepHeading();
  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        {title}
      </h4>
      <p className="account-text">{children}</p>
      <div className="account-actions">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="account.settings.close" />
        </Button>
      </div>
    </div>
  );
}
