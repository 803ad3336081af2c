import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/** Shown in place of a remote that failed to load; the rest of the portal keeps working. */
export function RetryCard({ onRetry }: { onRetry: () => void }) {
  const titleId = useId();
  return (
    <section className="retry-card" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="shell.remote.failedTitle" />
      </h2>
      <p>
        <FormattedMessage id="shell.remote.failedText" />
      </p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </button>
    </section>
  );
}
