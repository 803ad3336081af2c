import { FormattedMessage, useIntl } from 'react-intl';
import { getErrorMessage } from '../intl/getErrorMessage';
import { Button } from './Button';
import './styles';

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
      <div role="alert" className="ui-alert ui-alert-error">
        <p>{getErrorMessage(error, intl)}</p>
        <Button variant="secondary" small className="ui-alert-action" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="ui-hint">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  return null;
}
