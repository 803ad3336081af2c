import { FormattedMessage, useIntl } from 'react-intl';
import { getErrorMessage } from '../intl/getErrorMessage';
import './query-status.css';

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
      <div role="alert" className="query-status-error">
        <p>{getErrorMessage(error, intl)}</p>
        <button type="button" className="query-status-retry" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="query-status-loading">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  return null;
}
