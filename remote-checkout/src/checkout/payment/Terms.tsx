import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@portal/shell/platform';

/** The terms of spec §1, in the page's language. */
const TERMS: MessageId[] = [
  'checkout.terms.start',
  'checkout.terms.devices',
  'checkout.terms.phone',
  'checkout.terms.offline',
  'checkout.terms.breach',
  'checkout.terms.end',
  'checkout.terms.law',
];

export function Terms() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="checkout-section-title">
        <FormattedMessage id="checkout.terms.title" />
      </h3>
      {/* Scrollable, so it is focusable: keyboard users can scroll it too. */}
      <ul className="checkout-terms" tabIndex={0} aria-labelledby={titleId}>
        {TERMS.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
