import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { PlatformMismatchError } from './platformContract';

/**
 * Shown in place of a remote that failed to load; the rest of the portal keeps working. A remote
 * built for another platform version says so, since a retry only helps once one of them is updated.
 */
export function RetryCard({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const titleId = useId();
  return (
    <section className="retry-card" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="shell.remote.failedTitle" />
      </h2>
      <p>
        {error instanceof PlatformMismatchError ? (
          <FormattedMessage
            id="shell.remote.incompatibleText"
            values={{ required: error.required, provided: error.provided }}
          />
        ) : (
          <FormattedMessage id="shell.remote.failedText" />
        )}
      </p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </button>
    </section>
  );
}
