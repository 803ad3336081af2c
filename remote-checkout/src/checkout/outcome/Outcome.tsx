import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@portal/shell/platform';

/** One of the screens after "Pay": its heading takes the focus, so it is read at once. */
export function Outcome({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [titleId]);
  return (
    <section className="checkout-outcome" aria-labelledby="checkout-outcome-title">
      <h2 id="checkout-outcome-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}
