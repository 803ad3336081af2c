import { useIntl } from 'react-intl';
import './styles';

/**
 * Grey placeholder lines where content is loading, so the page keeps its shape and never claims
 * "nothing here" before it knows. Announced once as a busy status named "Loading…".
 */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const intl = useIntl();
  return (
    <div
      className="ui-skeleton"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="ui-skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
