import { FormattedMessage, useIntl } from 'react-intl';
import { getErrorMessage } from '@portal/shell/platform';

interface QueryStatusProps {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** What stands in for data that is loading or failed to load, with a retry for the failure. */
export function QueryStatus({ isLoading, error, onRetry }: QueryStatusProps) {
  const intl = useIntl();
  if (error) {
    return (
      <div role="alert" className="profiles-error">
        <p>{getErrorMessage(error, intl)}</p>
        <button type="button" className="profiles-button" onClick={onRetry}>
          <FormattedMessage id="profiles.retry" />
        </button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="profiles-muted">
        <FormattedMessage id="profiles.loading" />
      </p>
    );
  }
  return null;
}
