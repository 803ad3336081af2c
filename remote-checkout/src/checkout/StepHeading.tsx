import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@portal/shell/platform';

/**
 * A step's heading. When a step replaces another, focus moves here so keyboard and screen-reader
 * users start at the top of the new step, not on a button that no longer exists.
 */
export function StepHeading({ id, focus = false }: { id: MessageId; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="checkout-step-title">
      <FormattedMessage id={id} />
    </h2>
  );
}
