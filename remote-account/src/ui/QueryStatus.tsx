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
      <div role="alert" className="account-error">
        <p>{getErrorMessage(error, intl)}</p>
        <button type="button" className="account-button" onClick={onRetry}>
          <FormattedMessage id="account.retry" />
        </button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="account-muted">
        <FormattedMessage id="account.loading" />
      </p>
    );
  }
  return null;
}
